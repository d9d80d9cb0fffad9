import { expect, expectAccessible, saveScreen, test } from './support/desk-app.ts';
import { bridge } from './support/bridge.ts';
import { dropFile, gridRow, itemCount, openImport, seed, stat, takeSavedFile } from './support/import-page.ts';

test('a good file dropped on the screen: all rows ready, uploaded and added', async ({ openDesk, desk, request }) => {
  const { collectionId } = await seed(request, desk, 'marketplace');
  const page = await openImport(openDesk, 'marketplace', collectionId);
  await expect(page.getByRole('region', { name: 'CSV file' })).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'import-start');

  await dropFile(page, 'marketplace-good.csv');
  await expect(stat(page, 'Ready to send')).toHaveText('10');
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: /^UTF-8$/ })).toBeVisible();
  await expect(facts.filter({ hasText: /^Comma$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Invalid/ })).toContainText('0');
  await expectAccessible(page);
  await saveScreen(page, 'import-review-good');

  await page.getByRole('button', { name: 'Upload 10 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload finished' })).toContainText('10 rows added, 0 rejected');
  await expect(stat(page, 'Added')).toHaveText('10');
  await expect(page.getByText('This import is finished.')).toBeVisible();
  expect(await itemCount(request, desk, collectionId)).toBe(10);
  await saveScreen(page, 'import-done-good');
});

