import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { dropFile, gridRow, openImport, stat, uploadNotice } from '../../testing/import-page.ts';
import { textOf } from '../../testing/text-of.ts';

// The import's rough edges, each found by dropping a real file (see e2e/fixtures/README.md).

/** The reason groups of the summary, each as its text. */
const reasonGroups = (): string[] => [...document.querySelectorAll('.imp-reasons__item')].map((el) => el.textContent ?? '');
const groupWith = (text: string): string => reasonGroups().find((g) => g.includes(text)) ?? '';

test('a 33 KB ASIN does not break the screen: a row error shown truncated, the other rows upload', async () => {
  const service = await openImport();
  await dropFile('marketplace-long-asin.csv');

  await expect.poll(() => stat('Invalid')).toBe('1');
  expect(stat('Ready to send')).toBe('2');
  await expect.poll(() => textOf(gridRow(2))).toMatch('ASIN is longer than 255 characters');
  expect(groupWith('ASIN is longer than 255 characters')).toMatch('line 2');
  expect(document.body.textContent).not.toMatch(/stopped working/);
  // The summary and grid stay readable: no reason carries the value.
  expect(document.querySelector('.imp-reasons')?.textContent?.length ?? 0).toBeLessThan(500);

  await page.getByRole('button', { name: 'Upload 2 rows' }).click();
  await expect.poll(() => textOf(uploadNotice())).toMatch(/2 rows added, 0 rejected/);
  expect(service.itemsOf(1)).toHaveLength(2);
});

test("rows are numbered by the file's own lines in the grid, the summary and the error report", async () => {
  await openImport();
  await dropFile('marketplace-blank-lines.csv');

  await expect.poll(() => stat('Invalid')).toBe('2');
  await expect.element(page.getByText("Line numbers are the file's own, as a spreadsheet numbers its rows (blank lines count).")).toBeVisible();
  await expect.poll(() => textOf(gridRow(6))).toMatch('ASIN "B0SHORT" is not 10 capital letters and digits');
  await expect.poll(() => textOf(gridRow(9))).toMatch('Duplicate of line 3');
  await expect.element(page.getByRole('columnheader', { name: 'Line' })).toBeVisible();
  expect(groupWith('is not 10 capital letters')).toMatch('line 6');
  expect(groupWith('Duplicate of line 3')).toMatch('line 9');

  await page.getByRole('button', { name: 'Download error report' }).click();
  await expect.element(page.getByText('Saved marketplace-blank-lines-errors.csv')).toBeVisible();
  const [report] = fakeDesk.inputsOf('files.saveText');
  expect(report?.suggestedName).toBe('marketplace-blank-lines-errors.csv');
  expect(report?.text).toContain('line,domain,customer_postcode,asin,include_raw_html,custom_id,error');
  expect(report?.text).toMatch(/\r\n6,marketplace\.com\.au,2000,B0SHORT,false,,"ASIN ""B0SHORT"" is not 10/);
  expect(report?.text).toMatch(/\r\n9,marketplace\.com\.au,2000,B0BLB57507,false,,Duplicate of line 3/);
});

test('custom ids the bulk upload cannot carry are named, set on the added items after it, and show on the collection page', async () => {
  const service = await openImport();
  await dropFile('marketplace-custom-id.csv');

  await expect.poll(() => stat('Ready to send')).toBe('3');
  const unsent = page.getByRole('note', { name: 'Columns not sent with the upload' });
  await expect.poll(() => textOf(unsent.getByRole('listitem').filter({ hasText: 'custom_id' }))).toMatch('after the upload');
  await expect.poll(() => textOf(unsent.getByRole('listitem').filter({ hasText: 'note' }))).toMatch('ignored');
  await expect.element(page.getByRole('textbox', { name: 'Line 3 Custom id', exact: true })).toHaveValue('ref, 002');

  await page.getByRole('button', { name: 'Upload 3 rows' }).click();
  await expect.poll(() => textOf(page.getByRole('status').filter({ hasText: 'custom ids set' }))).toMatch('2 custom ids set on the added items.');
  // The bulk CSV carries no custom_id: each is set on its added item afterwards.
  expect(fakeDesk.inputsOf('items.uploadBulk').map((i) => i.csv.split('\r\n')[0])).toEqual(['domain,customer_postcode,asin,include_raw_html']);
  expect(Object.fromEntries(service.itemsOf(1).map((i) => [i.values.asin, i.customId]))).toEqual({
    B0CIT9260H: 'ref-001',
    B0CISGE00G: 'ref, 002',
    B0CIDXRF79: null,
  });

  // The collection page shows them without a reload of the app.
  window.location.hash = '#/collections/1';
  const grid = page.getByRole('grid', { name: 'Items (ASINs)' });
  await expect.poll(() => textOf(grid.getByRole('row').filter({ hasText: 'B0CISGE00G' }))).toMatch('ref, 002');
});

test('custom ids left out on request: the column is named as ignored and no item gets one', async () => {
  const service = await openImport();
  await dropFile('marketplace-custom-id.csv');
  await expect.poll(() => stat('Ready to send')).toBe('3');
  const unsent = page.getByRole('note', { name: 'Columns not sent with the upload' });
  await unsent.getByRole('button', { name: "Don't set custom ids" }).click();
  await expect.poll(() => textOf(unsent.getByRole('listitem').filter({ hasText: 'custom_id' }))).toMatch('ignored');
  await expect.element(page.getByRole('columnheader', { name: 'Custom id' })).not.toBeInTheDocument();

  await page.getByRole('button', { name: 'Upload 3 rows' }).click();
  await expect.poll(() => textOf(uploadNotice())).toMatch(/3 rows added/);
  expect(service.itemsOf(1).map((i) => i.customId)).toEqual([null, null, null]);
  expect(fakeDesk.inputsOf('marketplaceItems.update')).toEqual([]);
});

test('identical reasons are one group even when a value holds quotes, shown as typed', async () => {
  await openImport();
  await dropFile('marketplace-quoted-asins.csv');

  await expect.poll(() => stat('Invalid')).toBe('2');
  expect(reasonGroups()).toHaveLength(1);
  expect(reasonGroups()[0]).toMatch('2×');
  expect(reasonGroups()[0]).toMatch('ASIN "…" is not 10 capital letters and digits');
  expect(reasonGroups()[0]).toMatch('lines 2, 3');
  await expect.poll(() => textOf(gridRow(3))).toMatch('ASIN "B0"BAD"2" is not 10 capital letters and digits');
});
