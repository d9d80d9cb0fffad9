import { useQuery } from '@tanstack/react-query';
import { itemsPageQuery } from '../../../data/items.ts';
import type { ItemsPage } from '../../../data/keys.ts';
import { itemsPageRows } from '../lib/item-rows.ts';
import type { ItemType } from '../lib/item-rows.ts';

/** Reads a page of a collection's items as table rows. */
export function useItems(collectionId: number, type: ItemType, page: ItemsPage) {
  return useQuery({ ...itemsPageQuery(collectionId, type, page), select: itemsPageRows });
}
