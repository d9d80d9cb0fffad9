import { expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { DOMAINS } from '../../shared/api/settings.ts';
import { errResult } from '../../shared/bridge/result.ts';
import { accountService } from '../testing/account-service.ts';
import { collectionRecord, collectionService } from '../testing/collection-service.ts';
import { fakeDesk } from '../testing/desk-under-test.ts';
import { expectAccessible } from '../testing/expect-accessible.ts';
import { failingWhile } from '../testing/failing-reads.ts';
import { renderDesk } from '../testing/render-desk.tsx';
import { serviceConnection } from '../testing/service-connection.ts';

const NAME = 'Pantry shelf';
const SYNCED_AT = '2026-11-28T07:38:00.000Z';
const CREDITS = { available_credits: 10_000, used_credits: 0, frozen_credits: 0, remaining_credits: 10_000 };
const SERVICE_FAILED = errResult('service', 'The service could not answer (500): internal error.', 500);

/** The header's balance, whatever it says after the count. */
const balance = () => page.getByRole('banner').getByRole('button', { name: /^10,000 of 10,000 credits/ });

/**
 * Main's events reach the page once it has subscribed (just after its first paint): a harmless one is sent
 * until the page is seen acting on it (the balance read again).
 */
async function eventsHeard(): Promise<void> {
  const reads = () => fakeDesk.inputsOf('accounts.credits').length;
  const before = reads();
  await expect
    .poll(() => {
      fakeDesk.emit('credits.changed', {});
      return reads();
    })
    .toBeGreaterThan(before);
}

/** The screen says the service cannot be reached once: the banner and the copy's freshness line, one retry, no panel. */
async function oneOfflineSignal(): Promise<void> {
  await expect.element(page.getByRole('status').filter({ hasText: 'Offline — cannot reach the service.' })).toBeVisible();
  await expect.element(page.getByText(/^Offline copy, as of \d/)).toBeVisible();
  // The balance's read failed meanwhile: it greys in its own place, "as of" when it was read.
  await expect.element(balance()).toHaveAccessibleName(/ · as of \d{1,2}:\d{2}/);
  expect(
    page
      .getByRole('status')
      .filter({ hasText: /Offline/ })
      .all(),
  ).toHaveLength(2);
  expect(page.getByText(/Could not refresh/).all()).toHaveLength(0);
  expect(page.getByRole('button', { name: /^(Retry now|Try again)$/ }).all()).toHaveLength(1);
}

test('offline, the Collections list and a collection page show the copy with one offline signal: no refresh panel over it', async () => {
  const connection = serviceConnection('sandbox');
  let sync = { profileId: 'sandbox', state: 'up-to-date' as 'up-to-date' | 'offline', lastSyncAt: SYNCED_AT };
  const collections = collectionService([collectionRecord(1, NAME, { item_count: 2 })], { 1: ['B0CALM0001', 'B0CALM0002'] });
  const { 'accounts.profile': profile } = accountService().answers;
  await renderDesk('#/collections', {
    ...collections.answers,
    ...connection.answers,
    // What the service answers live (the copy never holds it): the balance, the domains, the account profile.
    ...connection.live({ 'accounts.credits': CREDITS, 'settings.domains': [...DOMAINS], ...(profile ? { 'accounts.profile': profile } : {}) }),
    'localCopy.syncStatus': () => sync,
  });
  await expect.element(page.getByRole('row', { name: new RegExp(NAME) })).toBeVisible();
  await expect.element(page.getByText('Up to date')).toBeVisible();
  await eventsHeard();

  connection.stop();
  sync = { ...sync, state: 'offline' };
  fakeDesk.emit('sync.status', sync);
  // The balance's next poll, as main's run watcher or the 30 s poll would start it: it fails.
  fakeDesk.emit('credits.changed', {});
  await oneOfflineSignal();
  await expect.element(page.getByRole('row', { name: new RegExp(NAME) })).toBeVisible();
  await expectAccessible();

  window.location.hash = '#/collections/1';
  const items = page.getByRole('grid', { name: 'Items (ASINs)' });
  await expect.element(items.getByRole('row').filter({ hasText: 'B0CALM0002' })).toBeVisible();
  await expect.element(items.getByRole('row').filter({ hasText: 'B0CALM0001' })).toBeVisible();
  await oneOfflineSignal();

  // Back: the banner goes, and the balance is read again at once.
  connection.start();
  sync = { ...sync, state: 'up-to-date', lastSyncAt: new Date().toISOString() };
  fakeDesk.emit('sync.status', sync);
  await expect.element(page.getByText('Up to date')).toBeVisible();
  await expect.element(page.getByText('Offline — cannot reach the service.')).not.toBeInTheDocument();
  await expect.element(balance()).not.toHaveAccessibleName(/as of/);
});

test('a failed read of the balance greys the header balance "as of" when it was read, and puts no panel on the page', async () => {
  let fail = false;
  await renderDesk('#/collections', {
    ...collectionService([collectionRecord(1, NAME)]).answers,
    'accounts.credits': () => (fail ? SERVICE_FAILED : CREDITS),
    'localCopy.syncStatus': { profileId: 'sandbox', state: 'up-to-date', lastSyncAt: SYNCED_AT },
  });
  await expect.element(page.getByRole('row', { name: new RegExp(NAME) })).toBeVisible();
  await expect.element(balance()).toHaveAccessibleName('10,000 of 10,000 credits');
  await eventsHeard();

  fail = true;
  fakeDesk.emit('credits.changed', {});
  await expect.element(balance()).toHaveAccessibleName(/^10,000 of 10,000 credits · as of \d{1,2}:\d{2}.*: Not refreshed since .*internal error\.$/);
  await expect.element(balance()).toHaveClass(/credit-balance--stale/);
  expect(page.getByText(/Could not refresh/).all()).toHaveLength(0);
  await expect.element(page.getByText('Up to date')).toBeVisible();
  await expectAccessible();

  fail = false;
  fakeDesk.emit('credits.changed', {});
  await expect.element(balance()).toHaveAccessibleName('10,000 of 10,000 credits');
});

test('Account keeps the details it read when a re-read fails, marked as of when they were read', async () => {
  let fail = false;
  const { 'accounts.profile': profile, 'accounts.accountDetails': accountDetails, 'accounts.payments': payments, ...rest } = accountService().answers;
  await renderDesk('#/account', {
    ...rest,
    // The service answers 500s for a while: every read of the account fails, whatever it read before.
    ...failingWhile({ 'accounts.profile': profile, 'accounts.accountDetails': accountDetails, 'accounts.payments': payments }, () => fail, SERVICE_FAILED),
  });
  const details = page.getByRole('region', { name: 'Account' });
  await expect.element(details.getByText('Sandbox Analyst 1')).toBeVisible();
  await expect.element(details.getByText('Australia/Sydney')).toBeVisible();

  // The analyst comes back to the desk a minute later: what was read is stale, and its re-read fails.
  fail = true;
  vi.setSystemTime(Date.now() + 60_000);
  try {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await expect.element(details.getByText(/^As of \d{1,2}:\d{2}.* · not refreshed/)).toBeVisible();
  } finally {
    vi.useRealTimers();
  }
  await expect.element(details.getByText('Sandbox Analyst 1')).toBeVisible();
  await expect.element(details.getByText('analyst1@sandbox.test')).toBeVisible();
  await expect.element(details.getByText('Australia/Sydney')).toBeVisible();
  await expect.element(details.getByRole('checkbox', { name: /^System e-mails/ })).toBeChecked();
  // No red box in their place.
  expect(details.getByRole('alert').all()).toHaveLength(0);
  expect(page.getByText(/Could not refresh/).all()).toHaveLength(0);
  await expectAccessible();

  fail = false;
  await details.getByRole('button', { name: 'Try again' }).click();
  await expect.element(details.getByText(/not refreshed/)).not.toBeInTheDocument();
  await expect.element(details.getByText('Sandbox Analyst 1')).toBeVisible();
});
