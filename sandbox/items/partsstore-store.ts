import type { DatabaseSync } from 'node:sqlite';
import type { Part } from '../../shared/api/partsstore-items.ts';
import { ApiError } from '../server/api-error.ts';
import { prepared } from '../collections/statement-cache.ts';

/** The 404 message of a missing or foreign part. */
export const PART_NOT_FOUND = 'Part not found.';

/** The 409 message of a part whose code and postcode are already in the collection. */
export function partExists(sku: string, postcode: string): string {
  return `Part ${sku} with postcode ${postcode} already exists in this collection.`;
}

/** A `parts` row. */
export interface PartRow {
  id: number;
  collection_id: number;
  sku: string;
  customer_postcode: string;
  created_at: string;
  updated_at: string;
}

/** Partsstore timestamps: `YYYY-MM-DD HH:MM:SS` (UTC), as the service writes them (interface 2.5). */
export function partsNow(date: Date = new Date()): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** The Part JSON of a row. */
export function partRecord(row: PartRow): Part {
  return { id: row.id, sku: row.sku, customer_postcode: row.customer_postcode, collection: row.collection_id, created_at: row.created_at };
}

/** The caller's part with this record id; 404 when missing or another user's. */
export function getOwnedPart(db: DatabaseSync, userId: number, id: number): PartRow {
  const row = prepared(db, 'SELECT p.* FROM parts p JOIN collections c ON c.id = p.collection_id WHERE p.id = ? AND c.user_id = ?').get(id, userId) as
    PartRow | undefined;
  if (!row) throw new ApiError(404, PART_NOT_FOUND);
  return row;
}

/** The duplicate identity of a part in a collection: code + postcode value. */
export function partKey(sku: string, postcode: string): string {
  return `${sku}\u001f${postcode}`;
}

/** The duplicate identities of every part of a collection. */
export function partKeys(db: DatabaseSync, collectionId: number): Set<string> {
  const rows = prepared(db, 'SELECT sku, customer_postcode FROM parts WHERE collection_id = ?').all(collectionId) as unknown as PartRow[];
  return new Set(rows.map((r) => partKey(r.sku, r.customer_postcode)));
}

/** The values of a new part. */
export interface NewPart {
  collectionId: number;
  sku: string;
  postcode: string;
  now: string;
}

/** A prepared insert of parts (reuse it across a batch); returns the new record id. */
export function partInserter(db: DatabaseSync): (part: NewPart) => number {
  const statement = prepared(db, 'INSERT INTO parts (collection_id, sku, customer_postcode, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
  return (part) => Number(statement.run(part.collectionId, part.sku, part.postcode, part.now, part.now).lastInsertRowid);
}
