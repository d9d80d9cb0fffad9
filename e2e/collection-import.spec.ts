import { expect, test } from './support/desk-app.ts';
import { dropFile, seed, stat } from './support/import-page.ts';

// The veil over the collection page, "Import CSV…" and the Import screen's reading and checks are component tests
// (renderer/features/import/import-from-collection.component.test.tsx and the Import screen's); this journey follows the
// dropped file's rows through main to the service and back to the collection page through the local copy.

test('a CSV dropped on a collection page is imported into that collection', async ({ openDesk, desk, request }) => {
  const { collectionId, name } = await seed(request, desk, 'marketplace');
  const page = await openDesk(`#/collections/${collectionId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`No ASINs yet`)).toBeVisible();

  await dropFile(page, 'marketplace-good.csv');
  await expect(page).toHaveURL(new RegExp(`#/import\\?collection=${collectionId}$`));
  await expect(stat(page, 'Ready to send')).toHaveText('10');
  await page.getByRole('button', { name: 'Upload 10 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload finished' })).toContainText('10 rows added, 0 rejected');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Items in this collection' })).toHaveAttribute('aria-valuetext', '10 / 5,000 items');
  const grid = page.getByRole('grid', { name: 'Items (ASINs)' });
  await expect(grid.getByRole('row').filter({ hasText: 'B0E712DR4H' })).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: 'B0DB82DR4H' })).toBeVisible();
});
