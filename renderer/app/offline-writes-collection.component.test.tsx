import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { collectionRecord, collectionService } from '../testing/collection-service.ts';
import { fakeDesk } from '../testing/desk-under-test.ts';
import { postcodeService } from '../testing/postcode-service.ts';
import { renderDesk } from '../testing/render-desk.tsx';
import { serviceConnection } from '../testing/service-connection.ts';
import { OFFLINE_REFUSAL, opensRefusing, refuses } from '../testing/write-refusals.ts';

/** A good marketplace file of 10 rows (as e2e/fixtures/marketplace-good.csv). */
const goodCsv = [
  'domain,customer_postcode,asin,include_raw_html',
  'marketplace.com.au,2000,B0E712DR4H,false',
  'marketplace.com.au,2000,B0DB82DR4H,false',
  'marketplace.com.au,2000,B0CFE3DR4H,true',
  'marketplace.com.au,2000,B0BJK3DR4H,false',
  'marketplace.com.au,2000,B0ANQ3DR4H,false',
  'marketplace.com.au,2000,B09QW3DR4H,true',
  'marketplace.com.au,2000,B08U23DR4H,false',
  'marketplace.com.au,2000,B07Y83DR4H,false',
  'marketplace.com.au,2000,B062E4DR4H,true',
  'marketplace.com.au,2000,B056K4DR4H,false',
].join('\n');

const NAME = 'Shelf to stop';

test('the service stops with a collection page open: its write dialogs and the import waiting for upload refuse, and work again when it is back', async () => {
  const connection = serviceConnection('sandbox');
  const collections = collectionService([collectionRecord(1, NAME)], { 1: ['B0E2E30001', 'B0E2E30002'] });
  await renderDesk('#/collections/1', {
    ...collections.answers,
    ...postcodeService([{ domain: 1, zipcode: '2000' }]).answers,
    ...connection.answers,
    'imports.list': { unfinished: [], recent: [] },
    // The check asks the service which of the file's ASINs the collection already holds: none of them.
    'marketplaceItems.list': { total_count: 0, asin_list: [] },
    // Main keeps the journal; the page only needs its summary back.
    'imports.save': ({ journal }) => ({
      ...journal,
      id: 'offline-import-1',
      splitInto: [],
      counts: { total: journal.rows.length, ready: journal.rows.length, invalid: 0, sending: 0, sentOk: 0, rejected: 0, dropped: 0 },
      createdAt: '2026-11-28T07:41:00.000Z',
      updatedAt: '2026-11-28T07:41:00.000Z',
    }),
    'imports.saveRows': ({ change }) => ({
      id: change.id,
      fileName: 'marketplace-good.csv',
      type: 'marketplace',
      collectionId: 1,
      collectionName: NAME,
      splitInto: [],
      status: change.status,
      counts: { total: 10, ready: 10, invalid: 0, sending: 0, sentOk: 0, rejected: 0, dropped: 0 },
      createdAt: '2026-11-28T07:41:00.000Z',
      updatedAt: '2026-11-28T07:41:00.000Z',
    }),
  });
  const grid = page.getByRole('grid', { name: 'Items (ASINs)' });
  await expect.element(grid.getByRole('row').filter({ hasText: 'B0E2E30002' })).toBeVisible();
  // A file waits for upload on the Import screen; the page goes back to the collection.
  await userEvent.upload(page.getByLabelText('Choose a CSV file to import'), [new File([goodCsv], 'marketplace-good.csv', { type: 'text/csv' })]);
  await expect.element(page.getByRole('button', { name: 'Upload 10 rows' })).toBeEnabled();
  history.back();
  await expect.element(grid.getByRole('row').filter({ hasText: 'B0E2E30002' })).toBeVisible();

  connection.stop();

  await opensRefusing(page.getByRole('button', { name: 'Add ASIN' }).first(), 'Add ASIN', 'Add ASIN');
  await opensRefusing(page.getByRole('button', { name: 'Paste list' }), 'Paste a list of ASINs', /^Add/);
  await opensRefusing(grid.getByRole('button', { name: 'Edit B0E2E30001' }), 'Edit ASIN B0E2E30001', 'Save');
  await opensRefusing(grid.getByRole('button', { name: 'Delete B0E2E30001' }), 'Delete ASIN B0E2E30001?', 'Delete');
  await opensRefusing(page.getByRole('button', { name: 'Run now' }), `Run ${NAME} now?`, /^Run/);

  // The import waiting for upload: the rows stay, sending is refused.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Import' }).click();
  await expect.element(page.getByRole('heading', { level: 1, name: 'Import items' })).toBeVisible();
  await refuses(page.getByRole('main'), 'Upload 10 rows');

  connection.start();
  await expect.element(page.getByRole('button', { name: 'Upload 10 rows' })).toBeEnabled();
  await expect.element(page.getByRole('main').getByText(OFFLINE_REFUSAL)).not.toBeInTheDocument();
  expect(fakeDesk.calls.map((c) => c.method).filter((m) => /Items\.(create|update|delete)|^runs\.run$|uploadBulk/.test(m))).toEqual([]);
});
