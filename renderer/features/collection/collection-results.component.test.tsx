import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { LocalOutput } from '../../../shared/bridge/methods/local-copy.ts';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { collectionRecord } from '../../testing/collection-service.ts';
import { collectionPageService, localItem } from '../../testing/collection-page-service.ts';
import { postcodeService } from '../../testing/postcode-service.ts';
import { textOf } from '../../testing/text-of.ts';
import { formatDateTime } from '../../lib/format.ts';

const base = 'http://127.0.0.1:37865/results/12/41';
const pageLink = `${base}/E2E_ASINs_41_Results_Page_1.json`;
const zipLink = `${base}/E2E_ASINs_41_Results_All_Pages.zip`;

/** A marketplace output as the sandbox writes it and the local copy keeps it. */
function output(asin: string, title: string, price: number, availability: string): LocalOutput {
  return {
    key: `${asin}@marketplace.com.au@2000`,
    code: asin,
    title,
    price,
    currency: '$',
    availability,
    inStock: availability.includes('in stock'),
    fields: { asin, title, price: `$${price.toFixed(2)}`, availability, rating: 4.5 },
  };
}

test('Results: a finished run with its counts and files, a result page in its viewer, the outputs and one record as JSON', async () => {
  const service = collectionPageService(
    collectionRecord(12, 'E2E ASINs', { status: 'enable', item_count: 3 }),
    postcodeService([{ domain: 1, zipcode: '2000' }]),
    ['B0E2E00001', 'B0E2E00002', 'B0E2E00004'].map((asin, i) => localItem(i + 1, asin)),
  );
  const outputs = [
    output('B0E2E00001', 'Desk lamp', 39.5, '7 in stock at store'),
    output('B0E2E00002', 'Stapler', 12, 'Out of stock in store - available for delivery'),
  ];
  service.runs.push({
    runId: 41,
    kind: 'items',
    stage: 'done',
    createdAt: '2026-11-28T06:00:00.000Z',
    finishedAt: '2026-11-28T06:01:00.000Z',
    itemCount: 3,
    processedCount: 2,
    failedCount: 1,
    archive: 'archived',
    reason: null,
    outputCount: outputs.length,
    files: { pages: [pageLink], allPages: zipLink },
  });
  service.outputs.set(41, outputs);
  service.resultPages.set(
    pageLink,
    outputs.map((o) => o.fields),
  );
  await renderDesk('#/collections/12?tab=results', service.answers);

  const card = page.getByRole('article', { name: 'Run #41' });
  await expect.element(card.getByText('Done', { exact: true })).toBeVisible();
  await expect.element(card.getByText('Outputs kept')).toBeVisible();
  await expect.poll(() => textOf(card)).toMatch(/2 processed · 1 failed · of 3 items/);
  await expect.element(card.getByText('E2E_ASINs_41_Results_Page_1.json')).toBeVisible();
  await expect.element(card.getByRole('button', { name: 'Download E2E_ASINs_41_Results_All_Pages.zip' })).toBeVisible();
  // The zip cannot be viewed, only saved.
  expect(card.getByRole('button', { name: /^View .*\.zip$/ }).elements()).toHaveLength(0);

  // A JSON result page opens in a viewer with its records, read through main with the profile's credential.
  await card.getByRole('button', { name: 'View E2E_ASINs_41_Results_Page_1.json' }).click();
  const pageViewer = page.getByRole('dialog', { name: 'E2E_ASINs_41_Results_Page_1.json' });
  await expect.element(pageViewer.getByText('2 records in this page.')).toBeVisible();
  await expect.poll(() => textOf(pageViewer.getByRole('grid').getByRole('row').filter({ hasText: 'B0E2E00002' }))).toMatch(/Stapler.*\$12\.00/);
  expect(fakeDesk.inputsOf('files.readResultPage')).toEqual([{ url: pageLink }]);
  await pageViewer.getByRole('button', { name: 'Close' }).click();
  await expect.element(pageViewer).not.toBeInTheDocument();

  // The outputs the copy keeps for the run, and one record's every field, then the whole record as JSON.
  await card.getByRole('button', { name: 'Outputs (2)' }).click();
  const outputsDialog = page.getByRole('dialog', { name: 'Outputs of run #41' });
  const outputGrid = outputsDialog.getByRole('grid', { name: 'Outputs of run #41' });
  await expect.poll(() => textOf(outputGrid.getByRole('row').filter({ hasText: 'B0E2E00001' }))).toMatch(/Desk lamp/);
  await outputGrid.getByRole('button', { name: 'View the record of B0E2E00001' }).click();
  const viewer = page.getByRole('dialog', { name: 'Record of B0E2E00001' });
  await expect.element(viewer.getByText('The whole record')).toBeVisible();
  await expect.poll(() => textOf(viewer.getByLabelText('The record as JSON'))).toMatch(/\n {2}"availability": "7 in stock at store",\n/);
  await expect.element(viewer.getByRole('term').filter({ hasText: /^title$/ })).toBeVisible();
  await expect.element(viewer.getByText('5 fields')).toBeVisible();
  await expectAccessible();
});

