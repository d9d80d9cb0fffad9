import { expect, expectAccessible, saveScreen, test } from './support/desk-app.ts';
import { bridge } from './support/bridge.ts';
import { dropFile, seed, stat } from './support/import-page.ts';

interface CollectionRecord {
  id: number;
  name: string;
  request_type: string;
  status: string;
  schedule: string;
  schedule_time: unknown;
  priority: string;
  fetch_mode: string;
  notification_email: string;
  destinations: string;
  item_count: number;
}

/** The ASINs of rows `from` … `from + count - 1`, each its own. */
const asins = (from: number, count: number): string[] => Array.from({ length: count }, (_, i) => `B2${(from + i).toString(36).toUpperCase().padStart(8, '0')}`);
const csv = (codes: readonly string[]): string =>
  `domain,customer_postcode,asin,include_raw_html\r\n${codes.map((a) => `marketplace.com.au,2000,${a},false`).join('\r\n')}\r\n`;

test('a 12,000-row file dropped on a collection holding 1000 items: split into three, resumed after a reload mid-upload, every row added once', async ({
  openDesk,
  desk,
  request,
}) => {
  test.slow(); // 12,000 rows checked twice and sent in twelve chunks, each journaled
  const { collectionId, name } = await seed(request, desk, 'marketplace');
  // Settings the new collections must copy (disabled, so they must stay off too), and 1000 items already in.
  await bridge(request, desk, 'items.uploadBulk', { type: 'marketplace', collectionId, csv: csv(asins(0, 1000)), fileName: 'first.csv' });
  const settings = {
    schedule: 'Daily',
    schedule_time: { hours: ['06.00'] },
    priority: 'High',
    fetch_mode: 'availability_only',
    destinations: 's3://team-bucket',
    status: 'disable',
  };
  await bridge(request, desk, 'collections.update', { collection_id: collectionId, ...settings });
  // "<name> (2)" is taken (by a collection of another type): the new ones are "(3)" and "(4)".
  const taken = { name: `${name} (2)`, request_type: 'officestore', schedule: 'Manual', priority: 'Normal', notification_email: 'other@example.com' };
  await bridge(request, desk, 'collections.add', taken);

  // A file dropped on the collection page comes here with the collection chosen (e2e/collection-import.spec.ts).
  const page = await openDesk(`#/import?collection=${collectionId}`);
  await expect(page.getByRole('combobox', { name: 'Collection' })).toHaveValue(String(collectionId));
  await dropFile(page, 'twelve-thousand.csv', Buffer.from(csv(asins(1000, 12_000))));
  const split = page.getByRole('region', { name: 'Split the file' });
  // Reading and checking 12,000 rows takes seconds on a busy machine.
  const checked = { timeout: 30_000 };
  await expect(split).toContainText(`8,000 rows do not fit in ${name}, which has room for 4,000 more items`, checked);
  await expect(split.getByRole('listitem')).toHaveText([
    `4,000 rows into ${name}`,
    `5,000 rows into a new collection, ${name} (3)`,
    `3,000 rows into a new collection, ${name} (4)`,
  ]);
  await expect(stat(page, 'Ready to send')).toHaveText('4,000');
  await expectAccessible(page, '.imp-split');
  await saveScreen(page, 'import-split-offer');
  await split.getByRole('button', { name: 'Split into 3 collections' }).click();
  await expect(stat(page, 'Ready to send')).toHaveText('12,000', checked);

  // Chunks 1–4 fill the collection, 5 and 6 go to "(3)": the sixth reaches the service, and the page reloads while
  // its answer is held (never delivered, as when the app closes mid-upload).
  let chunks = 0;
  let landed = (): void => undefined;
  const sixthLanded = new Promise<void>((resolve) => (landed = resolve));
  await page.route('**/bridge/items.uploadBulk', async (route) => {
    chunks += 1;
    if (chunks !== 6) return route.continue();
    await route.fetch();
    landed();
  });
  await page.getByRole('button', { name: 'Upload 12,000 rows' }).click();
  await sixthLanded;
  await page.reload();

  const entry = page.getByRole('table', { name: 'Unfinished imports' }).getByRole('row').filter({ hasText: 'twelve-thousand.csv' });
  await expect(entry).toContainText(`${name} and 1 new collection`);
  await expect(entry).toContainText('5,000 of 12,000 added · 7,000 not sent');
  await entry.getByRole('button', { name: 'Resume twelve-thousand.csv' }).click();
  // The sixth chunk's rows are found in "(3)": added, not sent again.
  await expect(stat(page, 'Added')).toHaveText('6,000', checked);
  await expect(stat(page, 'Ready to send')).toHaveText('6,000');
  const perCollection = page.getByRole('table', { name: 'Rows per collection' });
  await expect(perCollection.getByRole('row').filter({ hasText: `${name} (3)` })).toContainText('2,000');
  await page.getByRole('button', { name: 'Upload 6,000 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload finished' })).toContainText('6,000 rows added, 0 rejected', { timeout: 60_000 });
  await expect(stat(page, 'Added')).toHaveText('12,000');
  await expect(page.getByText('This import is finished.')).toBeVisible();
  await expect(perCollection.getByRole('row')).toHaveText([
    /Collection/,
    new RegExp(`^${name}4,000`),
    new RegExp(`^${name} \\(3\\)5,000`),
    new RegExp(`^${name} \\(4\\)3,000`),
  ]);

  // The service holds every row once: the collection full, "(3)" full, "(4)" with the last 3000; the new ones with its settings.
  const listed = await bridge<{ items: CollectionRecord[] }>(request, desk, 'collections.list', { search: name, limit: 20 });
  const parts = [name, `${name} (3)`, `${name} (4)`].map((n) => listed.items.find((c) => c.name === n && c.request_type === 'marketplace'));
  expect(parts.map((c) => c?.item_count)).toEqual([5000, 5000, 3000]);
  expect(listed.items).toHaveLength(4);
  const chosen = parts[0];
  for (const part of parts.slice(1)) {
    expect(part).toMatchObject({ ...settings, schedule_time: chosen?.schedule_time, notification_email: chosen?.notification_email });
  }
  const held: string[] = [];
  for (const part of parts) {
    const answer = await bridge<{ asin_list: { asin: string }[] }>(request, desk, 'marketplaceItems.list', {
      collection_id: part?.id,
      limit: 5000,
      with_count: 1,
    });
    held.push(...answer.asin_list.map((item) => item.asin));
  }
  expect(held.sort()).toEqual(asins(0, 13_000).sort());
});
