import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { CompareRow, LocalItem, LocalRun } from '../../../shared/bridge/methods/local-copy.ts';
import { collectionRecord } from '../../testing/collection-service.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { textOf } from '../../testing/text-of.ts';
import type { Answers } from '../../testing/fake-desk.ts';

const ID = 7;
// Two runs on one day: the pickers tell them apart by their time.
const MORNING = '2026-11-27T22:05:00.000Z';
const EVENING = '2026-11-28T06:40:00.000Z';

const run = (runId: number, finishedAt: string): LocalRun => ({
  runId,
  kind: 'items',
  stage: 'done',
  createdAt: finishedAt,
  finishedAt,
  itemCount: 3,
  processedCount: 3,
  failedCount: 0,
  archive: 'archived',
  reason: null,
  outputCount: 3,
  files: { pages: [], allPages: '' },
});

const row = (code: string, fields: Partial<CompareRow>): CompareRow => ({
  key: code,
  code,
  title: `Title of ${code}`,
  priceA: 10,
  priceB: 10,
  delta: 0,
  pct: 0,
  currency: '$',
  availabilityA: 'In stock',
  availabilityB: 'In stock',
  inStockA: true,
  inStockB: true,
  change: 'same',
  ...fields,
});

const ROWS: CompareRow[] = [
  row('B0UP000001', { priceA: 8.13, priceB: 9.04, delta: 0.91, pct: 11.19, change: 'up', availabilityB: 'Only 6 left in stock.' }),
  row('B0DOWN0001', { priceA: 20, priceB: 19.33, delta: -0.67, pct: -3.35, change: 'down' }),
  row('B0SAME0001', { availabilityA: 'Only 3 left in stock.', availabilityB: 'Only 2 left in stock.' }),
  row('B0GONE0001', { availabilityB: 'Currently unavailable.', inStockB: false, change: 'stock-out' }),
];

const item = (code: string, trend: (number | null)[], availability: string | null): LocalItem => ({
  key: code,
  itemId: 1,
  type: 'marketplace',
  code,
  postcode: '2000',
  domain: 'marketplace.com.au',
  storeId: null,
  customId: null,
  createdAt: MORNING,
  includeRawHtml: false,
  output: 'JSON',
  title: `Title of ${code}`,
  price: trend.at(-1) ?? null,
  currency: '$',
  availability,
  inStock: availability === null ? null : !/unavailable/i.test(availability),
  trend,
  outputRunId: 12,
  outputOlder: false,
});

function answers(): Answers {
  return {
    'localCopy.collection': { collectionId: ID, collection: collectionRecord(ID, 'Kettles', { item_count: 1200 }), notFound: false },
    'localCopy.syncStatus': { profileId: 'sandbox', state: 'up-to-date', lastSyncAt: EVENING },
    'localCopy.runs': { collectionId: ID, runs: [run(12, EVENING), run(11, MORNING)], unreadable: 0 },
    'runs.results': { total: 0, skip: 0, limit: 20, items: [] },
    'localCopy.compare': {
      collectionId: ID,
      runA: { runId: 11, at: MORNING },
      runB: { runId: 12, at: EVENING },
      rows: ROWS,
      unreadable: 0,
      totals: { items: 1200, up: 1, down: 1, same: 1, stockIn: 0, stockOut: 1, new: 0, missing: 0 },
    },
    'localCopy.stockByRun': {
      collectionId: ID,
      runs: [
        { runId: 11, at: MORNING, items: 4, inStock: 4, outOfStock: 0 },
        { runId: 12, at: EVENING, items: 4, inStock: 3, outOfStock: 1 },
      ],
      unreadable: 0,
    },
    'localCopy.items': {
      collectionId: ID,
      items: [
        item('B0SMALL001', [10, 10.1], 'In stock'),
        item('B0LARGE001', [10, 14], 'Only 2 left in stock.'),
        item('B0FALL0001', [20, 18], 'Currently unavailable.'),
      ],
      synced: true,
      unreadable: 0,
    },
  };
}

