import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { postcodeService } from '../../testing/postcode-service.ts';
import { renderDesk } from '../../testing/render-desk.tsx';

test('the Sandbox’s demo account is shown on its credentials, and a confirmed reset starts it fresh (a cancelled one changes nothing)', async () => {
  const postcodes = postcodeService([{ domain: 1, zipcode: '2000' }]);
  let account = { email: 'analyst1@sandbox.test', password: 'sandbox-9b3aba6cb128' };
  let used = 3;
  await renderDesk('#/connect', {
    ...postcodes.answers,
    'sandbox.account': () => account,
    'accounts.credits': () => ({ available_credits: 10_000, used_credits: used, frozen_credits: 0, remaining_credits: 10_000 - used }),
    // What main does: the sandbox starts again with no data and a new demo account.
    'sandbox.reset': () => {
      postcodes.deleteElsewhere(1);
      used = 0;
      account = { email: 'analyst1@sandbox.test', password: 'sandbox-0f1e2d3c4b5a' };
      return account;
    },
  });
  await expect.element(page.getByRole('banner').getByText('9,997 of 10,000 credits')).toBeVisible();
  await page.getByRole('button', { name: 'Credentials of Sandbox' }).click();
  const drawer = page.getByRole('dialog', { name: 'Credentials of Sandbox' });
  const demo = drawer.getByRole('region', { name: 'Sandbox demo account' });
  await expect.element(demo.getByRole('definition').first()).toHaveTextContent('analyst1@sandbox.test');
  await expect.element(demo.getByRole('definition').nth(1)).toHaveTextContent('sandbox-9b3aba6cb128');
  await expect.element(demo.getByText(/a key rotation needs no password here/)).toBeVisible();

  await demo.getByRole('button', { name: 'Reset the Sandbox…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset the Sandbox?' });
  await expect.element(confirm.getByText(/a new demo account \(new password and API key\) replaces this one/)).toBeVisible();
  await expectAccessible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect.element(confirm).not.toBeInTheDocument();
  expect(fakeDesk.inputsOf('sandbox.reset')).toEqual([]);

  await demo.getByRole('button', { name: 'Reset the Sandbox…' }).click();
  await confirm.getByRole('button', { name: 'Reset the Sandbox' }).click();
  await expect.element(page.getByText('The Sandbox was reset')).toBeVisible();
  expect(fakeDesk.inputsOf('sandbox.reset')).toEqual([{ confirm: true }]);
  await expect.element(demo.getByRole('definition').nth(1)).toHaveTextContent('sandbox-0f1e2d3c4b5a');
  // Every view of the Sandbox's data reads again: the header's credits at once, the postcodes when opened.
  await expect.element(page.getByRole('banner').getByText('10,000 of 10,000 credits')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Postcodes' }).click();
  await expect.element(page.getByText('No postcodes yet')).toBeVisible();
});
