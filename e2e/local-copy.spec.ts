import { rmSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, expectAccessible, saveScreen, test } from './support/desk-app.ts';
import type { DeskApp } from './support/desk-app.ts';
import { bridge } from './support/bridge.ts';
import { exportedPath, partsCollection } from './support/local-copy-kit.ts';

interface LocalRun {
  runId: number;
  archive: string;
}

/** A partsstore collection at postcode 2000 with these SKUs, run twice, both runs archived in the local copy. */
async function twoArchivedRuns(request: APIRequestContext, desk: DeskApp, skus: string[]): Promise<{ collectionId: number; runs: number[] }> {
  const collection = { id: await partsCollection(request, desk, skus) };
  const runs: number[] = [];
  for (let n = 0; n < 2; n += 1) {
    const run = await bridge<{ runner_id: number }>(request, desk, 'runs.run', { collection_id: collection.id });
    runs.push(run.runner_id);
    await expect
      .poll(
        async () =>
          (await bridge<{ runs: LocalRun[] }>(request, desk, 'localCopy.runs', { collectionId: collection.id })).runs.find((r) => r.runId === run.runner_id)
            ?.archive,
        {
          timeout: 30_000,
        },
      )
      .toBe('archived');
  }
  return { collectionId: collection.id, runs };
}

/** How many rows a grid shows whole within its own box (the header row included). */
function rowsInView(grid: Locator): Promise<number> {
  return grid.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [...el.querySelectorAll('[role="row"]')].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.top >= box.top && r.bottom <= box.bottom + 1;
    }).length;
  });
}

/** Whether a click at the centre of `target` reaches it: nothing is drawn over it and nothing clips it. */
async function reachable(target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  return target.evaluate((el, { x, y }) => {
    const hit = document.elementFromPoint(x, y);
    return hit !== null && el.contains(hit);
  }, centre);
}

/** How far the page itself scrolls (0: only the tables scroll). */
function pageOverflow(page: Page): Promise<number> {
  return page.getByRole('main').evaluate((el) => el.scrollHeight - el.clientHeight);
}

