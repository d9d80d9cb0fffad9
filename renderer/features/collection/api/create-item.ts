import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ItemOutput } from '../../../../shared/api/marketplace-items.ts';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { collectionKeys } from './keys.ts';

/** What adding one item takes, per collection type. */
export type CreateItemInput =
  | {
      type: 'marketplace';
      collection: number;
      domain: number;
      customer_postcode: number;
      asin: string;
      custom_id?: string;
      include_raw_html?: boolean;
      output?: ItemOutput;
    }
  | { type: 'partsstore'; collection: number; sku: string; customer_postcode: number }
  | { type: 'officestore'; collection: number; sku: string; customer_postcode: number; store_id?: string };

/** Sends one item to its type's `create/` endpoint; answers the new item's id. */
export async function createItem(input: CreateItemInput): Promise<{ id: number }> {
  if (input.type === 'marketplace') {
    const { type: _type, ...body } = input;
    return unwrap(desk.marketplaceItems.create(body));
  }
  if (input.type === 'partsstore') {
    const { type: _type, ...body } = input;
    return unwrap(desk.partsstoreItems.create(body));
  }
  const { type: _type, ...body } = input;
  return unwrap(desk.officestoreItems.create(body));
}

/** Re-reads the items and the collection (the first item turns a draft collection on). */
export function invalidateAfterItemChange(client: QueryClient, collectionId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: collectionKeys.items(collectionId) }),
    client.invalidateQueries({ queryKey: collectionKeys.detail(collectionId) }),
  ]);
}

/** Adds one item to a collection. */
export function createItemMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: createItem,
    onSuccess: (_data, input) => invalidateAfterItemChange(client, input.collection),
  });
}

/** The add-one-item mutation. */
export function useCreateItem() {
  const client = useQueryClient();
  return useMutation(createItemMutation(client));
}
