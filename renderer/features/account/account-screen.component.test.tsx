import { expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { Answers } from '../../testing/fake-desk.ts';
import { accountService, finishedRun, mirroredRuns } from '../../testing/account-service.ts';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { textOf } from '../../testing/text-of.ts';

const KEY = 'cd7e47fe6f0a.GhXljdwqIsJCWlxWCIEDPNqLbNqCOo3M';

/** The Sandbox's seeded account as the service answers it. */
const accountAnswers = (): Answers => accountService().answers;

async function openAccount(more: Answers = {}) {
  const screen = await renderDesk('#/account', { ...accountAnswers(), ...more });
  await expect.element(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect.element(page.getByText('Sandbox Analyst 1').first()).toBeVisible();
  return screen;
}

test('the API key is masked, revealed on request and hidden again, and copied without showing it', async () => {
  await commands.grantClipboard();
  await openAccount();
  const masked = page.getByLabelText('API key, masked');
  await expect.poll(() => masked.element().textContent).toMatch(/^cd7e47fe6f0a\.••••••••$/);
  await page.getByRole('button', { name: 'Reveal' }).click();
  await expect.poll(() => page.getByLabelText('API key, shown').element().textContent).toBe(KEY);
  await expect.element(page.getByText(/Hides in \d+ s/)).toBeVisible();
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect.poll(() => masked.element().textContent).toMatch(/^cd7e47fe6f0a\.••••••••$/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect.element(page.getByText('API key copied')).toBeVisible();
  expect(await navigator.clipboard.readText()).toBe(KEY);
  await expect.poll(() => masked.element().textContent).toMatch(/^cd7e47fe6f0a\.••••••••$/);
  expect(document.body.textContent).not.toContain(KEY);
  await expectAccessible();
});

test('an e-mail flag toggled on Account is sent to the service and shown set on the next start', async () => {
  const answers = accountAnswers();
  const first = await openAccount(answers);
  const flag = page.getByRole('checkbox', { name: 'Update e-mails' });
  await expect.element(flag).toBeChecked();
  await flag.click();
  await expect.element(page.getByRole('status', { name: 'Saving' })).not.toBeInTheDocument();
  await expect.element(flag).not.toBeChecked();
  expect(fakeDesk.inputsOf('accounts.profileUpdate')).toEqual([expect.objectContaining({ update_emails: false })]);
  await first.unmount();
  await openAccount(answers);
  await expect.element(page.getByRole('checkbox', { name: 'Update e-mails' })).not.toBeChecked();
});

test('the playground asks for a domain first, then scrapes an ASIN and shows the record', async () => {
  await openAccount({
    'playground.post': (input) => ({ type: 'marketplace', output: { asin: input.asin, title: 'Electric kettle 1.7 l', price: 49.95 } }),
  });
  const playground = page.getByRole('region', { name: 'Playground' });
  await playground.getByRole('button', { name: 'Scrape item' }).click();
  await expect.element(playground.getByText('Choose a domain.')).toBeVisible();
  expect(fakeDesk.inputsOf('playground.post')).toEqual([]);
  await playground.getByRole('combobox', { name: 'Domain' }).selectOptions('marketplace.com.au');
  await playground.getByRole('textbox', { name: 'Postcode' }).fill('2000');
  await playground.getByRole('textbox', { name: 'ASIN' }).fill('B0KETTLE01');
  await playground.getByRole('button', { name: 'Scrape item' }).click();
  const record = playground.getByRole('region', { name: 'Scraped record' });
  await expect.element(record).toBeVisible();
  await expect.element(record.getByText('B0KETTLE01', { exact: true })).toBeVisible();
  await expect.element(record.getByRole('term').filter({ hasText: 'Title' })).toBeVisible();
  await expect.element(playground.getByRole('button', { name: 'Scrape item' })).toBeEnabled();
  expect(fakeDesk.inputsOf('playground.post')).toEqual([
    { request_type: 'marketplace', domain: 'marketplace.com.au', customer_postcode: '2000', asin: 'B0KETTLE01' },
  ]);
  await expectAccessible();
});

test('on the Sandbox the key rotates without a password: the desk signs in by itself, and the new key is shown masked', async () => {
  const account = accountService();
  await openAccount(account.answers);
  const masked = page.getByLabelText('API key, masked');
  await expect.poll(() => masked.element().textContent).toBe('cd7e47fe6f0a.••••••••');
  await page.getByRole('button', { name: 'Rotate key…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate the API key' });
  await expect.element(dialog.getByText(/Collection Desk signs in to it with its demo account by itself/)).toBeVisible();
  await expect.element(dialog.getByLabelText('Password')).not.toBeInTheDocument();
  await dialog.getByRole('button', { name: 'Rotate key' }).click();
  await expect.element(dialog.getByText('The API key was rotated.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => masked.element().textContent).toBe(`${account.key().split('.')[0]}.••••••••`);
  expect(masked.element().textContent).not.toBe('cd7e47fe6f0a.••••••••');
  expect(fakeDesk.inputsOf('credentials.login')).toEqual([]);
  expect(fakeDesk.inputsOf('credentials.rotate')).toHaveLength(1);
});

test('the credits chart shows credits used per day over the last 30 days, from the runs the desk mirrors, with its table', async () => {
  const today = new Date();
  const daysAgo = (n: number, hour: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - n, hour);
  const runs = mirroredRuns({
    1: [finishedRun(11, daysAgo(0, 0), 120), finishedRun(10, daysAgo(2, 9), 45), finishedRun(9, daysAgo(40, 9), 999)],
    2: [finishedRun(21, daysAgo(0, 0), 30)],
  });
  await renderDesk('#/account', { ...accountService().answers, ...runs });
  const credits = page.getByRole('region', { name: 'Credits', exact: true });
  // 999 credits spent 40 days ago are outside the 30 days.
  await expect.element(credits.getByRole('img', { name: 'Credits used per day over the last 30 days: 195 credits in all' })).toBeVisible();
  // The balance is still in numbers beside it.
  await expect.poll(() => textOf(credits.getByRole('table', { name: 'Credit balance' }))).toMatch(/Remaining.*10,000/);

  await credits.getByRole('button', { name: /^Show as table: Credits used per day/ }).click();
  const table = credits.getByRole('table', { name: 'Credits used per day, last 30 days' });
  const rows = table.getByRole('row');
  await expect.poll(() => rows.elements().length).toBe(31);
  // Oldest first: today is the last row, two runs of two collections added; two days ago one run.
  expect(textOf(rows.last())).toMatch(/150\s*2$/);
  expect(textOf(rows.nth(28))).toMatch(/45\s*1$/);
  expect(textOf(rows.nth(29))).toMatch(/0\s*0$/);
  await expectAccessible();
});
