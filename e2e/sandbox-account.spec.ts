import { join } from 'node:path';
import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { readSeedUsers } from '../sandbox/accounts/seed.ts';
import { bridge } from './support/bridge.ts';
import { expectAccessible, saveScreen, startDeskApp } from './support/desk-app.ts';
import type { DeskApp } from './support/desk-app.ts';

// Its own desk: this journey resets the Sandbox, which no other journey should see.
const test = base.extend<object, { desk: DeskApp }>({
  desk: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      const app = await startDeskApp();
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

function demoUser(desk: DeskApp): { email: string; password: string; apiKey: string } {
  const user = readSeedUsers(join(desk.dataDir, 'sandbox'))[0];
  if (!user) throw new Error('The sandbox seeded no user');
  return user;
}

async function openSandboxCredentials(page: Page, desk: DeskApp) {
  await page.goto(desk.url);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.evaluate(() => (window.location.hash = '#/connect'));
  await page.getByRole('button', { name: 'Credentials of Sandbox' }).click();
  return page.getByRole('dialog', { name: 'Credentials of Sandbox' });
}

test('the Sandbox’s demo account is shown, its key rotates without a password, and a confirmed reset starts it fresh', async ({ page, desk, request }) => {
  const first = demoUser(desk);
  let drawer = await openSandboxCredentials(page, desk);
  const account = drawer.getByRole('region', { name: 'Sandbox demo account' });
  await expect(account.getByRole('definition').first()).toHaveText(first.email);
  await expect(account.getByRole('definition').nth(1)).toHaveText(first.password);
  await expectAccessible(page);
  await saveScreen(page, 'connect-sandbox-account');
  await drawer.getByRole('button', { name: 'Close' }).click();

  // Rotation on the Sandbox: no e-mail or password asked; the desk signs in by itself.
  await page.evaluate(() => (window.location.hash = '#/account'));
  const masked = page.getByLabel('API key, masked');
  await expect(masked).toHaveText(/•/);
  const before = await masked.textContent();
  await page.getByRole('button', { name: 'Rotate key…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate the API key' });
  await expect(dialog).toContainText('Collection Desk signs in to it with its demo account by itself');
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Rotate key' }).click();
  await expect(dialog.getByText('The API key was rotated.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(masked).not.toHaveText(before ?? '');
  expect(demoUser(desk).apiKey).not.toBe(first.apiKey);

  // Reset: cancelled first (nothing happens), then confirmed (fresh data, a new account).
  await bridge(request, desk, 'zipcodes.create', { domain: 1, zipcode: '2000' });
  drawer = await openSandboxCredentials(page, desk);
  await drawer.getByRole('button', { name: 'Reset the Sandbox…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset the Sandbox?' });
  await expect(confirm).toContainText('a new demo account (new password and API key) replaces this one');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect(await bridge<unknown[]>(request, desk, 'zipcodes.list', {})).toHaveLength(1);

  await drawer.getByRole('button', { name: 'Reset the Sandbox…' }).click();
  await confirm.getByRole('button', { name: 'Reset the Sandbox' }).click();
  await expect(page.getByText('The Sandbox was reset')).toBeVisible();
  const fresh = demoUser(desk);
  expect(fresh.password).not.toBe(first.password);
  await expect(drawer.getByRole('region', { name: 'Sandbox demo account' }).getByRole('definition').nth(1)).toHaveText(fresh.password);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await page.evaluate(() => (window.location.hash = '#/postcodes'));
  await expect(page.getByText('No postcodes yet')).toBeVisible();
  await expect(page.getByRole('banner').getByText('10,000 of 10,000 credits')).toBeVisible();
});
