import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { collectionRecord } from '../../testing/collection-service.ts';
import { fakeDesk } from '../../testing/desk-under-test.ts';
import { expectAccessible } from '../../testing/expect-accessible.ts';
import { csvFile, dropFile, openImport, stat } from '../../testing/import-page.ts';
import { importService } from '../../testing/import-service.ts';
import { textOf } from '../../testing/text-of.ts';

// Reading a file in the import worker, as the app does: encodings, delimiters, refusals and unfamiliar headers.

const fact = (text: string) => page.getByRole('definition').filter({ hasText: new RegExp(`^${text}$`) });

test('encodings and delimiters: a BOM, a semicolon file, and Windows-1252 after the offer is accepted', async () => {
  const service = await openImport(importService([collectionRecord(1, 'Imported ASINs'), collectionRecord(2, 'Parts', { request_type: 'partsstore' })]));

  await dropFile('marketplace-bom.csv');
  await expect.element(fact('UTF-8 with BOM')).toBeVisible();
  await expect.poll(() => stat('Ready to send')).toBe('3');
  await page.getByRole('button', { name: 'Upload 3 rows' }).click();
  await expect.poll(() => stat('Added')).toBe('3');
  await page.getByRole('button', { name: 'New import' }).click();

  await dropFile('marketplace-semicolon.csv');
  await expect.element(fact('Semicolon')).toBeVisible();
  await expect.poll(() => stat('Ready to send')).toBe('3');
  await expect.element(page.getByRole('textbox', { name: 'Line 3 Include raw HTML', exact: true })).toHaveValue('true');
  await page.getByRole('button', { name: 'Upload 3 rows' }).click();
  await expect.poll(() => stat('Added')).toBe('3');
  expect(service.itemsOf(1)).toHaveLength(6);
  await page.getByRole('button', { name: 'New import' }).click();

  await page.getByRole('combobox', { name: 'Item type' }).selectOptions('partsstore');
  await page.getByRole('combobox', { name: 'Collection' }).selectOptions('2');
  await dropFile('partsstore-win1252.csv');
  const offer = page.getByRole('alert').filter({ hasText: 'This file is not UTF-8 text.' });
  await expect.element(offer).toBeVisible();
  // The offer alone: the rest of the screen is the start state, scanned in import-screen.component.test.tsx.
  await expectAccessible('main .error-message');
  await offer.getByRole('button', { name: 'Read as Windows-1252' }).click();
  await expect.element(fact('Windows-1252')).toBeVisible();
  await expect.poll(() => stat('Ready to send')).toBe('3');
  await expect.element(page.getByRole('textbox', { name: 'Line 2 Part code', exact: true })).toHaveValue('0045821');
  await page.getByRole('button', { name: 'Upload 3 rows' }).click();
  await expect.poll(() => stat('Added')).toBe('3');
  expect(service.itemsOf(2).map((i) => i.values.sku)).toContain('0045821');
  expect(service.itemsOf(2)).toHaveLength(3);
});

test('refusals in place: more than 20,000 rows, not a CSV, an empty file', async () => {
  await openImport();
  await dropFile('too-many.csv', `domain,customer_postcode,asin\r\n${'x\r\n'.repeat(20_001)}`);
  const refusal = page.getByRole('alert').filter({ hasText: 'cannot be imported' });
  await expect.poll(() => textOf(refusal)).toMatch('The file has more than 20,000 rows; split it and import each part.');

  await dropFile('not-a-csv.png');
  await expect.poll(() => textOf(refusal)).toMatch('This is not a CSV file (it looks binary)');
  expect(textOf(refusal)).toMatch('not-a-csv.png cannot be imported');

  await dropFile('empty.csv', new Uint8Array(0));
  await expect.poll(() => textOf(refusal)).toMatch('The file is empty.');
  await refusal.getByRole('button', { name: 'Choose another file' }).click();
  await expect.element(refusal).not.toBeInTheDocument();
  expect(fakeDesk.inputsOf('items.uploadBulk')).toEqual([]);
});

test('a file with unfamiliar headers, chosen with the file input: columns mapped by hand, then checked', async () => {
  const service = await openImport();
  const csv = 'Shop,Zip,Product,Notes\r\nmarketplace.com.au,2000,B0MAPD0001,first\r\nmarketplace.com.au,2000,B0MAPD0002,second\r\n';
  await userEvent.upload(page.getByLabelText('Choose a CSV file'), await csvFile('export.csv', csv));

  const mapping = page.getByRole('region', { name: 'Columns' });
  await expect.element(mapping).toBeVisible();
  const domain = mapping.getByRole('combobox', { name: /^Domain/ });
  await expect.element(domain).toHaveAttribute('aria-invalid', 'true');
  await expect.element(mapping.getByText('Choose the column that holds the domain.')).toBeVisible();
  await expect.element(mapping.getByRole('button', { name: 'Check 2 rows' })).toBeDisabled();
  await expectAccessible();

  await domain.selectOptions('Shop');
  await mapping.getByRole('combobox', { name: /^Postcode/ }).selectOptions('Zip');
  await mapping.getByRole('combobox', { name: /^ASIN/ }).selectOptions('Product');
  await expect.element(mapping.getByText('B0MAPD0001', { exact: true })).toBeVisible();
  await mapping.getByRole('button', { name: 'Check 2 rows' }).click();
  await expect.poll(() => stat('Ready to send')).toBe('2');
  await expect.element(page.getByRole('textbox', { name: 'Line 3 ASIN', exact: true })).toHaveValue('B0MAPD0002');
  await page.getByRole('button', { name: 'Upload 2 rows' }).click();
  await expect.poll(() => stat('Added')).toBe('2');
  expect(service.itemsOf(1).map((i) => i.values.asin)).toEqual(['B0MAPD0001', 'B0MAPD0002']);
});
