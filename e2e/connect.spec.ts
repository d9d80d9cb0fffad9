import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { readSeedUsers } from '../sandbox/accounts/seed.ts';
import { expect, saveScreen, test } from './support/desk-app.ts';

/** The seeded sandbox account of a desk's data dir (its key follows rotations). */
function sandboxUser(dataDir: string): { email: string; password: string; apiKey: string } {
  const users = readSeedUsers(join(dataDir, 'sandbox'));
  const user = users[0];
  if (!user) throw new Error('The sandbox seeded no user');
  return user;
}

/** Opens Connect; where the OS keychain is unavailable (as on CI), keeps credentials for this session first. */
async function openConnect(openDesk: (route?: string) => Promise<Page>): Promise<Page> {
  const page = await openDesk('#/connect');
  await expect(page.getByRole('heading', { level: 1, name: 'Connect to a service' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Connection profiles' });
  await expect(table.getByRole('rowheader', { name: /Sandbox/ })).toBeVisible();
  await expect(table.getByText(/OS keychain|This session only|Unavailable/).first()).toBeVisible();
  const keep = page.getByRole('button', { name: 'Keep credentials for this session only' });
  if (await keep.isVisible()) {
    await keep.click();
    await expect(keep).toHaveCount(0);
  }
  await expect(page.getByRole('banner').getByText(/[\d,]+ of [\d,]+ credits/)).toBeVisible();
  return page;
}

/** The sandbox's address as the profiles table shows it. */
async function sandboxBaseUrl(page: Page): Promise<string> {
  const row = page.getByRole('row', { name: /Sandbox/ });
  const url = (await row.getByText(/^http:\/\/127\.0\.0\.1:\d+$/).textContent())?.trim();
  if (!url) throw new Error('The sandbox row shows no address');
  return url;
}

const suffix = () => Math.random().toString(36).slice(2, 8);

test('a second profile on the sandbox with the valid key appears, and the app switches to it and back', async ({ openDesk, desk }) => {
  const page = await openConnect(openDesk);
  const baseUrl = await sandboxBaseUrl(page);
  const name = `Second ${suffix()}`;
  await page.getByRole('button', { name: 'Add profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add profile' });
  await dialog.getByRole('textbox', { name: 'Profile name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Service address' }).fill(baseUrl);
  await dialog.getByRole('textbox', { name: 'API key', exact: true }).fill(sandboxUser(desk.dataDir).apiKey);
  await dialog.getByRole('button', { name: 'Check key and add' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Key stored')).toBeVisible();

  await row.getByRole('button', { name: `Switch to ${name}` }).click();
  await expect(row.getByText('Active')).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('combobox', { name: 'Profile' })).toHaveValue(/.+/);
  await expect(header.getByText('SANDBOX', { exact: true })).toBeHidden();
  await expect(header.getByText(/[\d,]+ of [\d,]+ credits/)).toBeVisible();
  await saveScreen(page, 'connect-second-profile');

  // Back to the sandbox from the header switcher.
  await header.getByRole('combobox', { name: 'Profile' }).selectOption({ label: 'Sandbox (sandbox)' });
  await expect(header.getByText('SANDBOX', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Sandbox/ }).getByText('Active')).toBeVisible();

  // Rename, then remove (the confirmation says the keychain entries go).
  const renamed = `${name} renamed`;
  await row.getByRole('button', { name: `Rename ${name}` }).click();
  const rename = page.getByRole('dialog', { name: `Rename ${name}` });
  await rename.getByRole('textbox', { name: 'Profile name' }).fill('Sandbox');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByText('A profile named "Sandbox" already exists. Choose another name.')).toBeVisible();
  await rename.getByRole('textbox', { name: 'Profile name' }).fill(renamed);
  await rename.getByRole('button', { name: 'Rename' }).click();
  const renamedRow = page.getByRole('row', { name: new RegExp(renamed) });
  await expect(renamedRow).toBeVisible();
  await renamedRow.getByRole('button', { name: `Remove ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${renamed}?` });
  await expect(confirm).toContainText('keychain entries');
  await confirm.getByRole('button', { name: 'Remove profile' }).click();
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
});
