import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ItemOutput } from '../../../../shared/api/marketplace-items.ts';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { collectionKeys } from './keys.ts';

/** What editing an item takes: its id and only the fields that change. */
export type UpdateItemInput =
  | { type: 'marketplace'; collectionId: number; asin_id: number; asin?: string; custom_id?: string; include_raw_html?: boolean; output?: ItemOutput }
  | { type: 'partsstore'; collectionId: number; sku_id: number; sku?: string; customer_postcode?: number }
  | { type: 'officestore'; collectionId: number; sku_id: number; sku?: string; customer_postcode?: number; store_id?: string };

/** Sends the changes to the type's `update/` endpoint. */
export async function updateItem(input: UpdateItemInput): Promise<void> {
  if (input.type === 'marketplace') {
    const { type: _type, collectionId: _c, ...body } = input;
    await unwrap(desk.marketplaceItems.update(body));
  } else if (input.type === 'partsstore') {
    const { type: _type, collectionId: _c, ...body } = input;
    await unwrap(desk.partsstoreItems.update(body));
  } else {
    const { type: _type, collectionId: _c, ...body } = input;
    await unwrap(desk.officestoreItems.update(body));
  }
}

/** Changes an item. */
export function updateItemMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: updateItem,
    onSuccess: (_data, input) => client.invalidateQueries({ queryKey: collectionKeys.items(input.collectionId) }),
  });
}

/** The edit mutation. */
export function useUpdateItem() {
  const client = useQueryClient();
  return useMutation(updateItemMutation(client));
}
