import type { DatabaseSync } from 'node:sqlite';
import type { ItemType as ItemRequestType } from '../../shared/csv/item-columns.ts';
import { LIMITS } from '../../shared/api/limits.ts';
import { getOwnedCollection, ITEM_TABLES, type CollectionRow } from '../collections/collection-store.ts';
import { ApiError } from '../server/api-error.ts';
import { nowIso } from '../store/db.ts';
import { prepared } from '../collections/statement-cache.ts';

const NOUNS: Record<ItemRequestType, string> = {
  marketplace: 'marketplace ASINs',
  partsstore: 'partsstore parts',
  officestore: 'officestore SKUs',
};

/** The caller's collection of the given item type: 404 when missing or foreign, 400 for another type. */
export function requireItemCollection(db: DatabaseSync, userId: number, id: number, type: ItemRequestType): CollectionRow {
  const row = getOwnedCollection(db, userId, id);
  if (row.request_type !== type) {
    throw new ApiError(400, `Collection ${row.id} is a ${row.request_type} collection; ${NOUNS[type]} can only be added to a ${type} collection.`);
  }
  return row;
}

/** The message of an item refused because the collection holds its 5000 items. */
export const COLLECTION_FULL = `The collection already holds ${LIMITS.itemsPerCollection} items, the most a collection can hold.`;

/** How many more items the collection takes (5000 minus its item count). */
export function roomLeft(db: DatabaseSync, type: ItemRequestType, collectionId: number): number {
  const row = prepared(db, `SELECT COUNT(*) AS n FROM ${ITEM_TABLES[type]} WHERE collection_id = ?`).get(collectionId) as {
    n: number;
  };
  return Math.max(0, LIMITS.itemsPerCollection - row.n);
}

/** Throws the 400 of a full collection unless it takes one more item. */
export function requireRoom(db: DatabaseSync, type: ItemRequestType, collectionId: number): void {
  if (roomLeft(db, type, collectionId) < 1) throw new ApiError(400, COLLECTION_FULL);
}

/** Moves a `draft` collection to `enable` once it has an item (interface 3.2). */
export function promoteDraft(db: DatabaseSync, collectionId: number): void {
  prepared(db, "UPDATE collections SET status = 'enable', updated_at = ? WHERE id = ? AND status = 'draft'").run(nowIso(), collectionId);
}

/** A value echoed back in an error, shortened so a huge cell does not flood the answer. */
export function echo(value: string, max = 80): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}
