import { mutationOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ItemOutput, MarketplaceItem } from '../../shared/api/marketplace-items.ts';
import type { OfficestoreItem } from '../../shared/api/officestore-items.ts';
import type { Part } from '../../shared/api/partsstore-items.ts';
import type { ItemType } from '../../shared/csv/item-columns.ts';
import { unwrap } from '../lib/bridge-query.ts';
import { desk } from '../lib/desk.ts';
import { itemsChanged } from './changes.ts';
import type { ItemsPage } from './keys.ts';

/** One page of a collection's items as the service answered it, with its total, whatever the type. */
export type ItemsPageAnswer =
  | { type: 'marketplace'; total: number; items: MarketplaceItem[] }
  | { type: 'partsstore'; total: number; items: Part[] }
  | { type: 'officestore'; total: number; items: OfficestoreItem[] };

/** Reads one page of a collection's items of a type (`<type>Items.list`), with the service's total. */
export async function fetchItemsPage(collectionId: number, type: ItemType, page: ItemsPage): Promise<ItemsPageAnswer> {
  const input = { collection_id: collectionId, skip: page.skip, limit: page.limit };
  if (type === 'marketplace') {
    const answer = await unwrap(desk.marketplaceItems.list({ ...input, with_count: 1 }));
    // A bare array (no count asked or given) counts only itself.
    return Array.isArray(answer) ? { type, total: answer.length, items: answer } : { type, total: answer.total_count, items: answer.asin_list };
  }
  if (type === 'partsstore') {
    const answer = await unwrap(desk.partsstoreItems.list(input));
    return { type, total: answer.total, items: answer.items };
  }
  const answer = await unwrap(desk.officestoreItems.list(input));
  return { type, total: answer.total, items: answer.items };
}

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

/** Sends one item to its type's `create` method; answers the new item's id. */
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

/** Adds one item to a collection. */
export function createItemMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: createItem,
    onSuccess: (_data, input) => itemsChanged(client, input.collection),
  });
}

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

/** Sends a list to its type's `createMultiple` method. */
export async function createItems(input: CreateItemsInput): Promise<BatchOutcome> {
  if (input.type === 'marketplace') {
    const { type: _type, ...body } = input;
    const answer = await unwrap(desk.marketplaceItems.createMultiple(body));
    return { added: answer.success_count, errors: answer.error_rows.map((row) => ({ code: row.asin ?? '', error: row.error })) };
  }
  const { type, ...body } = input;
  const answer = type === 'partsstore' ? await unwrap(desk.partsstoreItems.createMultiple(body)) : await unwrap(desk.officestoreItems.createMultiple(body));
  return { added: answer.success_count, errors: answer.error_rows.map((row) => ({ code: row.sku ?? '', error: row.error })) };
}

/** Adds a list of items. */
export function createItemsMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: createItems,
    onSuccess: (_data, input) => itemsChanged(client, input.collection),
  });
}

/** What editing an item takes: its id and only the fields that change. */
export type UpdateItemInput =
  | { type: 'marketplace'; collectionId: number; asin_id: number; asin?: string; custom_id?: string; include_raw_html?: boolean; output?: ItemOutput }
  | { type: 'partsstore'; collectionId: number; sku_id: number; sku?: string; customer_postcode?: number }
  | { type: 'officestore'; collectionId: number; sku_id: number; sku?: string; customer_postcode?: number; store_id?: string };

/** Sends the changes to the type's `update` method. */
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
    onSuccess: (_data, input) => itemsChanged(client, input.collectionId),
  });
}

/** Which item to delete. */
export interface DeleteItemInput {
  type: ItemType;
  collectionId: number;
  itemId: number;
}

/** Deletes an item through its type's `delete` method (a marketplace ASIN's outputs stay). */
export async function deleteItem({ type, itemId }: DeleteItemInput): Promise<string> {
  if (type === 'marketplace') return unwrap(desk.marketplaceItems.delete({ asin_id: itemId }));
  if (type === 'partsstore') return unwrap(desk.partsstoreItems.delete({ sku_id: itemId }));
  return unwrap(desk.officestoreItems.delete({ sku_id: itemId }));
}

/** Deletes an item. */
export function deleteItemMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: deleteItem,
    onSuccess: (_data, input) => itemsChanged(client, input.collectionId),
  });
}
