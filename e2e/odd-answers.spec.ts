import { startTestSandbox, waitFor } from '../sandbox/testing/test-sandbox.ts';
import type { TestSandbox } from '../sandbox/testing/test-sandbox.ts';
import { startFaultProxy } from '../electron/app/testing/fault-proxy.ts';
import type { FaultProxy } from '../electron/app/testing/fault-proxy.ts';
import { perturbOddFields, untitledResultFiles } from '../electron/app/testing/perturb.ts';
import { bridge } from './support/bridge.ts';
import { expect, expectAccessible, test } from './support/desk-app.ts';

// Issue 17: a service that sends odd values in fields the desk only shows (null, left out, numbers as text),
// through the perturbing proxy. Each odd field shows "—" (or its number) in its own place; nothing else changes.

const CALM = { delay: 0, drop: 0, reset: 0, resetDownload: 0, serverError: 0, busy: 0 };

let remote: TestSandbox;
let proxy: FaultProxy;
let oddId = 0;
let runnerId = 0;

/** The `data` of a sandbox answer (the seeding goes straight to the sandbox, not through the proxy). */
async function call<T>(path: string, body: unknown): Promise<T> {
  const answer = await remote.call(path, body);
  if (answer.status !== 1) throw new Error(`${path}: ${String(answer.data)}`);
  return answer.data as T;
}

const collection = (name: string) =>
  call<{ id: number }>('schedules/add_schedule/', {
    name,
    request_type: 'marketplace',
    schedule: 'Manual',
    priority: 'Normal',
    notification_email: 'odd@example.com',
  });

test.beforeAll(async () => {
  remote = await startTestSandbox();
  await call('zipcodes/create-zipcode/', { domain: 1, zipcode: '2000' });
  await waitFor(async () =>
    (await call<{ status: string }[]>('zipcodes/get-zipcodes/', { domain: 1 })).some((z) => z.status === 'active') ? true : undefined,
  );
  await collection('Plain prices');
  oddId = (await collection('Odd prices')).id;
  await call('schedules/marketplace/asin/create/multiple/', {
    collection: oddId,
    domain: 'marketplace.com.au',
    customer_postcode: '2000',
    asins: 'B0E2E00001,B0E2E00002',
  });
  runnerId = (await call<{ runner_id: number }>('schedules/run/result/', { collection_id: oddId })).runner_id;
  await waitFor(async () => {
    const runs = await call<{ items: { id: number; stage: string }[] }>('schedules/collections/results/download/', { collection_id: oddId });
    return runs.items.some((r) => r.id === runnerId && r.stage === 'done') ? true : undefined;
  });
  proxy = await startFaultProxy({ target: remote.baseUrl, seed: 1, rates: CALM, perturb: perturbOddFields, perturbFile: untitledResultFiles });
});
// The desk is shared by the worker's other specs: leave it on the Sandbox, not on this proxy's profile.
test.afterEach(async ({ request, desk }) => {
  await bridge(request, desk, 'profiles.switch', { id: 'sandbox' });
});
test.afterAll(async () => {
  await proxy?.close();
  await remote?.close();
});

test('odd shown-only fields show "—" in place on the catalogue, collections, run outputs and payments', async ({ page, request, desk, openDesk }) => {
  test.setTimeout(120_000);
  const { storage } = await bridge<{ storage: string }>(request, desk, 'credentials.status', {});
  if (storage === 'unavailable') await bridge(request, desk, 'credentials.useSessionOnly', {});
  const added = await bridge<{ id: string }>(request, desk, 'profiles.add', { name: 'Odd answers', baseUrl: proxy.url, auth: 'apiKey', apiKey: remote.apiKey });
  await bridge(request, desk, 'profiles.switch', { id: added.id });

  // Catalogue: the first product has no title or brand and its numbers came as text; the grid keeps every product.
  await openDesk('#/catalogue');
  const office = page.getByRole('tree', { name: 'Categories' }).getByRole('treeitem', { name: 'Office Supplies', exact: true });
  await office.focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('treeitem', { name: 'Writing Instruments', exact: true }).click();
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(cards.first()).toContainText('—');
  await expect(cards.first()).toContainText('12.99');
  await expect(cards.first()).toContainText('4.5 · 12 reviews');
  expect(await cards.count()).toBeGreaterThan(1);
  await expect(page.getByText(/could not be used/)).toHaveCount(0);

  // Collections: the unnamed one is "Collection #id", the other keeps its name, after a reload too.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Collections' }).click();
  const unnamed = page.getByRole('link', { name: `Collection #${oddId}`, exact: true });
  await expect(unnamed).toBeVisible();
  await expect(page.getByRole('link', { name: 'Plain prices', exact: true })).toBeVisible();
  await page.reload();
  await expect(unnamed).toBeVisible();
  await expect(page.getByText('Collections could not be read')).toHaveCount(0);
  await expectAccessible(page);

  // Run outputs: a null title shows "—"; the row keeps its ASIN, price and availability, and the record opens.
  await unnamed.click();
  await expect(page.getByRole('heading', { level: 1, name: `Collection #${oddId}` })).toBeVisible();
  await page.getByRole('tab', { name: /Results/ }).click();
  await page
    .getByRole('article', { name: `Run #${runnerId}` })
    .getByRole('button', { name: /^Outputs \(\d+\)$/ })
    .click();
  const grid = page.getByRole('dialog', { name: `Outputs of run #${runnerId}` }).getByRole('grid');
  const row = grid
    .getByRole('row')
    .filter({ hasText: /B0E2E0000[12]/ })
    .first();
  await expect(row).toContainText('—');
  await expect(row).toContainText(/\d\.\d\d/);
  await expect(grid.getByText('Not readable')).toHaveCount(0);
  await row.getByRole('button', { name: /^View the record of/ }).click();
  const viewer = page.getByRole('dialog', { name: /^Record of B0E2E0000[12]$/ });
  await expect(viewer.getByLabel('The record as JSON')).toContainText('"title": null');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // Payments: amounts sent as text read as their numbers.
  await nav.getByRole('link', { name: 'Account' }).click();
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('cell', { name: /^\$\d+\.\d\d$/ }).first()).toBeVisible();
  await expect(page.getByText('The answer could not be used')).toHaveCount(0);
});
