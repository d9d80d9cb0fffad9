import { expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { Answers } from '../../testing/fake-desk.ts';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { renderDesk } from '../../testing/render-desk.tsx';

const KEY = 'cd7e47fe6f0a.GhXljdwqIsJCWlxWCIEDPNqLbNqCOo3M';
const at = '2026-11-28T05:37:37.084Z';

/** The Sandbox's seeded account as the service answers it; the e-mail flags are kept as the service keeps them. */
function accountAnswers(): Answers {
  const flags = { system_emails: true, update_emails: true, notification_emails: true };
  const details = () => ({ id: 1, user: 1, ...flags, timezone: 'Australia/Sydney', created_at: at, updated_at: at, api_key_masked: 'cd7e47fe6f0a.••••••••' });
  return {
    'accounts.accountDetails': details,
    'accounts.profileUpdate': (input) => {
      Object.assign(flags, input);
      return details();
    },
    'accounts.profile': { id: 1, name: 'Sandbox Analyst 1', email: 'analyst1@sandbox.test', created_at: at, updated_at: at },
    'accounts.payments': {
      total: 1,
      items: [{ id: 1, amount_cents: 4900, currency: 'AUD', status: 'paid', description: 'Sandbox credit pack (1,000 credits)', created_at: at }],
    },
    'credentials.revealApiKey': { apiKey: KEY },
    'credentials.copyApiKey': { copied: false, apiKey: KEY },
  };
}

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
