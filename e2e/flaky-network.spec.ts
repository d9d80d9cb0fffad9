import type { Page } from '@playwright/test';
import { startTestSandbox } from '../sandbox/testing/test-sandbox.ts';
import type { TestSandbox } from '../sandbox/testing/test-sandbox.ts';
import { startFaultProxy } from '../electron/app/testing/fault-proxy.ts';
import type { FaultProxy } from '../electron/app/testing/fault-proxy.ts';
import { BAD_NETWORK } from '../electron/app/testing/faulty-day.ts';
import { perturbShownFields } from '../electron/app/testing/perturb.ts';
import { bridge } from './support/bridge.ts';
import { expect, test } from './support/desk-app.ts';

const CALM = { delay: 0, drop: 0, reset: 0, resetDownload: 0, serverError: 0, busy: 0 };
const DOWN = { ...CALM, serverError: 1 };
const CREDITS = /[\d,]+ of [\d,]+ credits/;

let remote: TestSandbox;
let proxy: FaultProxy;

test.beforeAll(async () => {
  remote = await startTestSandbox();
  proxy = await startFaultProxy({ target: remote.baseUrl, seed: 5, rates: BAD_NETWORK, perturb: perturbShownFields });
});
// The desk is shared by the worker's other specs: leave it on the Sandbox, not on this proxy's profile.
test.afterEach(async ({ request, desk }) => {
  await bridge(request, desk, 'profiles.switch', { id: 'sandbox' });
});
test.afterAll(async () => {
  await proxy?.close();
  await remote?.close();
});

/** Nothing on screen is still loading: every spinner has gone (Playwright waits for it). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 20_000 });
}

test('on a bad network every screen finishes loading, and a failed refresh says what is shown', async ({ page, request, desk, openDesk }) => {
  test.setTimeout(120_000);
  const { storage } = await bridge<{ storage: string }>(request, desk, 'credentials.status', {});
  if (storage === 'unavailable') await bridge(request, desk, 'credentials.useSessionOnly', {});
  const added = await bridge<{ id: string }>(request, desk, 'profiles.add', { name: 'Flaky', baseUrl: proxy.url, auth: 'apiKey', apiKey: remote.apiKey });
  await bridge(request, desk, 'profiles.switch', { id: added.id });
  proxy.enabled = true;

  await openDesk();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const screen of ['Postcodes', 'Collections', 'Category scrapes', 'Catalogue', 'Account']) {
    await nav.getByRole('link', { name: screen }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
  }
  // Account with nulls in payment descriptions: the panel keeps its rows and shows "—".
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '—' }).first()).toBeVisible();
  await expect(page.getByRole('banner').getByText(CREDITS)).toBeVisible();

  // The service goes down: the balance's next read fails over the one on screen. It stays where it is shown,
  // greyed "as of" when it was read (the header, the Credits panel): no panel over the page.
  proxy.setRates(DOWN);
  await nav.getByRole('link', { name: 'Postcodes' }).click();
  await nav.getByRole('link', { name: 'Account' }).click();
  const staleBalance = page.getByRole('banner').getByRole('button', { name: /credits · as of \d/ });
  await expect(staleBalance).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByText(CREDITS)).toBeVisible();
  const creditsPanel = page.getByRole('region', { name: 'Credits' });
  await expect(creditsPanel.getByText(/^As of .+ · not refreshed/)).toBeVisible();
  await expect(page.getByText(/Could not refresh/)).toHaveCount(0);

  // Back up: the panel's Refresh reads the balance again, and it is current everywhere.
  proxy.setRates(CALM);
  await creditsPanel.getByRole('button', { name: 'Refresh' }).click();
  await expect(staleBalance).toHaveCount(0, { timeout: 20_000 });
  await expect(creditsPanel.getByText(/not refreshed/)).toHaveCount(0);
  await settled(page);
  expect(proxy.figures().duplicates).toEqual([]);
});
