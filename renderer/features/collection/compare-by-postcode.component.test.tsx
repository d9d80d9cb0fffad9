import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { z } from 'zod';
import type { compareRowSchema, LocalRun } from '../../../shared/bridge/methods/local-copy.ts';
import { collectionPageService, localItem } from '../../testing/collection-page-service.ts';
import { collectionRecord } from '../../testing/collection-service.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { postcodeService } from '../../testing/postcode-service.ts';
import { renderDesk } from '../../testing/render-desk.tsx';

const ID = 7;
const D = 'marketplace.com.au';
const grid = page.getByRole('grid', { name: 'Comparison of two runs' });
/** The cells' text of each row a selector finds. */
const cellsOf = (selector: string): string[][] =>
  [...document.querySelectorAll(selector)].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));

const run = (runId: number, at: string): LocalRun => ({
  runId,
  kind: 'items',
  stage: 'done',
  createdAt: at,
  finishedAt: at,
  itemCount: 4,
  processedCount: 4,
  failedCount: 0,
  archive: 'archived',
  reason: null,
  outputCount: 4,
  files: { pages: [], allPages: '' },
});
/** A comparison row of an ASIN at a postcode: its price before and after (null: out of stock after). */
function moved(asin: string, postcode: string, before: number, after: number | null): z.input<typeof compareRowSchema> {
  const change = after === null ? 'stock-out' : after > before ? 'up' : after < before ? 'down' : 'same';
  const delta = after === null ? null : Math.round((after - before) * 100) / 100;
  return {
    key: `${asin}@${D}@${postcode}`,
    code: asin,
    title: null,
    priceA: before,
    priceB: after,
    delta,
    pct: delta === null ? null : Math.round((delta / before) * 10_000) / 100,
    currency: '$',
    availabilityA: 'In stock',
    availabilityB: after === null ? 'Currently unavailable.' : 'In stock',
    inStockA: true,
    inStockB: after !== null,
    change,
  };
}

test('Compare runs groups by postcode: the movements counted per postcode, and the rows in postcode order', async () => {
  const items = [
    localItem(1, 'B0AAAAAAAA', { postcode: '2000' }),
    localItem(2, 'B0AAAAAAAA', { postcode: '3000' }),
    localItem(3, 'B0BBBBBBBB', { postcode: '2000' }),
    localItem(4, 'B0BBBBBBBB', { postcode: '3000' }),
  ];
  const rows = [
    moved('B0AAAAAAAA', '3000', 10, 11),
    moved('B0AAAAAAAA', '2000', 10, 9),
    moved('B0BBBBBBBB', '3000', 20, null),
    moved('B0BBBBBBBB', '2000', 20, 21),
  ];
  const zips = postcodeService([
    { domain: 1, zipcode: '2000' },
    { domain: 1, zipcode: '3000' },
  ]);
  const service = collectionPageService(collectionRecord(ID, 'Kettles', { status: 'enable' }), zips, items);
  service.runs.push(run(32, '2026-11-28T05:00:00.000Z'), run(31, '2026-11-27T05:00:00.000Z'));
  await renderDesk(`#/collections/${ID}?tab=compare`, {
    ...service.answers,
    'localCopy.compare': {
      collectionId: ID,
      runA: { runId: 31, at: '2026-11-27T05:00:00.000Z' },
      runB: { runId: 32, at: '2026-11-28T05:00:00.000Z' },
      rows,
      totals: { items: 4, up: 2, down: 1, same: 0, stockIn: 0, stockOut: 1, new: 0, missing: 0 },
    },
    'localCopy.stockByRun': {
      collectionId: ID,
      runs: [
        { runId: 31, at: '2026-11-27T05:00:00.000Z', items: 4, inStock: 4, outOfStock: 0 },
        { runId: 32, at: '2026-11-28T05:00:00.000Z', items: 4, inStock: 3, outOfStock: 1 },
      ],
    },
  });
  await expect.poll(() => grid.getByRole('row').all().length).toBe(5);
  expect(page.getByRole('region', { name: 'Changes by postcode' }).query()).toBeNull();

  await page.getByRole('combobox', { name: 'Group by' }).selectOptions('Postcode');
  // Postcode, items, up, down, unchanged, back in stock, out of stock, new, missing, mean change.
  await expect
    .poll(() => cellsOf('[aria-label="Changes by postcode"] tbody tr'))
    .toEqual([
      ['2000', '2', '1', '1', '0', '0', '0', '0', '0', '−2.50%'],
      ['3000', '2', '1', '0', '0', '0', '1', '0', '0', '+10.00%'],
    ]);
  const postcodes = () =>
    [...document.querySelectorAll('[aria-label="Comparison of two runs"] [role="row"]')].slice(1).map((r) => r.querySelector('.num')?.textContent);
  await expect.poll(postcodes).toEqual(['2000', '2000', '3000', '3000']);
  await expectAccessible();
});
