import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectAccessible, test } from './support/desk-app.ts';

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