test('two runs: every item with its latest price and trend, an item’s history chart, the comparison and a typed XLSX export', async ({
  openDesk,
  desk,
  request,
}) => {
  const skus = Array.from({ length: 30 }, (_, i) => `P-${String(i + 1).padStart(3, '0')}`);
  const { collectionId, runs } = await twoArchivedRuns(request, desk, skus);
  const page = await openDesk(`#/collections/${collectionId}?tab=history`);
  const table = page.getByRole('grid', { name: 'All items with their latest prices' });
  await expect(table.getByRole('row').filter({ hasText: 'P-003' })).toBeVisible();
  await expect(page.getByText('Up to date')).toBeVisible();
  // The table takes the window's height: many rows at 1400×900, and the page itself does not scroll.
  expect(await rowsInView(table)).toBeGreaterThanOrEqual(12);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(1);

  // A column hidden with the chooser stays hidden after a reload.
  await page.getByRole('button', { name: 'Columns of the items' }).click();
  await page.getByRole('group', { name: 'Columns of the items' }).getByRole('checkbox', { name: 'Postcode' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Postcode' })).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole('row').filter({ hasText: 'P-003' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Custom id' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Postcode' })).toHaveCount(0);
  await saveScreen(page, 'collection-history');

  // Scrolled sideways in a narrow window, the item column stays in view.
  await page.setViewportSize({ width: 900, height: 900 });
  await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(50);
  const gridBox = await table.boundingBox();
  const codeBox = await table.getByRole('gridcell', { name: 'P-001', exact: true }).boundingBox();
  expect(codeBox && gridBox && codeBox.x >= gridBox.x && codeBox.x + codeBox.width <= gridBox.x + gridBox.width).toBe(true);
  // …and the last column is there whole, not cut off by its row.
  expect(await reachable(table.getByRole('button', { name: 'History of P-001' }))).toBe(true);
  await page.setViewportSize({ width: 1400, height: 900 });

  // Up to five selected items go on one chart; more are refused in place.
  const selectCell = (code: string) => table.getByRole('row').filter({ hasText: code }).getByRole('gridcell').first();
  await selectCell('P-001').click();
  await selectCell('P-006').click({ modifiers: ['Shift'] });
  const compareOnChart = page.getByRole('button', { name: 'Compare on a chart' });
  await expect(page.getByText('6 items selected: a chart compares at most 5. Clear some to compare.')).toBeVisible();
  await expect(compareOnChart).toBeDisabled();
  for (const code of ['P-003', 'P-004', 'P-005', 'P-006']) await selectCell(code).click();
  await compareOnChart.click();
  const overlay = page.getByRole('dialog', { name: 'Prices of 2 items' });
  await expect(overlay.getByRole('img', { name: 'Prices of P-001, P-002 over 2 runs' })).toBeVisible();
  // Each line is named by its code and the item's title.
  await expect(overlay.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText([/^P-001\S/, /^P-002\S/]);
  // The chart's table beside it: a row per run, a column per item, the prices the copy holds.
  const overlayTable = overlay.getByRole('table', { name: 'Prices of P-001, P-002 per run' });
  await expect(overlayTable.getByRole('columnheader')).toHaveText(['Run', 'Date', /^P-001 · \S/, /^P-002 · \S/]);
  await expect(overlayTable.getByRole('row')).toHaveCount(3);
  const history = await bridge<{ points: { runId: number; price: number | null }[] }>(request, desk, 'localCopy.history', {
    collectionId,
    itemKey: 'P-002@2000',
  });
  const lastPrice = history.points.find((p) => p.runId === runs[1])?.price;
  await expect(overlayTable.getByRole('row').last().getByRole('cell').last()).toHaveText(
    lastPrice === null || lastPrice === undefined ? '—' : `$${lastPrice.toFixed(2)}`,
  );
  await saveScreen(page, 'collection-overlay');
  await overlay.getByRole('button', { name: 'Close', exact: true }).click();

  // The filter reaches every item, not a loaded page.
  await page.getByRole('searchbox', { name: 'Filter all items' }).fill('P-002');
  await expect(table.getByRole('row').filter({ hasText: 'P-001' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'P-002' })).toBeVisible();

  await page.getByRole('button', { name: 'History of P-002' }).click();
  const drawer = page.getByRole('dialog', { name: 'History of P-002' });
  const chart = drawer.getByRole('img', { name: 'Price and availability over 2 runs' });
  await expect(chart).toBeVisible();
  for (const run of runs) await expect(drawer.getByRole('cell', { name: `#${run}` })).toBeVisible();
  // The crosshair's tooltip names the run under the pointer (the newest, at the right end of the line).
  // The pointer moves again on each try: a drawer still settling can move the plot from under the first move.
  const plot = chart.locator('.u-over');
  await expect(async () => {
    const plotBox = await plot.boundingBox();
    if (!plotBox) throw new Error('the chart has no plot');
    await page.mouse.move(plotBox.x + plotBox.width - 3, plotBox.y + plotBox.height / 2);
    await page.mouse.move(plotBox.x + plotBox.width - 2, plotBox.y + plotBox.height / 2);
    await expect(chart.locator('.chart-tooltip')).toContainText(`Run #${runs[1]}`, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await drawer.getByRole('button', { name: 'Zoom in' }).click();
  await drawer.getByRole('button', { name: 'Show all' }).click();
  await expect(drawer.getByRole('button', { name: 'Show all' })).toBeDisabled();
  // The export's notice stands above the drawer that made it: it is what a click at its centre reaches.
  await drawer.getByRole('group', { name: 'Export the history of P-002' }).getByRole('button', { name: 'Export CSV' }).click();
  rmSync(await exportedPath(page, 'the history of P-002'), { force: true });
  const notice = page.locator('.toast').filter({ hasText: 'the history of P-002' });
  expect(await reachable(notice)).toBe(true);
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(notice).toBeVisible();

  // Compare runs is a tab of its own; its table too takes the window's height.
  await page.getByRole('tab', { name: 'Compare runs' }).click();
  await expect(page).toHaveURL(/tab=compare/);
  const totals = page.getByLabel('Comparison totals');
  await expect(
    totals
      .locator('div')
      .filter({ hasText: /^Items/ })
      .locator('dd'),
  ).toHaveText('30');
  await expect(page.getByRole('combobox', { name: 'Before' })).toHaveValue(String(runs[0]));
  await expect(page.getByRole('combobox', { name: 'After' })).toHaveValue(String(runs[1]));
  const comparison = page.getByRole('grid', { name: 'Comparison of two runs' });
  await expect(comparison.getByRole('row').filter({ hasText: 'P-003' })).toBeVisible();
  expect(await rowsInView(comparison)).toBeGreaterThanOrEqual(12);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
  // Every header shows its whole name ("Price before", not "Price bef…").
  const cut = await comparison
    .getByRole('columnheader')
    .evaluateAll((headers) => headers.filter((h) => [...h.querySelectorAll('span')].some((s) => s.scrollWidth > s.clientWidth)).map((h) => h.textContent));
  expect(cut).toEqual([]);
  await saveScreen(page, 'collection-compare');

  // The distribution of price changes counts every item priced in both runs; its table says the same.
  const compared = await bridge<{ rows: { pct: number | null }[] }>(request, desk, 'localCopy.compare', { collectionId });
  const priced = compared.rows.filter((r) => r.pct !== null).length;
  const changes = page.getByRole('region', { name: 'Change in price' });
  await expect(changes.getByRole('img', { name: `Price changes from run #${runs[0]} to run #${runs[1]}: ${priced} items in`, exact: false })).toBeVisible();
  await changes.getByRole('button', { name: 'Show as table: Change in price' }).click();
  const counts = await changes.getByRole('table').getByRole('row').locator('td:last-child').allTextContents();
  expect(counts.reduce((sum, n) => sum + Number(n), 0)).toBe(priced);
  // The share in stock per run, counted by main, matches each run's outputs.
  const stock = page.getByRole('region', { name: 'Items in stock' });
  await expect(stock.getByRole('img', { name: 'Share of items in stock over 2 runs' })).toBeVisible();
  await stock.getByRole('button', { name: 'Show as table: Items in stock' }).click();
  const stockRows = stock.getByRole('table').getByRole('row');
  await expect(stockRows).toHaveCount(3);
  for (const [i, runId] of runs.entries()) {
    const outputs = await bridge<{ outputs: { inStock: boolean | null }[] }>(request, desk, 'localCopy.outputs', { collectionId, runId });
    const inStock = outputs.outputs.filter((o) => o.inStock === true).length;
    await expect(stockRows.nth(i + 1).getByRole('cell')).toHaveText([`#${runId}`, /./, String(outputs.outputs.length), String(inStock), /\d+/, /\d+%/]);
  }
  await expectAccessible(page);

  await page.getByRole('group', { name: 'Export the comparison' }).getByRole('button', { name: 'Export XLSX' }).click();
  const path = await exportedPath(page, 'the comparison');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).values).toEqual([
    undefined,
    'code',
    'title',
    `price run ${runs[0]}`,
    `price run ${runs[1]}`,
    'change',
    'change %',
    `availability run ${runs[0]}`,
    `availability group run ${runs[0]}`,
    `availability run ${runs[1]}`,
    `availability group run ${runs[1]}`,
    'movement',
  ]);
  expect(sheet?.rowCount).toBe(31);
  const prices = [2, 3, 4, 5].map((r) => sheet?.getRow(r).getCell(3).value);
  expect(prices.some((v) => typeof v === 'number')).toBe(true);
  rmSync(path, { force: true });
});