test('Compare runs: prices with their currency, changes with a direction in colour, arrow and words, availability grouped, runs named by date and time', async () => {
  await renderDesk(`#/collections/${ID}?tab=compare`, answers());
  const grid = page.getByRole('grid', { name: 'Comparison of two runs' });
  await expect.element(grid.getByRole('row').filter({ hasText: 'B0UP000001' })).toBeVisible();

  // Every count grouped, every price with its currency, a true minus and an explicit plus.
  await expect.poll(() => textOf(page.getByLabelText('Comparison totals'))).toContain('Items1,200');
  const up = grid.getByRole('row').filter({ hasText: 'B0UP000001' });
  await expect.element(up.getByText('$8.13')).toBeVisible();
  await expect.element(up.getByText('$9.04')).toBeVisible();
  const upChange = up.getByText('+$0.91', { exact: true });
  await expect.element(upChange).toBeVisible();
  const down = grid.getByRole('row').filter({ hasText: 'B0DOWN0001' });
  await expect.element(down.getByText('−$0.67', { exact: true })).toBeVisible();
  await expect.element(down.getByText('−3.4%', { exact: true })).toBeVisible();

  // Direction in words for screen readers, by colour and by an arrow shape.
  await expect.element(up.getByText('up 11.2%', { exact: true })).toBeInTheDocument();
  await expect.element(down.getByText('down 3.4%', { exact: true })).toBeInTheDocument();
  const upMark = up.getByTitle('up 11.2%').element();
  const downMark = down.getByTitle('down 3.4%').element();
  expect(getComputedStyle(upMark, '::before').content).toContain('▲');
  expect(getComputedStyle(downMark, '::before').content).toContain('▼');
  expect(getComputedStyle(upMark).color).not.toBe(getComputedStyle(downMark).color);

  // Availability as a group: one badge when the group stayed ("In stock → In stock" is gone; the words on
  // hover), the pair only when the group changed.
  await expect.element(down.getByTitle('In stock', { exact: true })).toHaveTextContent('In stock');
  expect(down.element().textContent).not.toContain('→');
  const same = grid.getByRole('row').filter({ hasText: 'B0SAME0001' });
  await expect.element(same.getByTitle('Only 3 left in stock. → Only 2 left in stock.')).toHaveTextContent('Limited');
  expect(same.element().textContent).not.toContain('→');
  await expect.element(up.getByTitle('Only 6 left in stock.')).toHaveTextContent('Limited');
  await expect.element(up.getByText('→')).toBeInTheDocument();
  const gone = grid.getByRole('row').filter({ hasText: 'B0GONE0001' });
  await expect.element(gone.getByTitle('Currently unavailable.')).toHaveTextContent('Out of stock');

  // The pickers name each run with its date and time: two runs on one day differ.
  const before = page.getByRole('combobox', { name: 'Before' });
  const options = [...(before.element() as HTMLSelectElement).options].map((o) => o.text);
  expect(options).toHaveLength(2);
  expect(options[0]).not.toBe(options[1]?.replace('#12', '#11'));
  for (const text of options) expect(text).toMatch(/^Run #1[12], .+\d{1,2}:\d{2}/);

  // The histogram's table marks the open-ended bars and counts every priced item.
  await page.getByRole('button', { name: 'Show as table: Change in price' }).click();
  const bins = page.getByRole('region', { name: 'Change in price' }).getByRole('table');
  await expect.poll(() => textOf(bins)).toMatch(/[+−]\d/);
  expect(textOf(bins)).not.toMatch(/-\d| %/);
  await expectAccessible();
});

test('Prices & history: sortable Δ and Δ % columns with direction, sparklines that show a move’s size, availability badges', async () => {
  await renderDesk(`#/collections/${ID}?tab=history`, answers());
  const grid = page.getByRole('grid', { name: 'All items with their latest prices' });
  await expect.element(grid.getByRole('row').filter({ hasText: 'B0LARGE001' })).toBeVisible();
  const large = grid.getByRole('row').filter({ hasText: 'B0LARGE001' });
  await expect.element(large.getByText('+$4.00', { exact: true })).toBeVisible();
  await expect.element(large.getByText('+40.0%', { exact: true })).toBeVisible();
  await expect.element(large.getByTitle('Only 2 left in stock.')).toHaveTextContent('Limited');
  const fall = grid.getByRole('row').filter({ hasText: 'B0FALL0001' });
  await expect.element(fall.getByText('down 10.0%', { exact: true })).toBeInTheDocument();
  await expect.element(fall.getByTitle('Currently unavailable.')).toHaveTextContent('Out of stock');

  // A 1% move is a gentle slope, a 40% move fills the height (not both stretched from bottom to top).
  const slope = (code: string) => {
    const svg = grid.getByRole('img', { name: new RegExp(`^Price trend of ${code}`) }).element();
    const box = svg.querySelector('path')?.getBBox();
    return box?.height ?? 0;
  };
  await expect.element(grid.getByRole('img', { name: 'Price trend of B0LARGE001: up 40.0%' })).toBeInTheDocument();
  expect(slope('B0LARGE001')).toBeGreaterThan(slope('B0SMALL001') * 5);

  // Δ % sorts: largest fall first when ascending.
  await grid.getByRole('button', { name: 'Δ %', exact: true }).click();
  await expect.poll(() => textOf(grid.getByRole('row').nth(1))).toContain('B0FALL0001');
  // Dark mode's colours of this tab are scanned by its fit check (collection-fit).
  await expectAccessible();
});

test('an item’s history: prices with their currency, availability grouped with the retailer’s words, zoom works on runs seconds apart', async () => {
  const points = [
    { runId: 11, at: '2026-11-28T06:40:00.000Z', price: 10, currency: '$', availability: 'In stock', inStock: true, title: null, brand: null },
    { runId: 12, at: '2026-11-28T06:40:05.000Z', price: 10.5, currency: '$', availability: null, inStock: null, title: null, brand: null },
  ];
  await renderDesk(`#/collections/${ID}?tab=history&item=B0LARGE001`, {
    ...answers(),
    'localCopy.history': { collectionId: ID, itemKey: 'B0LARGE001', points, unreadable: 0 },
  });
  const drawer = page.getByRole('dialog', { name: 'History of B0LARGE001' });
  await expect.element(drawer.getByRole('img', { name: 'Price and availability over 2 runs' })).toBeVisible();
  const table = drawer.getByRole('table', { name: 'History of B0LARGE001' });
  await expect.poll(() => textOf(table)).toContain('In stock (In stock)');
  expect(textOf(table)).toContain('Unknown');
  expect(textOf(table)).toContain('$10.50');
  await drawer.getByRole('button', { name: 'Zoom in' }).click();
  await expect.element(drawer.getByRole('button', { name: 'Show all' })).toBeEnabled();
});

test('Prices & history: a filter’s "1 of 3 items" stays on the toolbar’s line, so the grid does not move', async () => {
  await renderDesk(`#/collections/${ID}?tab=history`, answers());
  const grid = page.getByRole('grid', { name: 'All items with their latest prices' });
  await expect.element(grid.getByRole('row').filter({ hasText: 'B0FALL0001' })).toBeVisible();
  await expect.element(page.getByText('3 items', { exact: true })).toBeVisible();
  const topBefore = grid.element().getBoundingClientRect().top;
  await page.getByRole('searchbox', { name: 'Filter all items' }).fill('B0FALL');
  await expect.element(page.getByText('1 of 3 items', { exact: true })).toBeVisible();
  await expect.element(grid).toHaveAttribute('aria-rowcount', '2');
  expect(grid.element().getBoundingClientRect().top).toBe(topBefore);
});
