import type { Page } from '@playwright/test';
import { expect, expectAccessible, saveScreen, test } from './support/desk-app.ts';
import { bridge } from './support/bridge.ts';
import { dropFile, gridRow, itemCount, openImport, seed, stat, takeSavedFile } from './support/import-page.ts';

// The import's rough edges, each found by dropping a real file (see e2e/fixtures/README.md).

const summaryGroup = (page: Page, text: string) => page.locator('.imp-reasons__item').filter({ hasText: text });

async function errorReport(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Download error report' }).click();
  return takeSavedFile(page, name);
}

test('a 33 KB ASIN does not break the screen: a row error shown truncated, the other rows upload', async ({ openDesk, desk, request }) => {
  const { collectionId } = await seed(request, desk, 'marketplace');
  const page = await openImport(openDesk, 'marketplace', collectionId);
  await dropFile(page, 'marketplace-long-asin.csv');

  await expect(stat(page, 'Invalid')).toHaveText('1');
  await expect(stat(page, 'Ready to send')).toHaveText('2');
  await expect(page.getByText(/stopped working/)).toHaveCount(0);
  await expect(gridRow(page, 2)).toContainText('ASIN is longer than 255 characters');
  await expect(summaryGroup(page, 'ASIN is longer than 255 characters')).toContainText('line 2');
  // The summary and grid stay readable: no reason carries the value.
  const reasons = await page.locator('.imp-reasons').innerText();
  expect(reasons.length).toBeLessThan(500);
  await expectAccessible(page);
  await saveScreen(page, 'import-long-asin');

  await page.getByRole('button', { name: 'Upload 2 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload finished' })).toContainText('2 rows added, 0 rejected');
  expect(await itemCount(request, desk, collectionId)).toBe(2);
});

test("rows are numbered by the file's own lines in the grid, the summary and the error report", async ({ openDesk, desk, request }) => {
  const { collectionId } = await seed(request, desk, 'marketplace');
  const page = await openImport(openDesk, 'marketplace', collectionId);
  await dropFile(page, 'marketplace-blank-lines.csv');

  await expect(stat(page, 'Invalid')).toHaveText('2');
  await expect(page.getByText("Line numbers are the file's own, as a spreadsheet numbers its rows (blank lines count).")).toBeVisible();
  await expect(gridRow(page, 6)).toContainText('ASIN "B0SHORT" is not 10 capital letters and digits');
  await expect(gridRow(page, 9)).toContainText('Duplicate of line 3');
  await expect(page.getByRole('columnheader', { name: 'Line' })).toBeVisible();
  await expect(summaryGroup(page, 'is not 10 capital letters')).toContainText('line 6');
  await expect(summaryGroup(page, 'Duplicate of line 3')).toContainText('line 9');

  const report = await errorReport(page, 'marketplace-blank-lines-errors.csv');
  expect(report).toContain('line,domain,customer_postcode,asin,include_raw_html,custom_id,error');
  expect(report).toMatch(/\r\n6,marketplace\.com\.au,2000,B0SHORT,false,,"ASIN ""B0SHORT"" is not 10/);
  expect(report).toMatch(/\r\n9,marketplace\.com\.au,2000,B0BLB57507,false,,Duplicate of line 3/);
});

test('custom ids the bulk upload cannot carry are named, set on the added items after it, and show on the collection page', async ({
  openDesk,
  desk,
  request,
}) => {
  const { collectionId } = await seed(request, desk, 'marketplace');
  const page = await openImport(openDesk, 'marketplace', collectionId);
  await dropFile(page, 'marketplace-custom-id.csv');

  await expect(stat(page, 'Ready to send')).toHaveText('3');
  const unsent = page.getByRole('note', { name: 'Columns not sent with the upload' });
  await expect(unsent.getByRole('listitem').filter({ hasText: 'custom_id' })).toContainText('after the upload');
  await expect(unsent.getByRole('listitem').filter({ hasText: 'note' })).toContainText('ignored');
  await expect(page.getByRole('textbox', { name: 'Line 3 Custom id', exact: true })).toHaveValue('ref, 002');
  await expectAccessible(page);
  await saveScreen(page, 'import-custom-ids');

  await page.getByRole('button', { name: 'Upload 3 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'custom ids set' })).toContainText('2 custom ids set on the added items.');
  const items = await bridge<{ asin_list: { asin: string; custom_id: string | null }[] }>(request, desk, 'marketplaceItems.list', {
    collection_id: collectionId,
    with_count: 1,
  });
  expect(Object.fromEntries(items.asin_list.map((i) => [i.asin, i.custom_id]))).toEqual({ B0CIT9260H: 'ref-001', B0CISGE00G: 'ref, 002', B0CIDXRF79: null });

  // The collection page shows them without a reload of the app.
  await page.goto(page.url().replace(/#.*$/, `#/collections/${collectionId}`));
  const grid = page.getByRole('grid', { name: 'Items (ASINs)' });
  await expect(grid.getByRole('row').filter({ hasText: 'B0CISGE00G' })).toContainText('ref, 002');
});

test('custom ids left out on request: the column is named as ignored and no item gets one', async ({ openDesk, desk, request }) => {
  const { collectionId } = await seed(request, desk, 'marketplace');
  const page = await openImport(openDesk, 'marketplace', collectionId);
  await dropFile(page, 'marketplace-custom-id.csv');
  await expect(stat(page, 'Ready to send')).toHaveText('3');
  const unsent = page.getByRole('note', { name: 'Columns not sent with the upload' });
  await unsent.getByRole('button', { name: "Don't set custom ids" }).click();
  await expect(unsent.getByRole('listitem').filter({ hasText: 'custom_id' })).toContainText('ignored');
  await expect(page.getByRole('columnheader', { name: 'Custom id' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Upload 3 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload finished' })).toContainText('3 rows added');
  const items = await bridge<{ asin_list: { custom_id: string | null }[] }>(request, desk, 'marketplaceItems.list', {
    collection_id: collectionId,
    with_count: 1,
  });
  expect(items.asin_list.map((i) => i.custom_id)).toEqual([null, null, null]);
});

test('identical reasons are one group even when a value holds quotes, shown as typed', async ({ openDesk, desk, request }) => {
  const { collectionId } = await seed(request, desk, 'marketplace');
  const page = await openImport(openDesk, 'marketplace', collectionId);
  await dropFile(page, 'marketplace-quoted-asins.csv');

  await expect(stat(page, 'Invalid')).toHaveText('2');
  const groups = page.locator('.imp-reasons__item');
  await expect(groups).toHaveCount(1);
  await expect(groups.first()).toContainText('2×');
  await expect(groups.first()).toContainText('ASIN "…" is not 10 capital letters and digits');
  await expect(groups.first()).toContainText('lines 2, 3');
  await expect(gridRow(page, 3)).toContainText('ASIN "B0"BAD"2" is not 10 capital letters and digits');
});
