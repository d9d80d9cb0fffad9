import { rmSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
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

test('two runs: every item with its latest price and trend, an item’s history chart, the comparison and a typed XLSX export', async ({
  openDesk,
  desk,
  request,
}) => {
  const { collectionId, runs } = await twoArchivedRuns(request, desk, ['P-100', 'P-200', 'P-300', 'P-400']);
  const page = await openDesk(`#/collections/${collectionId}?tab=history`);
  const table = page.getByRole('grid', { name: 'All items with their latest prices' });
  await expect(table.getByRole('row').filter({ hasText: 'P-300' })).toBeVisible();
  await expect(page.getByText('Up to date')).toBeVisible();

  // The filter reaches every item, not a loaded page.
  await page.getByRole('searchbox', { name: 'Filter all items' }).fill('P-200');
  await expect(table.getByRole('row').filter({ hasText: 'P-100' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'P-200' })).toBeVisible();

  await page.getByRole('button', { name: 'History of P-200' }).click();
  const drawer = page.getByRole('dialog', { name: 'History of P-200' });
  await expect(drawer.getByRole('img', { name: 'Price and availability over 2 runs' })).toBeVisible();
  for (const run of runs) await expect(drawer.getByRole('cell', { name: `#${run}` })).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Close' }).first().click();

  const totals = page.getByLabel('Comparison totals');
  await expect(totals.getByText('Items')).toBeVisible();
  await expect(
    totals
      .locator('div')
      .filter({ hasText: /^Items/ })
      .locator('dd'),
  ).toHaveText('4');
  await expect(page.getByRole('combobox', { name: 'Before' })).toHaveValue(String(runs[0]));
  await expect(page.getByRole('combobox', { name: 'After' })).toHaveValue(String(runs[1]));
  await saveScreen(page, 'collection-history');

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
    `availability run ${runs[1]}`,
    'movement',
  ]);
  expect(sheet?.rowCount).toBe(5);
  const prices = [2, 3, 4, 5].map((r) => sheet?.getRow(r).getCell(3).value);
  expect(prices.some((v) => typeof v === 'number')).toBe(true);
  rmSync(path, { force: true });
});

test('the Items tab lists every item of the local copy, and its filter reaches all of them, saying n of m', async ({ openDesk, desk, request }) => {
  const skus = Array.from({ length: 150 }, (_, i) => `S-${String(i).padStart(4, '0')}`);
  const collectionId = await partsCollection(request, desk, skus);
  const page = await openDesk(`#/collections/${collectionId}`);
  await expect(page.getByText('150 parts', { exact: true })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Items (parts)' });
  await page.getByRole('searchbox', { name: 'Filter all parts' }).fill('S-0000');
  await expect(grid.getByRole('row').filter({ hasText: 'S-0000' })).toHaveCount(1);
  await expect(page.getByText('1 of 150 parts')).toBeVisible();
  // The row found is the service's item: it opens for editing like any other.
  await grid.getByRole('button', { name: 'Edit S-0000' }).click();
  await expect(page.getByRole('dialog', { name: /S-0000/ })).toBeVisible();
});

test('Settings shows the size of each profile’s local copy and keeps results for the days chosen', async ({ openDesk }) => {
  const page = await openDesk('#/settings');
  const copy = page.getByRole('article', { name: 'Local copy of Sandbox' });
  await expect(copy).toContainText(/on this machine · \d+ collections/);
  const days = copy.getByRole('spinbutton', { name: 'Keep results for (days)' });
  await days.fill('0');
  await expect(copy.getByText('Enter a whole number of days from 1 to 36500, or leave it empty.')).toBeVisible();
  await days.fill('30');
  await copy.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sandbox: results are kept for 30 days')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Local copy of Sandbox' }).getByRole('spinbutton', { name: 'Keep results for (days)' })).toHaveValue('30');
  await expectAccessible(page);
});
