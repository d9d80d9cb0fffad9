import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { dropFile, gridRow, openImport, stat, uploadNotice } from '../../testing/import-page.ts';
import { textOf } from '../../testing/text-of.ts';

const finished = () => uploadNotice();
const fact = (text: string) => page.getByRole('definition').filter({ hasText: new RegExp(`^${text}$`) });

test('a good file dropped on the screen: all rows ready, uploaded and added', async () => {
  const service = await openImport();
  await expect.element(page.getByRole('region', { name: 'CSV file' })).toBeVisible();
  await expectAccessible();

  await dropFile('marketplace-good.csv');
  await expect.poll(() => stat('Ready to send')).toBe('10');
  await expect.element(fact('UTF-8')).toBeVisible();
  await expect.element(fact('Comma')).toBeVisible();
  await expect.poll(() => textOf(page.getByRole('tab', { name: /Invalid/ }))).toMatch(/0/);

  await page.getByRole('button', { name: 'Upload 10 rows' }).click();
  await expect.poll(() => textOf(finished())).toMatch(/10 rows added, 0 rejected/);
  await expect.poll(() => stat('Added')).toBe('10');
  await expect.element(page.getByText('This import is finished.')).toBeVisible();
  await expectAccessible();
  expect(service.itemsOf(1)).toHaveLength(10);
  expect(fakeDesk.inputsOf('items.uploadBulk')).toEqual([expect.objectContaining({ type: 'marketplace', collectionId: 1, fileName: 'marketplace-good.csv' })]);
});

test('a mixed file: reasons shown, a cell fixed, rows dropped, uploaded, a rejected row fixed and resent, error report', async () => {
  const service = await openImport();
  await dropFile('marketplace-mixed.csv');

  await expect.poll(() => stat('Invalid')).toBe('4');
  await expect.poll(() => textOf(gridRow(4))).toMatch('ASIN "B0BAD" is not 10 capital letters and digits');
  await expect.poll(() => textOf(gridRow(5))).toMatch('Unknown domain "marketplace.example"');
  await expect.poll(() => textOf(gridRow(6))).toMatch('Postcode 2999 is not registered');
  await expect.poll(() => textOf(gridRow(7))).toMatch('Duplicate of line 2');
  const asin4 = page.getByRole('textbox', { name: 'Line 4 ASIN', exact: true });
  await expect.element(asin4).toHaveAttribute('aria-invalid', 'true');
  await expect.element(page.getByText('Failing the checks (not sent)')).toBeVisible();
  await expectAccessible();

  // Fix line 4 in place: it is checked again and becomes ready.
  await asin4.fill('B0FIXD0004');
  await userEvent.keyboard('{Enter}');
  await expect.element(gridRow(4).getByText('Ready', { exact: true })).toBeVisible();
  await expect.poll(() => stat('Invalid')).toBe('3');

  // Drop line 5 alone, then every invalid row left (6 and 7).
  await page.getByRole('button', { name: 'Drop line 5' }).click();
  await expect.poll(() => stat('Dropped')).toBe('1');
  await page.getByRole('button', { name: /^Drop all invalid/ }).click();
  await expect.poll(() => stat('Dropped')).toBe('3');
  await expect.poll(() => stat('Ready to send')).toBe('4');

  // Meanwhile someone adds row 8's ASIN to the collection: the service rejects that row.
  service.addElsewhere(1, { domain: 'marketplace.com.au', customer_postcode: '2000', asin: 'B0IOPKER4H' });
  await page.getByRole('button', { name: 'Upload 4 rows' }).click();
  await expect.poll(() => textOf(finished())).toMatch(/3 rows added, 1 rejected/);
  await expect.element(gridRow(8).getByText('Rejected', { exact: true })).toBeVisible();
  await expect.element(page.getByText('Rejected by the service')).toBeVisible();

  // The error report main is asked to save lists the rejected row with the service's reason.
  await page.getByRole('button', { name: 'Download error report' }).click();
  await expect.element(page.getByText('Saved marketplace-mixed-errors.csv')).toBeVisible();
  const [report] = fakeDesk.inputsOf('files.saveText');
  expect(report?.suggestedName).toBe('marketplace-mixed-errors.csv');
  expect(report?.text).toContain('line,domain,customer_postcode,asin,include_raw_html,custom_id,error');
  expect(report?.text).toMatch(/\r\n8,marketplace\.com\.au,2000,B0IOPKER4H,,.*ASIN already exists in this collection\./);

  // Fix the rejected row and resend it.
  await page.getByRole('textbox', { name: 'Line 8 ASIN', exact: true }).fill('B0FIXD0008');
  await userEvent.keyboard('{Enter}');
  await expect.element(gridRow(8).getByText('Edited', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Resend failed rows (1)' }).click();
  await expect.poll(() => textOf(finished())).toMatch(/1 row added, 0 rejected/);
  await expect.poll(() => stat('Added')).toBe('4');
  expect(stat('Rejected')).toBe('0');
  expect(service.itemsOf(1).map((i) => i.values.asin)).toContain('B0FIXD0008');
  expect(service.itemsOf(1)).toHaveLength(5);
});

test('templates download per item type: main is asked to save each with its header', async () => {
  await openImport();
  const headers = {
    marketplace: 'domain,customer_postcode,asin,include_raw_html',
    partsstore: 'sku,customer_postcode',
    officestore: 'sku,customer_postcode,store_id',
  } as const;
  for (const type of ['marketplace', 'partsstore', 'officestore'] as const) {
    await page.getByRole('button', { name: `Download template ${type}.csv` }).click();
    await expect.element(page.getByText(`Saved ${type}-template.csv`)).toBeVisible();
  }
  const saved = fakeDesk.inputsOf('files.saveText');
  expect(saved.map((s) => [s.suggestedName, s.text.split('\r\n')[0]])).toEqual(
    Object.entries(headers).map(([type, header]) => [`${type}-template.csv`, header]),
  );
});
