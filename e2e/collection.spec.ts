import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { MARKETPLACE_ASIN_PREFIX } from '../shared/api/marketplace-items.ts';
import { readSeedUsers } from '../sandbox/accounts/seed.ts';
import { expect, expectAccessible, saveScreen, test } from './support/desk-app.ts';
import type { DeskApp } from './support/desk-app.ts';
import { bridge } from './support/bridge.ts';

interface Zipcode {
  id: number;
  zipcode: string;
  status: string;
}

/** A fresh active marketplace.com.au postcode and a fresh draft marketplace collection, made through the bridge. */
async function seedMarketplace(request: APIRequestContext, desk: DeskApp): Promise<{ collectionId: number; name: string; postcode: string }> {
  // Without an OS keychain (CI without a Secret Service), keep the sandbox credential for this run only, as a user would.
  const status = await bridge<{ storage: string }>(request, desk, 'credentials.status', {});
  if (status.storage === 'unavailable') await bridge(request, desk, 'credentials.useSessionOnly', {});
  const suffix = Math.random().toString(36).slice(2, 8);
  let postcode = '';
  for (let attempt = 0; attempt < 5 && !postcode; attempt += 1) {
    const candidate = String(1000 + Math.floor(Math.random() * 9000));
    try {
      await bridge<Zipcode>(request, desk, 'zipcodes.create', { domain: 1, zipcode: candidate });
      postcode = candidate;
    } catch {
      // Taken by an earlier test of this worker: try another.
    }
  }
  await expect
    .poll(async () => (await bridge<Zipcode[]>(request, desk, 'zipcodes.list', { status: 'active', domain: 1 })).some((z) => z.zipcode === postcode))
    .toBe(true);
  const name = `E2E ASINs ${suffix}`;
  const collection = await bridge<{ id: number }>(request, desk, 'collections.add', {
    name,
    request_type: 'marketplace',
    schedule: 'Manual',
    priority: 'High',
    notification_email: 'analyst@example.com',
  });
  return { collectionId: collection.id, name, postcode };
}

async function chooseLocation(page: Page, dialogName: string | RegExp, postcode: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('combobox', { name: 'Domain' }).selectOption({ label: 'marketplace.com.au (AU)' });
  await dialog.getByRole('combobox', { name: 'Postcode' }).selectOption({ label: postcode });
}

const number = (text: string | null): number => Number((text ?? '').replace(/[^\d-]/g, ''));

