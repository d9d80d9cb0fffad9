import type { DatabaseSync } from 'node:sqlite';
import type { OfficestoreItem } from '../../shared/api/officestore-items.ts';
import { findStore } from '../data/stores.ts';
import { ApiError } from '../server/api-error.ts';
import { echo } from './item-collection.ts';
import { prepared } from '../collections/statement-cache.ts';

/** The 404 message of a missing or foreign officestore SKU item. */
export const SKU_NOT_FOUND = 'SKU not found.';

/** The 409 message of a SKU already in the collection. */
export function skuExists(sku: string): string {
  return `SKU ${sku} already exists in this collection.`;
}

/** Why a store id is refused, or null for a known store. */
export function storeProblem(storeId: string): string | null {
  return findStore(storeId) ? null : `Unknown store_id "${echo(storeId, 20)}"; see settings/officestore/stores/ for the store ids.`;
}

/** An `officestore_skus` row. */
export interface OfficestoreRow {
  id: number;
  collection_id: number;
  sku: string;
  store_id: string;
  customer_postcode: string;
  created_at: string;
  updated_at: string;
}

/** The officestore SKU JSON of a row (completions 7). */
export function officestoreRecord(row: OfficestoreRow): OfficestoreItem {
  return {
    id: row.id,
    sku: row.sku,
    store_id: row.store_id,
    customer_postcode: row.customer_postcode,
    collection: row.collection_id,
    created_at: row.created_at,
  };
}

/** The caller's SKU item with this id; 404 when missing or another user's. */
export function getOwnedSku(db: DatabaseSync, userId: number, id: number): OfficestoreRow {
  const row = prepared(db, 'SELECT s.* FROM officestore_skus s JOIN collections c ON c.id = s.collection_id WHERE s.id = ? AND c.user_id = ?').get(
    id,
    userId,
  ) as OfficestoreRow | undefined;
  if (!row) throw new ApiError(404, SKU_NOT_FOUND);
  return row;
}

/** The SKUs already in a collection (a SKU is in a collection at most once). */
export function skuKeys(db: DatabaseSync, collectionId: number): Set<string> {
  const rows = prepared(db, 'SELECT sku FROM officestore_skus WHERE collection_id = ?').all(collectionId) as unknown as { sku: string }[];
  return new Set(rows.map((r) => r.sku));
}

/** The values of a new SKU item. */
export interface NewSku {
  collectionId: number;
  sku: string;
  storeId: string;
  postcode: string;
  now: string;
}

/** A prepared insert of SKU items (reuse it across a batch); returns the new id. */
export function skuInserter(db: DatabaseSync): (item: NewSku) => number {
  const statement = prepared(
    db,
    'INSERT INTO officestore_skus (collection_id, sku, store_id, customer_postcode, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  return (item) => Number(statement.run(item.collectionId, item.sku, item.storeId, item.postcode, item.now, item.now).lastInsertRowid);
}
