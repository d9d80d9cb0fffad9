import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { RegionalRow } from '../../../shared/bridge/methods/local-copy-regional.ts';
import { collectionPageService, localItem } from '../../testing/collection-page-service.ts';
import type { CollectionPageService, RegionalView } from '../../testing/collection-page-service.ts';
import { collectionRecord } from '../../testing/collection-service.ts';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { postcodeService } from '../../testing/postcode-service.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { textOf } from '../../testing/text-of.ts';

const ID = 7;
const D = 'marketplace.com.au';
const POSTCODES = ['2000', '3000', '4000'];
const grid = page.getByRole('grid', { name: 'Prices by region' });
const tab = page.getByRole('tab', { name: /^Regional/ });

/** A collection page whose items sit at the postcodes given, and the regional view main answers for it. */
const regionalPage = (name: string, items: { code: string; postcode: string }[], regional: RegionalView): CollectionPageService =>
  collectionPageService(
    collectionRecord(ID, name, { status: 'enable' }),
    postcodeService(POSTCODES.map((zipcode) => ({ domain: 1, zipcode }))),
    items.map((item, i) => localItem(i + 1, item.code, { postcode: item.postcode })),
    regional,
  );

/** One product's row: its price at each postcode (null: out of stock there), with the spread main computes. */
function product(code: string, prices: Record<string, number | null>, spread: Pick<RegionalRow, 'spread' | 'spreadPct' | 'cheapest' | 'dearest'>): RegionalRow {
  const regions = Object.fromEntries(
    Object.entries(prices).map(([postcode, price]) => [
      postcode,
      {
        itemKey: `${code}@${D}@${postcode}`,
        price,
        currency: price === null ? null : '$',
        availability: price === null ? 'Currently unavailable.' : 'In stock',
        inStock: price !== null,
        runId: 31,
      },
    ]),
  );
  return { productKey: `${D}|${code}`, code, title: `Title of ${code}`, domain: D, regions, ...spread };
}

const ROWS: RegionalRow[] = [
  product('B0AAAAAAAA', { '2000': 10, '3000': 12.5, '4000': 11 }, { spread: 2.5, spreadPct: 25, cheapest: '2000', dearest: '3000' }),
  product('B0BBBBBBBB', { '2000': 5, '3000': 5.1, '4000': null }, { spread: 0.1, spreadPct: 2, cheapest: '2000', dearest: '3000' }),
  product('B0CCCCCCCC', { '2000': 20, '3000': 19, '4000': 21 }, { spread: 2, spreadPct: 10.53, cheapest: '3000', dearest: '4000' }),
  product('B0DDDDDDDD', { '2000': 7 }, { spread: null, spreadPct: null, cheapest: '2000', dearest: '2000' }),
];

/** The product codes the table shows, top to bottom. */
function shownCodes(): string[] {
  const rows = [...document.querySelectorAll('[role="grid"][aria-label="Prices by region"] [role="row"]')].slice(1);
  return rows.flatMap((row) => row.querySelector('.mono')?.textContent ?? []);
}

/** A page of the four products at three postcodes: an item for each product at each postcode it is watched at. */
async function openRegional(route = `#/collections/${ID}?tab=regional`) {
  const items = ROWS.flatMap((row) => Object.keys(row.regions).map((postcode) => ({ code: row.code, postcode })));
  const collection = regionalPage('Kettles by region', items, { postcodes: POSTCODES, rows: ROWS.map((r) => structuredClone(r)) });
  await renderDesk(route, { ...collection.answers, 'exports.localView': { path: '/home/ana/Downloads/regional.csv', bytes: 120, rows: 2 } });
  return collection;
}

test('the Regional tab lists each product with its price and availability per postcode, the spread, and the cheapest and dearest region', async () => {
  await openRegional(`#/collections/${ID}`);
  await expect.poll(() => textOf(tab)).toBe('Regional4');
  await tab.click();
  await expect.poll(shownCodes).toEqual(['B0AAAAAAAA', 'B0BBBBBBBB', 'B0CCCCCCCC', 'B0DDDDDDDD']);
  // A column per postcode: its price, with the availability's mark beside it.
  for (const postcode of POSTCODES) await expect.element(grid.getByRole('button', { name: `${postcode} price` })).toBeVisible();
  const first = grid.getByRole('row').filter({ hasText: 'B0AAAAAAAA' });
  await expect.poll(() => textOf(first)).toMatch(/\$10\.00.*In stock.*\$12\.50.*In stock.*\$11\.00.*In stock.*2\.50.*25\.00%.*2000.*3000/);
  const outSomewhere = grid.getByRole('row').filter({ hasText: 'B0BBBBBBBB' });
  await expect.poll(() => textOf(outSomewhere)).toMatch(/\$5\.10.*In stock.*—.*Out of stock/);
  // The mark says the availability's group; the retailer's own words are its hover.
  await expect.poll(() => textOf(outSomewhere.getByTitle('Currently unavailable.'))).toMatch(/Out of stock$/);
  // A product watched at one postcode only says so in the others, with no spread.
  await expect.poll(() => textOf(grid.getByRole('row').filter({ hasText: 'B0DDDDDDDD' }))).toMatch(/\$7\.00.*not watched.*not watched.*—.*—/);
  await expect.element(page.getByText('4 products at 3 postcodes')).toBeVisible();
  await expectAccessible();
});

