import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { readSeedUsers } from '../sandbox/accounts/seed.ts';
import { expect, expectAccessible, saveScreen, test } from './support/desk-app.ts';

/** The seeded sandbox account of a desk's data dir. */
function sandboxUser(dataDir: string): { email: string; password: string; apiKey: string } {
  const users = readSeedUsers(join(dataDir, 'sandbox'));
  const user = users[0];
  if (!user) throw new Error('The sandbox seeded no user');
  return user;
}

const CREDITS = /[\d,]+ of [\d,]+ credits/;

/** Where the OS keychain is unavailable (as on CI), keeps credentials for this session, as a user would from the banner. */
async function connect(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  const fix = page.getByRole('button', { name: 'Add a credential' });
  await expect(header.getByText(CREDITS).or(fix)).toBeVisible();
  if (await fix.isVisible()) {
    await fix.click();
    const drawer = page.getByRole('dialog', { name: 'Credentials of Sandbox' });
    await drawer.getByRole('button', { name: 'Keep credentials for this session only' }).click();
    await expect(drawer.getByText('Credential storage: This session only.')).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
  }
  await expect(header.getByText(CREDITS)).toBeVisible();
}

/** Opens Account, connected. */
async function openAccount(openDesk: (route?: string) => Promise<Page>): Promise<Page> {
  const page = await openDesk();
  await connect(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByText('Sandbox Analyst 1').first()).toBeVisible();
  return page;
}

test('on first start the header shows the SANDBOX badge and the credit balance', async ({ openDesk }) => {
  const page = await openDesk();
  const header = page.getByRole('banner');
  await expect(header.getByText('SANDBOX', { exact: true })).toBeVisible();
  await connect(page);
  await expect(header.getByText(CREDITS)).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'shell-first-start');
});

test('the first-start tour appears once, steps over the sidebar, and stays dismissed', async ({ page, openDesk }) => {
  await page.addInitScript(() => localStorage.setItem('desk.tour.automation', 'on'));
  await openDesk();
  const tour = page.getByRole('dialog', { name: 'Start with postcodes' });
  await expect(tour).toBeVisible();
  await expect(tour).toContainText('Step 1 of 6');
  await tour.getByRole('button', { name: 'Next' }).click();
  const second = page.getByRole('dialog', { name: 'Collect items' });
  await expect(second).toContainText('Step 2 of 6');
  await expectAccessible(page);
  await saveScreen(page, 'tour');
  await second.getByRole('button', { name: 'Skip tour' }).click();
  await expect(second).toBeHidden();
  await page.reload();
  await expect(page.getByRole('banner').getByText('SANDBOX', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the API key is masked, revealed on request and hidden again, and copied without showing it', async ({ context, openDesk }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await openAccount(openDesk);
  const key = page.getByLabel(/^API key, (masked|shown)$/);
  await expect(key).toHaveText(/••••••••$/);
  await page.getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByLabel('API key, shown')).toHaveText(/^[^.\s•]+\.[^\s•]+$/);
  await expect(page.getByText(/Hides in \d+ s/)).toBeVisible();
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByLabel('API key, masked')).toHaveText(/••••••••$/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('API key copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[^.\s•]+\.[^\s•]+$/);
  await expect(page.getByLabel('API key, masked')).toHaveText(/••••••••$/);
  await expectAccessible(page);
  await saveScreen(page, 'account');
});

test('an e-mail flag toggled on Account is still set after a reload', async ({ openDesk }) => {
  const page = await openAccount(openDesk);
  const flag = page.getByRole('checkbox', { name: 'Update e-mails' });
  await expect(flag).toBeEnabled();
  const was = await flag.isChecked();
  await flag.setChecked(!was);
  await expect(page.getByRole('status', { name: 'Saving' })).toHaveCount(0);
  await page.reload();
  await connect(page);
  await expect(page.getByRole('checkbox', { name: 'Update e-mails' })).toBeChecked({ checked: !was });
  await page.getByRole('checkbox', { name: 'Update e-mails' }).setChecked(was);
  await expect(page.getByRole('status', { name: 'Saving' })).toHaveCount(0);
});

test('the playground scrapes an ASIN and shows the record', async ({ openDesk }) => {
  const page = await openAccount(openDesk);
  const asin = `B0${Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, 'X')}`;
  const playground = page.getByRole('region', { name: 'Playground' });
  await playground.getByRole('button', { name: 'Scrape item' }).click();
  await expect(playground.getByText('Choose a domain.')).toBeVisible();
  await playground.getByRole('combobox', { name: 'Domain' }).selectOption('marketplace.com.au');
  await playground.getByRole('textbox', { name: 'Postcode' }).fill('2000');
  await playground.getByRole('textbox', { name: 'ASIN' }).fill(asin);
  await playground.getByRole('button', { name: 'Scrape item' }).click();
  const record = playground.getByRole('region', { name: 'Scraped record' });
  await expect(record).toBeVisible();
  await expect(record.getByText(asin, { exact: true })).toBeVisible();
  await expect(record.getByRole('term').filter({ hasText: 'Title' })).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'account-playground');
});

test('rotating the key signs in first, reports success, and the app keeps working', async ({ openDesk, desk }) => {
  const page = await openAccount(openDesk);
  const before = await page.getByLabel('API key, masked').textContent();
  await page.getByRole('button', { name: 'Rotate key…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate the API key' });
  await expect(dialog).toContainText('The current key stops working the moment it is rotated.');
  const user = sandboxUser(desk.dataDir);
  const signIn = dialog.getByRole('button', { name: 'Sign in and rotate' });
  const rotate = dialog.getByRole('button', { name: 'Rotate key' });
  await expect(signIn.or(rotate)).toBeVisible();
  if (await signIn.isVisible()) {
    await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue(user.email);
    await dialog.getByLabel('Password').fill(user.password);
    await expectAccessible(page);
    await saveScreen(page, 'account-rotate');
    await signIn.click();
  } else {
    await rotate.click();
  }
  await expect(dialog.getByText('The API key was rotated.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByLabel('API key, masked')).not.toHaveText(before ?? '');
  // Still working with the new key: credits load on the screen, in the header, and after a reload.
  await page.getByRole('region', { name: 'Credits' }).getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('region', { name: 'Credits' }).getByRole('img', { name: /available credits/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByText(CREDITS)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Credits' }).getByRole('img', { name: /available credits/ })).toBeVisible();
});
