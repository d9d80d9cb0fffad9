import { afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { HistoryPoint, LocalItem } from '../../../shared/bridge/methods/local-copy.ts';
import { setImageBase } from '../../lib/image-url.ts';
import { catalogueService } from '../../testing/catalogue-service.ts';
import { collectionRecord } from '../../testing/collection-service.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import type { Answers } from '../../testing/fake-desk.ts';
import { renderDesk } from '../../testing/render-desk.tsx';
import { textOf } from '../../testing/text-of.ts';

const ID = 7;
/** A stand-in for main's image route: one real SVG served by the test server, whatever `?url=` asks for. */
const IMAGE_BASE = '/renderer/testing/product-image.svg';
beforeAll(() => setImageBase(IMAGE_BASE));

/** The texts the charts draw on their canvases (axis labels, axis titles), as they draw them. */
const drawn: string[] = [];
const fillText = CanvasRenderingContext2D.prototype.fillText;
beforeEach(() => {
  drawn.length = 0;
  CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
    drawn.push(text);
    if (maxWidth === undefined) fillText.call(this, text, x, y);
    else fillText.call(this, text, x, y, maxWidth);
  };
});
afterEach(() => {
  CanvasRenderingContext2D.prototype.fillText = fillText;
});

const point = (runId: number, at: string, price: number | null, fields: Partial<HistoryPoint> = {}): HistoryPoint => ({
  runId,
  at,
  price,
  currency: '$',
  availability: 'In stock',
  inStock: true,
  title: 'Artline pencils item 5',
  brand: 'Artline',
  ...fields,
});

/** Six runs over six months: the 90 and 30 day ranges hold four and three of them. */
const HISTORY: HistoryPoint[] = [
  point(11, '2026-06-01T00:00:00.000Z', 20, { title: 'Artline pencil (old name)', brand: null }),
  point(12, '2026-08-20T00:00:00.000Z', 19.5),
  point(13, '2026-10-10T00:00:00.000Z', 21, { availability: 'Low stock' }),
  point(14, '2026-11-05T00:00:00.000Z', 20.4),
  point(15, '2026-11-20T00:00:00.000Z', 20.1),
  point(16, '2026-11-28T00:00:00.000Z', 20.28),
];

const SKU = '10000005';
const KEY = `${SKU}@W411`;

const officeItem: LocalItem = {
  key: KEY,
  itemId: 1,
  type: 'officestore',
  code: SKU,
  postcode: '2000',
  domain: null,
  storeId: 'W411',
  customId: null,
  createdAt: '2026-06-01T00:00:00.000Z',
  includeRawHtml: null,
  output: null,
  title: 'Artline pencils item 5',
  price: 20.28,
  currency: '$',
  availability: 'In stock',
  inStock: true,
  trend: HISTORY.map((p) => p.price),
  outputRunId: 16,
  outputOlder: false,
};

function answers(item: LocalItem, points: HistoryPoint[]): Answers {
  return {
    ...catalogueService().answers,
    'localCopy.collection': {
      collectionId: ID,
      collection: collectionRecord(ID, 'Office weekly', { request_type: item.type === 'marketplace' ? 'marketplace' : 'officestore' }),
      notFound: false,
    },
    'localCopy.syncStatus': { profileId: 'sandbox', state: 'up-to-date', lastSyncAt: '2026-11-28T00:00:00.000Z' },
    'localCopy.runs': { collectionId: ID, runs: [], unreadable: 0 },
    'runs.results': { total: 0, skip: 0, limit: 20, items: [] },
    'localCopy.items': { collectionId: ID, items: [item], synced: true, unreadable: 0 },
    'localCopy.history': { collectionId: ID, itemKey: item.key, points, unreadable: 0 },
  };
}