test('a mixed file: reasons shown, a cell fixed, rows dropped, uploaded, a rejected row fixed and resent, error report', async ({
  openDesk,
  desk,
  request,
}) => {
  const { collectionId, zipcodeId } = await seed(request, desk, 'marketplace');
  const page = await openImport(openDesk, 'marketplace', collectionId);
  await dropFile(page, 'marketplace-mixed.csv');

  await expect(stat(page, 'Invalid')).toHaveText('4');
  await expect(gridRow(page, 4)).toContainText('ASIN "B0BAD" is not 10 capital letters and digits');
  await expect(gridRow(page, 5)).toContainText('Unknown domain "marketplace.example"');
  await expect(gridRow(page, 6)).toContainText('Postcode 2999 is not registered');
  await expect(gridRow(page, 7)).toContainText('Duplicate of line 2');
  await expect(page.getByRole('textbox', { name: 'Line 4 ASIN', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Failing the checks (not sent)')).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'import-review-mixed');

  // Fix line 4 in place: it is checked again and becomes ready.
  const asin4 = page.getByRole('textbox', { name: 'Line 4 ASIN', exact: true });
  await asin4.fill('B0FIXD0004');
  await asin4.press('Enter');
  await expect(gridRow(page, 4).getByText('Ready', { exact: true })).toBeVisible();
  await expect(stat(page, 'Invalid')).toHaveText('3');

  // Drop line 5 alone, then every invalid row left (6 and 7).
  await page.getByRole('button', { name: 'Drop line 5' }).click();
  await expect(stat(page, 'Dropped')).toHaveText('1');
  await page.getByRole('button', { name: /^Drop all invalid/ }).click();
  await expect(stat(page, 'Dropped')).toHaveText('3');
  await expect(stat(page, 'Ready to send')).toHaveText('4');

  // Meanwhile someone adds row 8's ASIN to the collection: the service rejects that row.
  await bridge(request, desk, 'marketplaceItems.create', { collection: collectionId, domain: 1, customer_postcode: zipcodeId, asin: 'B0IOPKER4H' });
  await page.getByRole('button', { name: 'Upload 4 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload finished' })).toContainText('3 rows added, 1 rejected');
  await expect(gridRow(page, 8).getByText('Rejected', { exact: true })).toBeVisible();
  await expect(page.getByText('Rejected by the service')).toBeVisible();
  await saveScreen(page, 'import-rejected');

  // The error report lists the rejected row with the service's reason.
  await page.getByRole('button', { name: 'Download error report' }).click();
  const report = await takeSavedFile(page, 'marketplace-mixed-errors.csv');
  expect(report).toContain('line,domain,customer_postcode,asin,include_raw_html,custom_id,error');
  expect(report).toMatch(/\r\n8,marketplace\.com\.au,2000,B0IOPKER4H,,.+/);

  // Fix the rejected row and resend it.
  const asin8 = page.getByRole('textbox', { name: 'Line 8 ASIN', exact: true });
  await asin8.fill('B0FIXD0008');
  await asin8.press('Enter');
  await expect(gridRow(page, 8).getByText('Edited', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Resend failed rows (1)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload finished' })).toContainText('1 row added, 0 rejected');
  await expect(stat(page, 'Added')).toHaveText('4');
  await expect(stat(page, 'Rejected')).toHaveText('0');
  expect(await itemCount(request, desk, collectionId)).toBe(5);
  await expectAccessible(page);
  await saveScreen(page, 'import-resent');
});

test('encodings and delimiters: a BOM, a semicolon file, and Windows-1252 after the offer is accepted', async ({ openDesk, desk, request }) => {
  const marketplace = await seed(request, desk, 'marketplace');
  const page = await openImport(openDesk, 'marketplace', marketplace.collectionId);
  const facts = page.getByRole('definition');

  await dropFile(page, 'marketplace-bom.csv');
  await expect(facts.filter({ hasText: /^UTF-8 with BOM$/ })).toBeVisible();
  await expect(stat(page, 'Ready to send')).toHaveText('3');
  await page.getByRole('button', { name: 'Upload 3 rows' }).click();
  await expect(stat(page, 'Added')).toHaveText('3');
  await page.getByRole('button', { name: 'New import' }).click();

  await dropFile(page, 'marketplace-semicolon.csv');
  await expect(facts.filter({ hasText: /^Semicolon$/ })).toBeVisible();
  await expect(stat(page, 'Ready to send')).toHaveText('3');
  await expect(page.getByRole('textbox', { name: 'Line 3 Include raw HTML', exact: true })).toHaveValue('true');
  await page.getByRole('button', { name: 'Upload 3 rows' }).click();
  await expect(stat(page, 'Added')).toHaveText('3');
  expect(await itemCount(request, desk, marketplace.collectionId)).toBe(6);
  await page.getByRole('button', { name: 'New import' }).click();

  const parts = await seed(request, desk, 'partsstore');
  await page.getByRole('combobox', { name: 'Item type' }).selectOption('partsstore');
  await page.getByRole('combobox', { name: 'Collection' }).selectOption(String(parts.collectionId));
  await dropFile(page, 'partsstore-win1252.csv');
  const offer = page.getByRole('alert').filter({ hasText: 'This file is not UTF-8 text.' });
  await expect(offer).toBeVisible();
  await expectAccessible(page);
  await saveScreen(page, 'import-win1252-offer');
  await offer.getByRole('button', { name: 'Read as Windows-1252' }).click();
  await expect(facts.filter({ hasText: /^Windows-1252$/ })).toBeVisible();
  await expect(stat(page, 'Ready to send')).toHaveText('3');
  await expect(page.getByRole('textbox', { name: 'Line 2 Part code', exact: true })).toHaveValue('0045821');
  await page.getByRole('button', { name: 'Upload 3 rows' }).click();
  await expect(stat(page, 'Added')).toHaveText('3');
  expect(await itemCount(request, desk, parts.collectionId)).toBe(3);
});

test('refusals in place: more than 20,000 rows, not a CSV, an empty file', async ({ openDesk, desk, request }) => {
  const { collectionId } = await seed(request, desk, 'marketplace');
  const page = await openImport(openDesk, 'marketplace', collectionId);

  await dropFile(page, 'too-many.csv', Buffer.from(`domain,customer_postcode,asin\r\n${'x\r\n'.repeat(20_001)}`));
  const refusal = page.getByRole('alert').filter({ hasText: 'cannot be imported' });
  await expect(refusal).toContainText('The file has more than 20,000 rows; split it and import each part.');
  await expectAccessible(page);
  await saveScreen(page, 'import-too-many-rows');

  await dropFile(page, 'not-a-csv.png');
  await expect(refusal).toContainText('This is not a CSV file (it looks binary)');
  await expect(refusal).toContainText('not-a-csv.png cannot be imported');

  await dropFile(page, 'empty.csv', new Uint8Array(0));
  await expect(refusal).toContainText('The file is empty.');
  await refusal.getByRole('button', { name: 'Choose another file' }).click();
  await expect(refusal).toBeHidden();
  expect(await itemCount(request, desk, collectionId)).toBe(0);
});

test('a journaled import survives a reload: resumed with what was sent and what was not, then finished', async ({ openDesk, desk, request }) => {
  const { collectionId, name } = await seed(request, desk, 'marketplace');
  const page = await openImport(openDesk, 'marketplace', collectionId);
  await dropFile(page, 'marketplace-mixed.csv');
  await expect(stat(page, 'Ready to send')).toHaveText('3');
  await page.getByRole('button', { name: 'Upload 3 rows' }).click();
  await expect(stat(page, 'Added')).toHaveText('3');
  await expect(page.getByText(/^Upload finished:/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Import items' })).toBeVisible();
  const unfinished = page.getByRole('table', { name: 'Unfinished imports' });
  const entry = unfinished.getByRole('row').filter({ hasText: name });
  await expect(entry).toContainText('marketplace-mixed.csv');
  await expect(entry).toContainText('3 of 7 added · 4 not sent');
  await expectAccessible(page);
  await saveScreen(page, 'import-unfinished');

  await entry.getByRole('button', { name: 'Resume marketplace-mixed.csv' }).click();
  await expect(stat(page, 'Added')).toHaveText('3');
  await expect(stat(page, 'Invalid')).toHaveText('4');
  await expect(gridRow(page, 6)).toContainText('Postcode 2999 is not registered');
  await expect(page.getByRole('row').filter({ hasText: 'B0M80JER4H' }).first().getByText('Added', { exact: true })).toBeVisible();

  const asin4 = page.getByRole('textbox', { name: 'Line 4 ASIN', exact: true });
  await asin4.fill('B0FIXR0004');
  await asin4.press('Enter');
  await expect(stat(page, 'Ready to send')).toHaveText('1');
  await page.getByRole('button', { name: /^Drop all invalid/ }).click();
  await expect(stat(page, 'Dropped')).toHaveText('3');
  await page.getByRole('button', { name: 'Upload 1 row' }).click();
  await expect(stat(page, 'Added')).toHaveText('4');
  await expect(page.getByText('This import is finished.')).toBeVisible();
  expect(await itemCount(request, desk, collectionId)).toBe(4);
  await saveScreen(page, 'import-resumed-finished');

  await page.getByRole('button', { name: 'New import' }).click();
  await expect(page.getByRole('table', { name: 'Recent imports' }).getByRole('row').filter({ hasText: name })).toContainText('4 of 7 added · 3 dropped');
  await expect(page.getByRole('table', { name: 'Unfinished imports' }).getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('a file with unfamiliar headers, chosen with the file input: columns mapped by hand, then checked', async ({ openDesk, desk, request }) => {
  const { collectionId } = await seed(request, desk, 'marketplace');
  const page = await openImport(openDesk, 'marketplace', collectionId);
  const csv = 'Shop,Zip,Product,Notes\r\nmarketplace.com.au,2000,B0MAPD0001,first\r\nmarketplace.com.au,2000,B0MAPD0002,second\r\n';
  await page.getByLabel('Choose a CSV file').setInputFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  const mapping = page.getByRole('region', { name: 'Columns' });
  await expect(mapping).toBeVisible();
  const domain = mapping.getByRole('combobox', { name: /^Domain/ });
  await expect(domain).toHaveAttribute('aria-invalid', 'true');
  await expect(mapping.getByText('Choose the column that holds the domain.')).toBeVisible();
  await expect(mapping.getByRole('button', { name: 'Check 2 rows' })).toBeDisabled();
  await expectAccessible(page);
  await saveScreen(page, 'import-mapping');

  await domain.selectOption({ label: 'Shop' });
  await mapping.getByRole('combobox', { name: /^Postcode/ }).selectOption({ label: 'Zip' });
  await mapping.getByRole('combobox', { name: /^ASIN/ }).selectOption({ label: 'Product' });
  await expect(mapping.getByText('B0MAPD0001', { exact: true })).toBeVisible();
  await mapping.getByRole('button', { name: 'Check 2 rows' }).click();
  await expect(stat(page, 'Ready to send')).toHaveText('2');
  await expect(page.getByRole('textbox', { name: 'Line 3 ASIN', exact: true })).toHaveValue('B0MAPD0002');
});

test('5000 rows: uploaded in chunks with progress, cancelled after the chunk in flight, the rest sent later', async ({ openDesk, desk, request }) => {
  test.slow();
  const { collectionId } = await seed(request, desk, 'marketplace');
  const page = await openImport(openDesk, 'marketplace', collectionId);
  const lines = ['domain,customer_postcode,asin,include_raw_html'];
  for (let i = 0; i < 5000; i++) lines.push(`marketplace.com.au,2000,B1${i.toString(36).toUpperCase().padStart(8, '0')},false`);
  await dropFile(page, 'big.csv', Buffer.from(`${lines.join('\r\n')}\r\n`));
  await expect(stat(page, 'Ready to send')).toHaveText('5,000');

  // Hold the first chunk until Cancel is pressed, so the cancel lands while it is in flight.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let chunks = 0;
  await page.route('**/bridge/items.uploadBulk', async (route) => {
    chunks += 1;
    if (chunks === 1) await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Upload 5,000 rows' }).click();
  const progress = page.getByRole('group', { name: 'Uploading rows' });
  await expect(progress).toContainText('0 of 5,000 rows sent');
  await expect(page.getByRole('grid', { name: 'Rows of the file' }).getByText('Sending', { exact: true }).first()).toBeVisible();
  await saveScreen(page, 'import-uploading');
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress.getByRole('button', { name: 'Stopping after this chunk…' })).toBeDisabled();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Upload cancelled' })).toContainText('1,000 rows added, 0 rejected');
  await expect(stat(page, 'Ready to send')).toHaveText('4,000');
  expect(chunks).toBe(1);

  await page.getByRole('button', { name: 'Upload 4,000 rows' }).click();
  // Four chunks of 1000 rows, each checked and stored by the service: longer than a click's wait on a busy machine.
  await expect(page.getByRole('status').filter({ hasText: 'Upload finished' })).toContainText('4,000 rows added, 0 rejected', { timeout: 45_000 });
  expect(chunks).toBe(5);
  await expect(stat(page, 'Added')).toHaveText('5,000');
  expect(await itemCount(request, desk, collectionId)).toBe(5000);
  await expect(page.getByText('The import journal could not be saved')).toHaveCount(0);
  await page.getByRole('button', { name: 'New import' }).click();
  await expect(page.getByRole('table', { name: 'Recent imports' }).getByRole('row').filter({ hasText: 'big.csv' }).first()).toContainText(
    '5,000 of 5,000 added',
  );
});

test('templates download per item type', async ({ openDesk, desk, request }) => {
  const { collectionId } = await seed(request, desk, 'marketplace');
  const page = await openImport(openDesk, 'marketplace', collectionId);
  for (const type of ['marketplace', 'partsstore', 'officestore'] as const) {
    await page.getByRole('button', { name: `Download template ${type}.csv` }).click();
    const text = await takeSavedFile(page, `${type}-template.csv`);
    expect(text.split('\r\n')[0]).toBe(
      { marketplace: 'domain,customer_postcode,asin,include_raw_html', partsstore: 'sku,customer_postcode', officestore: 'sku,customer_postcode,store_id' }[
        type
      ],
    );
  }
});
