import { expect, saveScreen, test } from './support/desk-app.ts';
import { dropFile, gridRow, itemCount, openImport, seed, stat } from './support/import-page.ts';

// The Import screen's own behaviour (reading, checks, fixes, chunks, reports, templates) is in its component tests
// (renderer/features/import/*.component.test.tsx); this journey is what crosses processes: main's journal across a reload.

test('a journaled import survives a reload: resumed with what was sent and what was not, then finished', async ({ openDesk, desk, request }) => {
  const { collectionId, name } = await seed(request, desk, 'marketplace');
  const page = await openImport(openDesk, 'marketplace', collectionId);
  await dropFile(page, 'marketplace-mixed.csv');
  await expect(stat(page, 'Ready to send')).toHaveText('3');
  await page.getByRole('button', { name: 'Upload 3 rows' }).click();
  await expect(stat(page, 'Added')).toHaveText('3');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Import items' })).toBeVisible();
  const unfinished = page.getByRole('table', { name: 'Unfinished imports' });
  const entry = unfinished.getByRole('row').filter({ hasText: name });
  await expect(entry).toContainText('marketplace-mixed.csv');
  await expect(entry).toContainText('3 of 7 added · 4 not sent');
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

  await page.getByRole('button', { name: 'New import' }).click();
  await expect(page.getByRole('table', { name: 'Recent imports' }).getByRole('row').filter({ hasText: name })).toContainText('4 of 7 added · 3 dropped');
  await expect(page.getByRole('table', { name: 'Unfinished imports' }).getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