test('sorts on any column, and filters to a minimum spread and to products out of stock somewhere, exporting what it shows', async () => {
  await openRegional();
  await expect.poll(shownCodes).toHaveLength(4);
  // Widest gap first; a product without a spread goes last either way.
  await grid.getByRole('button', { name: 'Spread %' }).click();
  await expect.poll(shownCodes).toEqual(['B0BBBBBBBB', 'B0CCCCCCCC', 'B0AAAAAAAA', 'B0DDDDDDDD']);
  await grid.getByRole('button', { name: 'Spread %' }).click();
  await expect.poll(shownCodes).toEqual(['B0AAAAAAAA', 'B0CCCCCCCC', 'B0BBBBBBBB', 'B0DDDDDDDD']);
  await grid.getByRole('button', { name: '3000 price' }).click();
  await expect.poll(shownCodes).toEqual(['B0BBBBBBBB', 'B0AAAAAAAA', 'B0CCCCCCCC', 'B0DDDDDDDD']);

  await page.getByRole('spinbutton', { name: 'Spread at least' }).fill('10');
  await expect.poll(shownCodes).toEqual(['B0AAAAAAAA', 'B0CCCCCCCC']);
  await expect.element(page.getByText('2 of 4 products at 3 postcodes')).toBeVisible();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect.poll(() => fakeDesk.inputsOf('exports.localView')).toEqual([{ collectionId: ID, view: { kind: 'regional', minSpreadPct: 10 }, format: 'csv' }]);

  // A search narrows the export too: the file holds the rows the table shows.
  await page.getByRole('searchbox', { name: 'Filter products' }).fill('b0cc');
  await expect.poll(shownCodes).toEqual(['B0CCCCCCCC']);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect
    .poll(() => fakeDesk.inputsOf('exports.localView').at(-1))
    .toEqual({ collectionId: ID, view: { kind: 'regional', minSpreadPct: 10, products: [`${D}|B0CCCCCCCC`] }, format: 'csv' });
  await page.getByRole('searchbox', { name: 'Filter products' }).fill('');
  await expect.poll(shownCodes).toEqual(['B0AAAAAAAA', 'B0CCCCCCCC']);

  await page.getByRole('spinbutton', { name: 'Spread at least' }).fill('');
  await page.getByRole('checkbox', { name: 'Out of stock somewhere' }).click();
  await expect.poll(shownCodes).toEqual(['B0BBBBBBBB']);

  // Both at once: nothing matches, and the table says so.
  await page.getByRole('spinbutton', { name: 'Spread at least' }).fill('10');
  await expect.poll(shownCodes).toEqual([]);
  await expect.element(page.getByText('No product matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  await expect
    .poll(() => fakeDesk.inputsOf('exports.localView').at(-1))
    .toEqual({
      collectionId: ID,
      view: { kind: 'regional', minSpreadPct: 10, outOfStock: true },
      format: 'xlsx',
    });
});

test('a new run archived by the sync engine shows at once: the view is read again on localCopy.changed', async () => {
  const collection = await openRegional();
  await expect.poll(shownCodes).toHaveLength(4);
  const row = collection.regional.rows[0];
  if (!row?.regions['3000']) throw new Error('fixture');
  row.regions['3000'].price = 14;
  Object.assign(row, { spread: 4, spreadPct: 40 });
  // As the sync engine does: it checks, archives the run, says what changed and is up to date again.
  // The app subscribes to main's events just after its first paint: the check is said until the page shows it.
  await expect
    .poll(() => {
      fakeDesk.emit('sync.status', { profileId: 'sandbox', state: 'checking', lastSyncAt: new Date().toISOString() });
      return textOf(page.getByRole('main'));
    })
    .toMatch(/Checking…/);
  fakeDesk.emit('localCopy.changed', { profileId: 'sandbox', collectionId: ID, what: 'runs' });
  fakeDesk.emit('sync.status', { profileId: 'sandbox', state: 'up-to-date', lastSyncAt: new Date().toISOString() });
  await expect.poll(() => textOf(grid.getByRole('row').filter({ hasText: 'B0AAAAAAAA' }))).toMatch(/\$14\.00.*4\.00.*40\.00%/);
});

test('a collection at one postcode has no Regional tab, and a link to it opens the items', async () => {
  const collection = regionalPage('One region', [{ code: 'B0AAAAAAAA', postcode: '2000' }], {
    postcodes: ['2000'],
    rows: [ROWS[3] as RegionalRow],
  });
  await renderDesk(`#/collections/${ID}?tab=regional`, collection.answers);
  await expect.element(page.getByRole('tab', { name: /^Items/ })).toHaveAttribute('aria-selected', 'true');
  await expect.element(page.getByRole('tab', { name: /^Compare runs/ })).toBeVisible();
  expect(page.getByRole('tab', { name: /^Regional/ }).query()).toBeNull();
  expect(grid.query()).toBeNull();
});

test('5000 products stay one virtualised table: only the rows in view are in the page, and sorting reaches all of them', async () => {
  const many = Array.from({ length: 5000 }, (_, i) =>
    product(
      `B0${String(i).padStart(8, '0')}`,
      { '2000': 10 + (i % 97), '3000': 11 + (i % 89), '4000': 12 },
      {
        spread: 1,
        spreadPct: ((i * 7) % 5000) / 100,
        cheapest: '2000',
        dearest: '4000',
      },
    ),
  );
  const collection = regionalPage(
    'Many',
    [
      { code: 'B0AAAAAAAA', postcode: '2000' },
      { code: 'B0AAAAAAAA', postcode: '3000' },
    ],
    { postcodes: POSTCODES, rows: many },
  );
  await renderDesk(`#/collections/${ID}?tab=regional`, collection.answers);
  await expect.element(page.getByText('5,000 products at 3 postcodes')).toBeVisible();
  await expect.poll(() => shownCodes().length).toBeGreaterThan(5);
  expect(shownCodes().length).toBeLessThan(200);
  await grid.getByRole('button', { name: 'Spread %' }).click();
  await grid.getByRole('button', { name: 'Spread %' }).click();
  // The widest spread of all 5000 (49.99 %: 2857 · 7 mod 5000 = 4999) comes first.
  await expect.poll(() => shownCodes()[0]).toBe('B000002857');
});

test('a product’s chart draws a line per postcode over the runs, with the prices as a table', async () => {
  await openRegional();
  const runs = [
    { runId: 30, at: '2026-11-27T05:00:00.000Z' },
    { runId: 31, at: '2026-11-28T05:00:00.000Z' },
  ];
  const prices: Record<string, [number, number]> = { '2000': [9.5, 10], '3000': [12, 12.5], '4000': [11.25, 11] };
  fakeDesk.answer({
    'localCopy.history': ({ collectionId, itemKey }) => {
      const postcode = itemKey.split('@').at(-1) ?? '';
      const series = prices[postcode] ?? [0, 0];
      return {
        collectionId,
        itemKey,
        points: runs.map((run, i) => ({ ...run, price: series[i] ?? null, currency: '$', availability: 'In stock', inStock: true, title: null, brand: null })),
      };
    },
  });
  await grid.getByRole('button', { name: 'Prices of B0AAAAAAAA by postcode' }).click();
  const drawer = page.getByRole('dialog', { name: 'Prices of B0AAAAAAAA by postcode' });
  await expect.element(drawer.getByRole('img', { name: 'Prices of B0AAAAAAAA at 2000, 3000, 4000 over 2 runs' })).toBeVisible();
  await expect.poll(() => textOf(drawer.getByRole('list', { name: 'Legend' }))).toBe('200030004000');
  const table = drawer.getByRole('table', { name: 'Prices of B0AAAAAAAA at 2000, 3000, 4000 per run' });
  await expect.poll(() => textOf(table.getByRole('row').nth(0))).toBe('RunDate200030004000');
  await expect.poll(() => textOf(table.getByRole('row').nth(2))).toMatch(/^#31.*\$10\.00\$12\.50\$11\.00$/);
  expect(
    fakeDesk
      .inputsOf('localCopy.history')
      .map((i) => i.itemKey)
      .sort(),
  ).toEqual(POSTCODES.map((p) => `B0AAAAAAAA@${D}@${p}`));
});