test('a marketplace collection: paste a list, run it through the sandbox’s jobs, and read its real result files and outputs', async ({
  openDesk,
  desk,
  request,
}) => {
  // The dialogs' own checks (Add ASIN, the paste list's counts and refused rows, edit, delete, the filter) are
  // collection-items.component.test.tsx's; this crosses processes: main's bridge, the sandbox's jobs, the local copy.
  // A real run, archived by the sync engine, read through main: give it room on a busy machine.
  test.setTimeout(120_000);
  const { collectionId, name, postcode } = await seedMarketplace(request, desk);
  const page = await openDesk(`#/collections/${collectionId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run now' })).toBeDisabled();

  // Paste a list with one malformed code: the service adds the rest and says why that one was refused.
  await page.getByRole('button', { name: 'Paste list' }).click();
  const paste = page.getByRole('dialog', { name: 'Paste a list of ASINs' });
  await chooseLocation(page, 'Paste a list of ASINs', postcode);
  await paste.getByRole('textbox', { name: 'ASINs' }).fill('B0E2E00001, B0E2E00002\nnot-an-asin B0E2E00004');
  await paste.getByRole('button', { name: 'Add 4 ASINs' }).click();
  const refused = paste.getByRole('grid', { name: 'Rows not added' });
  await expect(refused.getByRole('row').filter({ hasText: 'not-an-asin' })).toContainText('not 10 capital letters and digits');
  await paste.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(paste).toBeHidden();

  // The local copy follows: the items, the count, the meter, and the draft turned on.
  const grid = page.getByRole('grid', { name: 'Items (ASINs)' });
  await expect(grid.getByRole('row').filter({ hasText: /B0E2E0000[124]/ })).toHaveCount(3);
  await expect(page.getByText('3 ASINs', { exact: true })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Items in this collection' })).toHaveAttribute('aria-valuetext', '3 / 5,000 items');
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(page.getByText('Up to date')).toBeVisible();
  await saveScreen(page, 'collection-items');

  // Run: the dialog shows the cost against the remaining credits read from the service.
  await page.getByRole('button', { name: 'Run now' }).click();
  const run = page.getByRole('dialog', { name: `Run ${name} now?` });
  const cost = run.getByRole('definition');
  await expect(run.getByText('3 credits')).toBeVisible();
  await expect(cost.nth(2)).toHaveText(/^\d[\d,]*$/);
  const remaining = number(await cost.nth(2).textContent());
  expect(remaining).toBeGreaterThanOrEqual(3);
  await expect(cost.nth(3)).toHaveText(new Intl.NumberFormat().format(remaining - 3));
  await expectAccessible(page);
  await saveScreen(page, 'collection-run-cost');
  await run.getByRole('button', { name: 'Run 3 items' }).click();
  await expect(run).toBeHidden();

  // A toast when it finishes (it closes by itself, so it is checked first); the run's progress shows under the header.
  await expect(page.getByText(/^Run #\d+ finished$/)).toBeVisible();
  const live = page.getByRole('region', { name: /^Run #\d+$/ });
  await expect(live).toBeVisible();
  await expect(live.getByText(/^Done · (no items|.+% of items) failed$/)).toBeVisible();
  await expect(live).toContainText(/\d processed · \d failed · of 3 items/);
  const runTitle = (await live.getAttribute('aria-label')) ?? '';
  await saveScreen(page, 'collection-run-finished');

  // Results: the runner record with counts and the sandbox's files; a JSON page read through main.
  await page.getByRole('tab', { name: /Results/ }).click();
  const card = page.getByRole('article', { name: runTitle });
  await expect(card.getByText('Done', { exact: true })).toBeVisible();
  await expect(card).toContainText(/\d processed · \d failed · of 3 items/);
  await expect(card.getByRole('button', { name: /^Download .*_Results_All_Pages\.zip$/ })).toBeVisible();
  await card.getByRole('button', { name: /^View .*_Results_Page_1\.json$/ }).click();
  const pageViewer = page.getByRole('dialog', { name: /_Results_Page_1\.json$/ });
  await expect(pageViewer.getByText(/^[1-3] records? in this page\.$/)).toBeVisible();
  await expect(
    pageViewer
      .getByRole('grid')
      .getByRole('row')
      .filter({ hasText: /B0E2E0000[124]/ })
      .first(),
  ).toBeVisible();
  await pageViewer.getByRole('button', { name: 'Close' }).click();
  await expect(pageViewer).toBeHidden();

  // The outputs the sync engine archived, and one record as the service wrote it.
  await card.getByRole('button', { name: /^Outputs \(\d\)$/ }).click();
  const outputs = page.getByRole('dialog', { name: `Outputs of ${runTitle.replace('Run', 'run')}` });
  const outputGrid = outputs.getByRole('grid', { name: /^Outputs of run/ });
  await outputGrid
    .getByRole('button', { name: /^View the record of B0E2E0000[124]$/ })
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: /^Record of B0E2E0000\d$/ });
  await expect(viewer.getByLabel('The record as JSON')).toContainText('"availability":');
  await expect(viewer.getByRole('term').filter({ hasText: /^title$/ })).toBeVisible();
  await saveScreen(page, 'collection-output-json');
});

/** Adds ASINs through the embedded sandbox's own API with the demo account's key: a change made elsewhere, not by this desk. */
async function addElsewhere(request: APIRequestContext, desk: DeskApp, body: { collection: number; customer_postcode: string; asins: string }): Promise<void> {
  const { profiles } = await bridge<{ profiles: { id: string; baseUrl: string }[] }>(request, desk, 'profiles.list', {});
  const baseUrl = profiles.find((p) => p.id === 'sandbox')?.baseUrl ?? '';
  const apiKey = readSeedUsers(join(desk.dataDir, 'sandbox'))[0]?.apiKey ?? '';
  const response = await request.post(`${baseUrl}/api/v1/${MARKETPLACE_ASIN_PREFIX}create/multiple/`, {
    headers: { 'x-api-key': apiKey },
    data: { domain: 'marketplace.com.au', ...body },
  });
  expect(((await response.json()) as { data: { success_count: number } }).data.success_count).toBe(body.asins.split(',').length);
}

test('the Run dialog prices the items the service holds when it opens, those added elsewhere included', async ({ openDesk, desk, request }) => {
  const { collectionId, name, postcode } = await seedMarketplace(request, desk);
  await bridge(request, desk, 'marketplaceItems.createMultiple', {
    collection: collectionId,
    domain: 'marketplace.com.au',
    customer_postcode: postcode,
    asins: 'B0E2E10001,B0E2E10002',
  });
  const page = await openDesk(`#/collections/${collectionId}`);
  await expect(page.getByRole('meter', { name: 'Items in this collection' })).toHaveAttribute('aria-valuetext', '2 / 5,000 items');
  await page.getByRole('button', { name: 'Run now' }).click();
  const run = page.getByRole('dialog', { name: `Run ${name} now?` });
  await expect(run.getByRole('button', { name: 'Run 2 items' })).toBeEnabled();
  await run.getByRole('button', { name: 'Cancel' }).click();

  // A colleague's script adds three more through the service's API; the page is not reloaded.
  await addElsewhere(request, desk, { collection: collectionId, customer_postcode: postcode, asins: 'B0E2E10003,B0E2E10004,B0E2E10005' });
  await page.getByRole('button', { name: 'Run now' }).click();
  const cost = run.getByLabel('Cost of the run').getByRole('definition');
  await expect(cost.nth(0)).toHaveText('5');
  await expect(cost.nth(1)).toHaveText('5 credits');
  await expect(run.getByRole('button', { name: 'Run 5 items' })).toBeEnabled();
});