test('Results: the newest run is open with its files, older runs fold to one line with their start, duration and file count', async () => {
  const service = collectionPageService(
    collectionRecord(12, 'E2E ASINs', { status: 'enable', item_count: 3 }),
    postcodeService([{ domain: 1, zipcode: '2000' }]),
    ['B0E2E00001'].map((asin, i) => localItem(i + 1, asin)),
  );
  const run = (runId: number, createdAt: string, finishedAt: string | null) => ({
    runId,
    kind: 'items' as const,
    stage: finishedAt ? ('done' as const) : ('processing' as const),
    createdAt,
    finishedAt,
    itemCount: 1,
    processedCount: finishedAt ? 1 : 0,
    failedCount: 0,
    archive: finishedAt ? ('archived' as const) : ('pending' as const),
    reason: null,
    outputCount: 0,
    files: {
      pages: finishedAt ? Array.from({ length: 12 }, (_, p) => `${base.replace('/41', `/${runId}`)}/E2E_ASINs_${runId}_Results_Page_${p + 1}.json`) : [],
      allPages: finishedAt ? `${base.replace('/41', `/${runId}`)}/E2E_ASINs_${runId}_Results_All_Pages.zip` : '',
    },
  });
  // Newest first, as the local copy lists them; the newest still running.
  service.runs.push(
    run(12, '2026-11-29T09:00:00.000Z', null),
    run(11, '2026-11-28T14:05:00.000Z', '2026-11-28T14:07:10.000Z'),
    run(10, '2026-11-27T14:05:00.000Z', '2026-11-27T15:10:00.000Z'),
  );
  await renderDesk('#/collections/12?tab=results', service.answers);

  const toggle = (runId: number) => page.getByRole('article', { name: `Run #${runId}` }).getByRole('button', { name: new RegExp(`^Run #${runId} · `) });
  // Each run's absolute local start; how long it took once it has ended; its files.
  await expect.element(toggle(11)).toHaveAccessibleName(`Run #11 · ${formatDateTime('2026-11-28T14:05:00.000Z')} · 2 min 10 s · 13 files`);
  await expect.element(toggle(10)).toHaveAccessibleName(`Run #10 · ${formatDateTime('2026-11-27T14:05:00.000Z')} · 1 h 5 min · 13 files`);
  await expect.element(toggle(12)).toHaveAccessibleName(`Run #12 · ${formatDateTime('2026-11-29T09:00:00.000Z')} · 0 files`);

  // Only the newest is open; the older runs' dozen files each are out of the way until asked for.
  await expect.element(toggle(12)).toHaveAttribute('aria-expanded', 'true');
  await expect.element(toggle(11)).toHaveAttribute('aria-expanded', 'false');
  await expect.element(page.getByRole('button', { name: 'Download E2E_ASINs_11_Results_All_Pages.zip' })).not.toBeInTheDocument();
  await expect.element(page.getByRole('button', { name: 'Download E2E_ASINs_10_Results_Page_1.json' })).not.toBeInTheDocument();
  await expectAccessible();

  await toggle(11).click();
  await expect.element(toggle(11)).toHaveAttribute('aria-expanded', 'true');
  await expect.element(page.getByRole('button', { name: 'Download E2E_ASINs_11_Results_All_Pages.zip' })).toBeVisible();
  await expect.poll(() => textOf(page.getByRole('article', { name: 'Run #11' }))).toMatch(/1 processed · 0 failed · of 1 item/);
  await expect.element(page.getByRole('button', { name: 'Download E2E_ASINs_10_Results_Page_1.json' })).not.toBeInTheDocument();
  await toggle(12).click();
  await expect.element(toggle(12)).toHaveAttribute('aria-expanded', 'false');
});
