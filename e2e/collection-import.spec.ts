import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, saveScreen, test } from './support/desk-app.ts';
import type { DeskApp } from './support/desk-app.ts';
import { bridge } from './support/bridge.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const GOOD_CSV = 'marketplace-good.csv';

/** Postcode 2000 active on marketplace.com.au (the fixture's rows use it) and a fresh empty marketplace collection. */
async function seed(request: APIRequestContext, desk: DeskApp): Promise<{ collectionId: number; name: string }> {
  const status = await bridge<{ storage: string }>(request, desk, 'credentials.status', {});
  if (status.storage === 'unavailable') await bridge(request, desk, 'credentials.useSessionOnly', {});
  // Another test of this worker may have added it already: a 409 is as good.
  await bridge(request, desk, 'zipcodes.create', { domain: 1, zipcode: '2000' }).catch(() => undefined);
  await expect
    .poll(async () => (await bridge<{ zipcode: string }[]>(request, desk, 'zipcodes.list', { status: 'active', domain: 1 })).some((z) => z.zipcode === '2000'))
    .toBe(true);
  const name = `E2E dropped CSV ${Math.random().toString(36).slice(2, 8)}`;
  const collection = await bridge<{ id: number }>(request, desk, 'collections.add', {
    name,
    request_type: 'marketplace',
    schedule: 'Manual',
    priority: 'Normal',
    notification_email: 'analyst@example.com',
  });
  return { collectionId: collection.id, name };
}

/** Holds a real file over the page: `dragenter` and `dragover` on the screen with a DataTransfer carrying the fixture's bytes. */
async function dragFileOver(page: Page, fileName: string) {
  const transfer = await page.evaluateHandle(
    ({ name, data }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(data)], name, { type: 'text/csv' }));
      return dt;
    },
    { name: fileName, data: Array.from(readFileSync(join(FIXTURES, fileName))) },
  );
  const main = page.locator('main');
  await main.dispatchEvent('dragenter', { dataTransfer: transfer });
  await main.dispatchEvent('dragover', { dataTransfer: transfer });
  return { drop: () => main.dispatchEvent('drop', { dataTransfer: transfer }) };
}

const stat = (page: Page, label: string) => page.locator('.imp-stat').filter({ hasText: label }).locator('dd');

test('a CSV dropped on a collection page is imported into that collection', async ({ openDesk, desk, request }) => {
  test.slow(); // a file read and checked, an upload, two accessibility scans and two screenshots
  const { collectionId, name } = await seed(request, desk);
  const page = await openDesk(`#/collections/${collectionId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`No ASINs yet`)).toBeVisible();

  const held = await dragFileOver(page, GOOD_CSV);
  const veil = page.locator('.csv-drop');
  await expect(veil).toBeVisible();
  await expect(veil).toHaveText(`Drop a CSV to import it into ${name}`);
  await expectAccessible(page);
  await saveScreen(page, 'collection-drop-overlay');

  await held.drop();
  await expect(veil).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`#/import\\?collection=${collectionId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Import items' })).toBeVisible();
  // Read and checked at once, against the collection chosen for the user.
  await expect(stat(page, 'Ready to send')).toHaveText('10');
  await expect(page.getByRole('tab', { name: /Invalid/ })).toContainText('0');
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await saveScreen(page, 'collection-drop-import-review');

  await page.getByRole('button', { name: 'Upload 10 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload finished' })).toContainText('10 rows added, 0 rejected');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Items in this collection' })).toHaveAttribute('aria-valuetext', '10 / 5,000 items');
  const grid = page.getByRole('grid', { name: 'Items (ASINs)' });
  await expect(grid.getByRole('row').filter({ hasText: 'B0E712DR4H' })).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: 'B0DB82DR4H' })).toBeVisible();
});

test('"Import CSV…" on a collection page opens the chosen file on the Import screen with the collection confirmed', async ({ openDesk, desk, request }) => {
  const { collectionId, name } = await seed(request, desk);
  const page = await openDesk(`#/collections/${collectionId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import CSV…' })).toBeVisible();

  await page.getByLabel('Choose a CSV file to import').setInputFiles(join(FIXTURES, GOOD_CSV));
  await expect(page.getByRole('heading', { level: 1, name: 'Import items' })).toBeVisible();
  await expect(stat(page, 'Ready to send')).toHaveText('10');
  // The collection is chosen in the picker, where the user can still change it.
  await page.getByRole('button', { name: 'New import' }).click();
  await expect(page.getByRole('combobox', { name: 'Collection' })).toHaveValue(String(collectionId));
});
