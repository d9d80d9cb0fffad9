import { expect, test as base } from '@playwright/test';
import { expectAccessible, saveScreen, startDeskApp } from './support/desk-app.ts';
import type { DeskApp } from './support/desk-app.ts';

// Browser mode with no Secret Service at all (no D-Bus session): WSL, a server over SSH, a minimal Linux.
const test = base.extend<object, { desk: DeskApp }>({
  desk: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      const app = await startDeskApp({ withoutSecretService: true });
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

test('without an OS keychain the Sandbox works fully, and one notice says what only real profiles need', async ({ page, desk }) => {
  const bad: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') bad.push(message.text());
  });
  await page.goto(desk.url);
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.evaluate(() => (window.location.hash = '#/postcodes'));
  await expect(page.getByRole('heading', { level: 1, name: 'Postcodes' })).toBeVisible();

  const notice = page.getByRole('status', { name: 'OS keychain' });
  await expect(notice).toContainText('Keychain unavailable: No OS keychain (Secret Service) is running, or it is locked. The Sandbox works without it.');
  await expect(page.getByText(/Keychain unavailable:/)).toHaveCount(1);
  await expect(page.getByText('Not connected to a service')).toHaveCount(0);
  await expect(page.getByText('Postcodes could not be read')).toHaveCount(0);
  await expect(page.getByRole('banner').getByText(/[\d,]+ of [\d,]+ credits/)).toBeVisible();

  // Postcodes: add one, and watch its cookies become active.
  await page.getByRole('button', { name: 'Add postcode' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add postcode' });
  await dialog.getByLabel('Domain').selectOption({ label: 'marketplace.co.uk · GB' });
  await dialog.getByRole('textbox', { name: 'Postcode' }).fill('SW1A 1AA');
  await dialog.getByRole('button', { name: 'Add postcode' }).click();
  await expect(page.getByRole('row', { name: /SW1A 1AA/ }).getByText('Active')).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'no-keychain-postcodes');

  // Collections: create one.
  await page.evaluate(() => (window.location.hash = '#/collections'));
  await page.getByRole('button', { name: 'New collection' }).first().click();
  const form = page.getByRole('dialog', { name: 'New collection' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Without a keychain');
  await form.getByRole('button', { name: 'Create collection' }).click();
  await expect(page.getByRole('row', { name: /Without a keychain/ })).toBeVisible();
  await expect(page.getByText(/Keychain unavailable:/)).toHaveCount(1);

  // The Connect screen does not repeat the notice; the Sandbox's credential is held by the desk.
  await page.evaluate(() => (window.location.hash = '#/connect'));
  const sandboxRow = page.getByRole('row', { name: /Sandbox/ });
  await expect(sandboxRow.getByText('Key stored')).toBeVisible();
  await expect(sandboxRow.getByText('Held by the desk')).toBeVisible();
  await expect(page.getByText(/Keychain unavailable:/)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Keep credentials for this session only' })).toHaveCount(1);

  // The fix for real profiles: keep their credentials for this session; the notice goes.
  await notice.getByRole('button', { name: 'Keep credentials for this session only' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Credential storage' })).toContainText('Held by the desk');
  expect(bad).toEqual([]);
});
