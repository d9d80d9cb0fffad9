import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { collectionRecord, collectionService } from '../testing/collection-service.ts';
import { renderDesk } from '../testing/render-desk.tsx';
import { textOf } from '../testing/text-of.ts';

const NAME = 'Shelf imported';
const ASINS = ['B0E712DR4H', 'B0DB82DR4H', 'B0CFE3DR4H', 'B0BJK3DR4H', 'B0ANQ3DR4H', 'B09QW3DR4H', 'B08U23DR4H', 'B07Y83DR4H', 'B062E4DR4H', 'B056K4DR4H'];

test('items main adds to its copy (an import) show on the open collection page and in the Collections list already read, without a reload', async () => {
  const collections = collectionService([collectionRecord(1, NAME)]);
  await renderDesk('#/collections', collections.answers);
  const list = page.getByRole('grid', { name: /Collections/ });
  await expect.element(list.getByRole('row', { name: new RegExp(NAME) })).toBeVisible();
  await list.getByRole('link', { name: NAME }).click();
  await expect.element(page.getByText('No ASINs yet')).toBeVisible();

  // An upload finished in main: its copy holds the rows and it says what moved (`localCopy.changed`).
  collections.addItems(1, ASINS);
  await expect.element(page.getByRole('meter', { name: 'Items in this collection' })).toHaveAttribute('aria-valuetext', '10 / 5,000 items');
  await expect.element(page.getByRole('grid', { name: 'Items (ASINs)' }).getByRole('row').filter({ hasText: 'B0E712DR4H' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections', exact: true }).click();
  const headers = list
    .getByRole('columnheader')
    .elements()
    .map((h) => h.textContent?.trim() ?? '');
  const items = list
    .getByRole('row', { name: new RegExp(NAME) })
    .getByRole('gridcell')
    .nth(headers.findIndex((h) => h.startsWith('Items')));
  await expect.poll(() => textOf(items)).toBe('10');
});
