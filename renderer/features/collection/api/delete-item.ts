import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import type { ItemType } from '../lib/item-rows.ts';
import { invalidateAfterItemChange } from './create-item.ts';

/** Which item to delete. */
export interface DeleteItemInput {
  type: ItemType;
  collectionId: number;
  itemId: number;
}

/** Deletes an item through its type's `delete/` endpoint (a marketplace ASIN's outputs stay). */
export async function deleteItem({ type, itemId }: DeleteItemInput): Promise<string> {
  if (type === 'marketplace') return unwrap(desk.marketplaceItems.delete({ asin_id: itemId }));
  if (type === 'partsstore') return unwrap(desk.partsstoreItems.delete({ sku_id: itemId }));
  return unwrap(desk.officestoreItems.delete({ sku_id: itemId }));
}

/** Deletes an item. */
export function deleteItemMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: deleteItem,
    onSuccess: (_data, input) => invalidateAfterItemChange(client, input.collectionId),
  });
}

/** The delete mutation. */
export function useDeleteItem() {
  const client = useQueryClient();
  return useMutation(deleteItemMutation(client));
}
