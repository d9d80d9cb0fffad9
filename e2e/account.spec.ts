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
  const credits = page.getByRole('region', { name: 'Credits' });
  const available = credits.getByRole('table', { name: 'Credit balance' }).getByRole('row', { name: /^Available/ });
  await credits.getByRole('button', { name: 'Refresh' }).click();
  await expect(available).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByText(CREDITS)).toBeVisible();
  await expect(available).toBeVisible();
});