test('an item page: picture from the catalogue, title, brand, price now, lowest/average/highest, moves, and a chart whose range, axes and table follow the presets', async () => {
  await renderDesk(`#/collections/${ID}?tab=history&item=${encodeURIComponent(KEY)}`, answers(officeItem, HISTORY));
  const drawer = page.getByRole('dialog', { name: `History of ${SKU}` });

  // The head: the catalogue's picture through the desk's image route, the newest title, the brand a record gave, the code.
  const image = drawer.getByRole('img', { name: 'Image of Artline pencils item 5' });
  await expect.element(image).toBeVisible();
  const original = `https://cdn.officestore.com.au/img/${SKU}.jpg`;
  expect(image.element().getAttribute('src')).toBe(`${IMAGE_BASE}?url=${encodeURIComponent(original)}`);
  await expect.poll(() => (image.element() as HTMLImageElement).naturalWidth).toBeGreaterThan(0);
  await expect.element(drawer.getByText('Artline pencils item 5', { exact: true })).toBeVisible();
  await expect.element(drawer.getByText('Artline ·')).toBeVisible();

  // The figures over all six runs: now, lowest, average, highest, and the moves with their direction.
  const figures = drawer.getByRole('definition');
  const figure = (term: string) => figures.nth(['Current price', 'Lowest', 'Average', 'Highest', 'Since the first run', 'Since the last run'].indexOf(term));
  await expect.element(drawer.getByLabelText('Prices over all 6 runs')).toBeVisible();
  await expect.element(figure('Current price')).toHaveTextContent('$20.28');
  await expect.element(figure('Lowest')).toHaveTextContent('$19.50');
  await expect.element(figure('Average')).toHaveTextContent('$20.21');
  await expect.element(figure('Highest')).toHaveTextContent('$21.00');
  await expect.element(figure('Since the first run').getByText('up $0.28 (+1.4%)', { exact: true })).toBeInTheDocument();
  await expect.element(figure('Since the last run').getByText('up $0.18 (+0.9%)', { exact: true })).toBeInTheDocument();

  // The chart: the date on the time axis, prices from where they are (not from $0), the % change from the
  // first run on the other side, each axis with its title.
  await expect.element(drawer.getByRole('img', { name: 'Price and availability over 6 runs' })).toBeVisible();
  await expect.poll(() => drawn.filter((t) => /^[+−]\d+\.\d%$/.test(t)).length).toBeGreaterThan(1);
  expect(drawn).toContain('Price');
  expect(drawn).toContain('Change from first');
  expect(drawn.some((t) => /\b(Jun|Jul|Aug|Sep|Oct|Nov)\b/.test(t))).toBe(true);
  const prices = drawn.filter((t) => /^\$\d/.test(t)).map((t) => Number(t.slice(1)));
  expect(prices.length).toBeGreaterThan(1);
  expect(Math.min(...prices)).toBeGreaterThanOrEqual(19);
  expect(Math.max(...prices)).toBeLessThanOrEqual(21.5);

  const table = drawer.getByRole('table', { name: `History of ${SKU}` });
  await expect.element(table.getByRole('columnheader', { name: 'Change from first' })).toBeVisible();
  await expect.poll(() => textOf(table)).toContain('Limited (Low stock)');
  expect(table.getByRole('row').elements()).toHaveLength(7);

  // 30 d: the three runs since 29 October, and the figures and changes counted from the first of them.
  const ranges = drawer.getByRole('group', { name: 'Range shown' });
  await ranges.getByRole('button', { name: '30 d' }).click();
  await expect.element(ranges.getByRole('button', { name: '30 d' })).toHaveAttribute('aria-pressed', 'true');
  await expect.element(drawer.getByRole('img', { name: 'Price and availability over 3 runs' })).toBeVisible();
  await expect.element(drawer.getByLabelText('Prices over the last 30 days (3 runs)')).toBeVisible();
  await expect.element(figure('Highest')).toHaveTextContent('$20.40');
  await expect.element(figure('Since the first run').getByText('down $0.12 (−0.6%)', { exact: true })).toBeInTheDocument();
  await expect.poll(() => table.getByRole('row').elements().length).toBe(4);

  await ranges.getByRole('button', { name: '90 d' }).click();
  await expect.element(drawer.getByRole('img', { name: 'Price and availability over 4 runs' })).toBeVisible();
  await ranges.getByRole('button', { name: 'All' }).click();
  await expect.element(drawer.getByRole('img', { name: 'Price and availability over 6 runs' })).toBeVisible();
  await expectAccessible();
});

test('an item the catalogue has no picture for shows none, and a single run has no moves yet', async () => {
  const marketplace: LocalItem = { ...officeItem, key: 'B0KETTLE01', type: 'marketplace', code: 'B0KETTLE01', storeId: null, title: 'Kettle 1.7 L' };
  const one = [point(21, '2026-11-28T00:00:00.000Z', 49.95, { title: 'Kettle 1.7 L', brand: 'Breville' })];
  await renderDesk(`#/collections/${ID}?tab=history&item=B0KETTLE01`, answers(marketplace, one));
  const drawer = page.getByRole('dialog', { name: 'History of B0KETTLE01' });
  await expect.element(drawer.getByText('Kettle 1.7 L', { exact: true })).toBeVisible();
  await expect.element(drawer.getByText('Breville ·')).toBeVisible();
  await expect.element(drawer.getByRole('img', { name: 'Price and availability over 1 run' })).toBeVisible();
  expect(drawer.getByRole('img', { name: /^Image of/ }).elements()).toHaveLength(0);
  await expect.poll(() => textOf(drawer.getByLabelText('Prices over the one run'))).toContain('Since the first run—Since the last run—');
  // A history within 30 days: the shorter ranges would show the same runs, so they are not offered.
  await expect.element(drawer.getByRole('button', { name: '30 d' })).toBeDisabled();
});
