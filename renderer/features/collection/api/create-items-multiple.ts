import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { invalidateAfterItemChange } from './create-item.ts';

/** What adding many items takes: the comma-separated codes and the postcode (and domain) by value. */
export type CreateItemsInput =
  | { type: 'marketplace'; collection: number; domain: string; customer_postcode: string; asins: string; including_raw_html?: boolean }
  | { type: 'partsstore'; collection: number; skus: string; customer_postcode: string }
  | { type: 'officestore'; collection: number; skus: string; customer_postcode: string; domain?: string; store_id?: string };

/** One refused row of a batch, whatever the type. */
export interface BatchErrorRow {
  code: string;
  error: string;
}

/** The outcome of a batch: how many were added and why the rest were not. */
export interface BatchOutcome {
  added: number;
  errors: BatchErrorRow[];
}

/** Sends a list to its type's `create/multiple/` endpoint. */
export async function createItems(input: CreateItemsInput): Promise<BatchOutcome> {
  if (input.type === 'marketplace') {
    const { type: _type, ...body } = input;
    const answer = await unwrap(desk.marketplaceItems.createMultiple(body));
    return { added: answer.success_count, errors: answer.error_rows.map((row) => ({ code: row.asin ?? '', error: row.error })) };
  }
  const { type, ...body } = input;
  const answer =
    type === 'partsstore' ? await unwrap(desk.partsstoreItems.createMultiple(body)) : await unwrap(desk.officestoreItems.createMultiple(body));
  return { added: answer.success_count, errors: answer.error_rows.map((row) => ({ code: row.sku ?? '', error: row.error })) };
}

/** Adds a pasted list of items. */
export function createItemsMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: createItems,
    onSuccess: (_data, input) => invalidateAfterItemChange(client, input.collection),
  });
}

/** The add-many mutation. */
export function useCreateItems() {
  const client = useQueryClient();
  return useMutation(createItemsMutation(client));
}
