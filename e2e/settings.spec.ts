import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, saveScreen, test } from './support/desk-app.ts';

const DARK_BG = 'rgb(15, 17, 21)';
const LIGHT_BG = 'rgb(255, 255, 255)';

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('Settings changes the theme at once, keeps it across a reload, and explains browser downloads', async ({ openDesk }) => {
  const page = await openDesk();
  await page.emulateMedia({ colorScheme: 'light' });
  await openSettings(page);
  const theme = page.getByRole('combobox', { name: 'Theme' });
  await expect(theme).toHaveValue('system');
  await expect.poll(() => pageBackground(page)).toBe(LIGHT_BG);

  await theme.selectOption({ label: 'Dark' });
  await expect.poll(() => pageBackground(page)).toBe(DARK_BG);
  await expectAccessible(page);
  await saveScreen(page, 'settings-dark');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
  await expect.poll(() => pageBackground(page)).toBe(DARK_BG);

  // "Same as the system" follows the system's scheme again.
  await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Same as the system' });
  await expect.poll(() => pageBackground(page)).toBe(LIGHT_BG);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => pageBackground(page)).toBe(DARK_BG);

  await expect(page.getByText('In the browser, files are saved where your browser puts downloads')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Folders' }).getByText(/logs$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'About' }).getByText('Browser mode (npm run web)')).toBeVisible();
});

test('notification kinds switch off and stay off', async ({ openDesk }) => {
  const page = await openDesk();
  await openSettings(page);
  const runs = page.getByRole('checkbox', { name: 'A run finished or failed' });
  await expect(runs).toBeChecked();
  await runs.uncheck();
  await expect(runs).not.toBeChecked();
  await expect(runs).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'A run finished or failed' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'A run finished or failed' }).check();
  await expect(page.getByRole('checkbox', { name: 'A run finished or failed' })).toBeChecked();
});

test('toasts: at most three show, successes leave by themselves, Recent notices keeps them', async ({ openDesk }) => {
  const page = await openDesk('#/postcodes');
  const notices = page.getByRole('status', { name: 'Notifications' });
  const codes = ['2101', '2102', '2103', '2104'];
  for (const code of codes) {
    await page.getByRole('button', { name: 'Add postcode' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add postcode' });
    await dialog.getByLabel('Domain').selectOption({ label: 'marketplace.com.au · AU' });
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill(code);
    await dialog.getByRole('button', { name: 'Add postcode' }).click();
    // Hovered at once, so it stays while the others are counted (a loaded machine may be slower than 5 s a postcode).
    await notices.getByText(`Postcode ${code} added`).hover();
    // Never more than three at once (older successes may already have left by themselves).
    expect(await notices.locator('.toast').count()).toBeLessThanOrEqual(3);
  }
  // The first one left (made room, or timed out) while the fourth shows.
  await expect(notices.getByText('Postcode 2101 added')).toHaveCount(0);
  await expect(notices.getByText('Postcode 2104 added')).toBeVisible();

  // Once the pointer leaves, they all go by themselves.
  await page.mouse.move(0, 0);
  await expect(notices.locator('.toast')).toHaveCount(0, { timeout: 15_000 });

  await page.getByRole('button', { name: 'Recent notices' }).click();
  const drawer = page.getByRole('dialog', { name: 'Recent notices' });
  const items = drawer.getByRole('list', { name: 'Recent notices' }).getByRole('listitem');
  await expect(items).toHaveCount(4);
  await expect(items.first()).toContainText('Postcode 2104 added');
  await expect(items.last()).toContainText('Postcode 2101 added');
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Clear the list' }).click();
  await expect(drawer.getByText('No notices yet')).toBeVisible();
});

test('File → New collection (app.open) lands on Collections with the create form open, once', async ({ openDesk }) => {
  const page = await openDesk('#/collections?new=1');
  await expect(page.getByRole('dialog', { name: 'New collection' })).toBeVisible();
  await expect(page).toHaveURL(/#\/collections$/);
  await page.getByRole('dialog', { name: 'New collection' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'New collection' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'New collection' })).toHaveCount(0);
});

test('Replay the tour shows the first-start tour again from its first step', async ({ openDesk }) => {
  const page = await openDesk('#/settings');
  await expect(page.getByRole('dialog', { name: 'Start with postcodes' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Replay the tour' }).click();
  const step = page.getByRole('dialog', { name: 'Start with postcodes' });
  await expect(step).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(step).toHaveCount(0);
});

test('Updates: browser mode says the installed app checks, automatic checks stay off after a reload', async ({ openDesk }) => {
  const page = await openDesk('#/settings');
  const updates = page.getByRole('region', { name: 'Updates' });
  await expect(updates.getByRole('status')).toHaveText('Updates are checked by the installed desktop app only.');
  await expect(updates.getByRole('button', { name: 'Check for updates' })).toBeDisabled();
  const auto = updates.getByRole('checkbox', { name: 'Check for updates automatically' });
  await expect(auto).toBeChecked();
  await auto.uncheck();
  await expect(auto).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Updates' }).getByRole('checkbox', { name: 'Check for updates automatically' })).not.toBeChecked();
  await expectAccessible(page);
});

test('a failure in the page reaches the log file in the data folder, with the version and platform at its start', async ({ openDesk, desk }) => {
  const page = await openDesk('#/settings');
  await expect(page.getByRole('region', { name: 'Folders' }).getByText(/logs$/)).toBeVisible();
  // An error no screen caught (an event handler, a timer): the page reports it to main's log.
  await page.evaluate(() => {
    setTimeout(() => void Promise.reject(new Error('the grid lost its rows')));
  });
  const logFile = join(desk.dataDir, 'logs', 'desk.log');
  await expect
    .poll(() => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''))
    .toMatch(/renderer: page \(unhandled rejection\) failed: the grid lost its rows/);
  expect(readFileSync(logFile, 'utf8').split('\n')[0]).toMatch(/Collection Desk \S+ \(web\) started on \w+/);
});
