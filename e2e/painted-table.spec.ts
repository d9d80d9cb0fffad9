import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/desk-app.ts';
import { bridge } from './support/bridge.ts';
import { seed } from './support/import-page.ts';

// A table of 1000 rows or more paints its rows on a canvas; the rows' DOM stays under it for clicks, the
// keyboard and screen readers. What the canvas shows must be what the rows are, as the analyst works.

const COUNT = 1200;
const asin = (n: number) => `B0PNT${String(n).padStart(5, '0')}`;

/** The colour of the canvas at a point in CSS pixels of the canvas, and whether anything is drawn in a row's band. */
async function canvasAt(canvas: Locator, x: number, y: number): Promise<[number, number, number, number]> {
  return canvas.evaluate(
    (el, [px, py]) => {
      const c = el as HTMLCanvasElement;
      const ratio = c.width / c.clientWidth;
      const data = c.getContext('2d')?.getImageData(Math.round(px * ratio), Math.round(py * ratio), 1, 1).data;
      return [data?.[0] ?? 0, data?.[1] ?? 0, data?.[2] ?? 0, data?.[3] ?? 0] as [number, number, number, number];
    },
    [x, y] as const,
  );
}

/**
 * What is drawn in the text part of row `index` (x 0–360, the row's middle): how many pixels carry ink, and a
 * fingerprint of where they are, which differs between rows whose codes differ.
 */
async function rowInk(canvas: Locator, index: number): Promise<{ ink: number; print: number }> {
  return canvas.evaluate((el, row) => {
    const c = el as HTMLCanvasElement;
    const ratio = c.width / c.clientWidth;
    const top = Math.round((row * 32 + 10) * ratio);
    if (top >= c.height) return { ink: 0, print: 0 };
    const width = Math.round(360 * ratio);
    const data = c.getContext('2d')?.getImageData(0, top, width, Math.round(12 * ratio)).data ?? [];
    let ink = 0;
    let print = 0;
    for (let i = 3; i < data.length; i += 4) {
      if ((data[i] ?? 0) <= 128) continue;
      ink += 1;
      print = (print * 31 + (i - 3) / 4) % 1_000_000_007;
    }
    return { ink, print };
  }, index);
}
const inkInRow = async (canvas: Locator, index: number) => (await rowInk(canvas, index)).ink;

async function openLargeCollection(page: Page): Promise<{ grid: Locator; canvas: Locator }> {
  await page.getByRole('tab', { name: /Items/ }).click();
  const grid = page.getByRole('grid', { name: 'Items (ASINs)' });
  await expect(grid.getByRole('row').filter({ hasText: asin(1) })).toBeVisible();
  return { grid, canvas: grid.locator('canvas') };
}

test('a large table paints its rows, and filtering, focusing, scrolling and row buttons work through it', async ({ openDesk, desk, request }) => {
  const { collectionId } = await seed(request, desk, 'marketplace');
  for (let from = 1; from <= COUNT; from += 400) {
    const asins = Array.from({ length: 400 }, (_, i) => asin(from + i)).join(',');
    await bridge(request, desk, 'marketplaceItems.createMultiple', {
      collection: collectionId,
      domain: 'marketplace.com.au',
      customer_postcode: '2000',
      asins,
    });
  }
  const page = await openDesk(`#/collections/${collectionId}`);
  await expect(page.getByText(`${COUNT.toLocaleString('en-US')} ASINs`)).toBeVisible();
  const { grid, canvas } = await openLargeCollection(page);
  await expect(canvas).toBeVisible();
  await expect.poll(() => inkInRow(canvas, 0)).toBeGreaterThan(50);
  const firstRow = await rowInk(canvas, 0);

  // Filter to one ASIN: the count, one row for screen readers, and the canvas draws that row only.
  await page.getByRole('searchbox', { name: 'Filter all ASINs' }).fill(asin(777).toLowerCase());
  await expect(page.getByText(`1 of ${COUNT.toLocaleString('en-US')} ASINs`)).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: 'B0PNT' })).toHaveCount(1);
  await expect(grid.getByRole('row').filter({ hasText: asin(777) })).toBeVisible();
  await expect.poll(async () => (await canvas.boundingBox())?.height).toBe(32);
  const matched = await rowInk(canvas, 0);
  expect(matched.ink).toBeGreaterThan(50);
  expect(matched.print).not.toBe(firstRow.print);

  // Clicking the row (its DOM under the canvas) makes it the active one: the canvas draws its focus bar.
  expect((await canvasAt(canvas, 1, 15))[3]).toBe(0);
  await grid
    .getByRole('row')
    .filter({ hasText: asin(777) })
    .getByRole('gridcell')
    .nth(1)
    .click();
  await expect(grid).toBeFocused();
  await expect.poll(async () => (await canvasAt(canvas, 1, 15))[3]).toBe(255);

  // A row's own button, drawn by the DOM, still opens the edit dialog of that row.
  await grid.getByRole('button', { name: `Edit ${asin(777)}` }).click();
  await expect(page.getByRole('dialog', { name: /Edit/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // Clearing the filter paints every row again; scrolled to the end, the last rows are painted and readable.
  await page.getByRole('searchbox', { name: 'Filter all ASINs' }).fill('');
  await expect(page.getByText(`1 of ${COUNT.toLocaleString('en-US')} ASINs`)).toBeHidden();
  await expect.poll(() => inkInRow(canvas, 1)).toBeGreaterThan(50);
  await expect.poll(async () => (await rowInk(canvas, 0)).print).toBe(firstRow.print);
  await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(grid.getByRole('row').filter({ hasText: asin(COUNT) })).toBeVisible();
  // Painted again once the scroll has settled, with the rows now in view.
  await expect(grid).toHaveClass(/dt--painted/);
  await expect.poll(async () => (await rowInk(canvas, 0)).print).not.toBe(firstRow.print);
  expect(await inkInRow(canvas, 0)).toBeGreaterThan(50);
});

test('selecting rows of a painted table draws their boxes and the selection colour', async ({ page, desk }) => {
  // The table's own bench page (5000 rows, three selected at the start), served by the desk like the app.
  await page.goto(new URL('/bench/table-bench.html', desk.url).href);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.evaluate(() => (window as unknown as { __bench: { mount: () => number } }).__bench.mount());
  const grid = page.getByRole('grid', { name: 'Bench rows' });
  const canvas = grid.locator('canvas');
  await expect(canvas).toBeVisible();
  const selectionFill = async (row: number) => (await canvasAt(canvas, 600, row * 32 + 4))[3];
  await expect.poll(() => selectionFill(2)).toBe(255);
  expect(await selectionFill(0)).toBe(0);

  // Ctrl-click adds the first row, on the row's DOM under the canvas; the canvas fills it and ticks its box.
  await grid
    .getByRole('row')
    .filter({ hasText: 'marketplace.com.au' })
    .first()
    .getByRole('gridcell')
    .nth(2)
    .click({ modifiers: ['ControlOrMeta'] });
  await expect(page.getByTestId('selected-count')).toHaveText('4');
  await expect.poll(() => selectionFill(0)).toBe(255);
  const box = await canvasAt(canvas, 18, 15);
  const fill = await canvasAt(canvas, 600, 4);
  expect(box).not.toEqual(fill);

  // Escape clears the selection: no row is filled any more.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('selected-count')).toHaveText('0');
  await expect.poll(() => selectionFill(2)).toBe(0);
  expect(await selectionFill(0)).toBe(0);
});
