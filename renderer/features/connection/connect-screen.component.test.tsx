import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { errResult } from '../../../shared/bridge/result.ts';
import type { Answers } from '../../testing/fake-desk.ts';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { textOf } from '../../testing/text-of.ts';
import { renderDesk } from '../../testing/render-desk.tsx';

const SANDBOX_URL = 'http://127.0.0.1:37865';

/** Main's answers: its address check (metadata refused, private networks confirmed) and the service refusing a made-up key. */
const connectAnswers: Answers = {
  'profiles.checkAddress': ({ baseUrl }) => {
    const host = new URL(baseUrl).hostname;
    if (host === '169.254.169.254')
      return errResult('invalid-input', `${host} is link-local: a link-local or cloud metadata address is never a collection service. Check the address.`);
    if (host.startsWith('10.')) return { verdict: 'confirm', message: `${host} is on a private network (${host}). Add it only if you run the service there.` };
    return { verdict: 'ok' };
  },
  'profiles.add': ({ baseUrl }) =>
    errResult('credential-rejected', `The service at ${baseUrl} did not accept that API key. Check the key and try again; nothing was saved.`),
  'credentials.setApiKey': errResult(
    'credential-rejected',
    `The service at ${SANDBOX_URL} did not accept that API key. Check the key and try again; nothing was saved.`,
  ),
  'sandbox.account': { email: 'analyst1@sandbox.test', password: 'sandbox-9b3aba6cb128' },
};

async function openConnect() {
  await renderDesk('#/connect', connectAnswers);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Connect to a service' })).toBeVisible();
  await expect.element(page.getByRole('table', { name: 'Connection profiles' }).getByRole('rowheader', { name: /Sandbox/ })).toBeVisible();
}

test('Connect lists the sandbox profile, marked, with its credential and storage, and it cannot be removed', async () => {
  await openConnect();
  const row = page.getByRole('row', { name: /Sandbox/ });
  await expect.element(row.getByText('SANDBOX', { exact: true })).toBeVisible();
  await expect.element(row.getByText('Active')).toBeVisible();
  await expect.element(row.getByText('API key', { exact: true })).toBeVisible();
  await expect.element(row.getByText(/Key stored/)).toBeVisible();
  await expect.element(row.getByText('Built in')).toBeVisible();
  expect(row.getByRole('button', { name: /Remove/ }).all()).toHaveLength(0);
  await expect.poll(() => textOf(page.getByRole('region', { name: 'Credential storage' }))).toMatch(/keychain|memory only/);
  await expectAccessible();
});

test('adding a profile checks the fields in place, and a bad key shows the service’s message and adds nothing', async () => {
  await openConnect();
  await page.getByRole('button', { name: 'Add profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add profile' });
  await dialog.getByRole('button', { name: 'Check key and add' }).click();
  await expect.element(dialog.getByRole('textbox', { name: 'Profile name' })).toHaveAttribute('aria-invalid', 'true');
  await expect.element(dialog.getByText(/^Enter a name for the profile\./)).toBeVisible();
  await expect.element(dialog.getByText(/Enter the address of the service/)).toBeVisible();
  await expect.element(dialog.getByText(/^Enter the API key\./)).toBeVisible();
  expect(fakeDesk.inputsOf('profiles.add')).toEqual([]);

  await dialog.getByRole('textbox', { name: 'Service address' }).fill('http://example.com');
  await expect.element(dialog.getByText(/Plain http:\/\/ is only allowed for this computer/)).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Profile name' }).fill('Bad key');
  await dialog.getByRole('textbox', { name: 'Service address' }).fill(SANDBOX_URL);
  await dialog.getByRole('textbox', { name: 'API key', exact: true }).fill('bad.not-a-real-secret');
  await dialog.getByRole('button', { name: 'Check key and add' }).click();
  const alert = dialog.getByRole('alert');
  await expect.poll(() => textOf(alert)).toMatch(/The profile was not added/);
  await expect.poll(() => textOf(alert)).toMatch(/did not accept that API key/);
  // The draft stays, the secret does not.
  await expect.element(dialog.getByRole('textbox', { name: 'Profile name' })).toHaveValue('Bad key');
  await expect.element(dialog.getByRole('textbox', { name: 'Service address' })).toHaveValue(SANDBOX_URL);
  await expect.element(dialog.getByRole('textbox', { name: 'API key', exact: true })).toHaveValue('');
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(page.getByRole('table', { name: 'Connection profiles' }).getByText('Bad key').all()).toHaveLength(0);
});

test('a metadata address is refused in place and a private network asks for confirmation, the key kept in both', async () => {
  await openConnect();
  await page.getByRole('button', { name: 'Add profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add profile' });
  const key = 'key1.kept-while-the-address-is-fixed';
  await dialog.getByRole('textbox', { name: 'Profile name' }).fill('Address');
  await dialog.getByRole('textbox', { name: 'API key', exact: true }).fill(key);

  await dialog.getByRole('textbox', { name: 'Service address' }).fill('https://169.254.169.254');
  await dialog.getByRole('button', { name: 'Check key and add' }).click();
  await expect.element(dialog.getByText(/link-local or cloud metadata address is never a collection service/)).toBeVisible();
  await expect.element(dialog.getByRole('textbox', { name: 'Service address' })).toHaveAttribute('aria-invalid', 'true');
  await expect.element(dialog.getByRole('textbox', { name: 'API key', exact: true })).toHaveValue(key);

  await dialog.getByRole('textbox', { name: 'Service address' }).fill('https://10.0.0.7');
  await dialog.getByRole('button', { name: 'Check key and add' }).click();
  const confirm = dialog.getByRole('checkbox', { name: 'The service runs on this private network' });
  await expect.element(confirm).not.toBeChecked();
  await expect.element(dialog.getByText(/^10\.0\.0\.7 is on a private network \(10\.0\.0\.7\)\. Add it only if you run the service there\./)).toBeVisible();
  await expect.element(dialog.getByRole('textbox', { name: 'API key', exact: true })).toHaveValue(key);
  expect(fakeDesk.inputsOf('profiles.add')).toEqual([]);
  await expectAccessible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('the credentials drawer enters a key in place: a bad one is refused with the service’s message and not kept', async () => {
  await openConnect();
  await page.getByRole('button', { name: 'Credentials of Sandbox' }).click();
  const drawer = page.getByRole('dialog', { name: 'Credentials of Sandbox' });
  await expect.element(drawer.getByRole('tab', { name: 'API key' })).toHaveAttribute('aria-selected', 'true');
  await drawer.getByRole('textbox', { name: 'New API key' }).fill('nope.bad');
  await drawer.getByRole('button', { name: 'Check and save key' }).click();
  await expect.poll(() => textOf(drawer.getByRole('alert'))).toMatch(/The key was not saved/);
  await expect.element(drawer.getByRole('textbox', { name: 'New API key' })).toHaveValue('');
  expect(fakeDesk.inputsOf('credentials.setApiKey')).toEqual([{ profileId: 'sandbox', apiKey: 'nope.bad' }]);
  await drawer.getByRole('tab', { name: 'E-mail + password' }).click();
  await expect.element(drawer.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expectAccessible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect.element(drawer).not.toBeInTheDocument();
});
