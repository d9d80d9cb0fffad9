import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { marketplacePage, officestoreRow, partRow } from '../lib/item-rows.ts';
import type { ItemsPageData, ItemType } from '../lib/item-rows.ts';
import { collectionKeys } from './keys.ts';
import type { ItemsPage } from './keys.ts';

/** Reads one page of a collection's items of a type, with the service's total. */
export async function fetchItemsPage(collectionId: number, type: ItemType, page: ItemsPage): Promise<ItemsPageData> {
  const input = { collection_id: collectionId, skip: page.skip, limit: page.limit };
  if (type === 'marketplace') return marketplacePage(await unwrap(desk.marketplaceItems.list({ ...input, with_count: 1 })));
  if (type === 'partsstore') {
    const answer = await unwrap(desk.partsstoreItems.list(input));
    return { total: answer.total, rows: answer.items.map(partRow) };
  }
  const answer = await unwrap(desk.officestoreItems.list(input));
  return { total: answer.total, rows: answer.items.map(officestoreRow) };
}

/** One server page of items (the previous page stays on screen while the next loads). */
export function itemsQuery(collectionId: number, type: ItemType, page: ItemsPage) {
  return queryOptions({
    queryKey: collectionKeys.itemsPage(collectionId, type, page),
    queryFn: () => fetchItemsPage(collectionId, type, page),
    placeholderData: keepPreviousData,
  });
}

/** Reads a page of items. */
export function useItems(collectionId: number, type: ItemType, page: ItemsPage) {
  return useQuery(itemsQuery(collectionId, type, page));
}
