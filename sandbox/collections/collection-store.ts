import type { DatabaseSync } from 'node:sqlite';
import type { Collection, RequestType, ScheduleTime } from '../../shared/api/collections.ts';
import { MESSAGES } from '../../shared/api/envelope.ts';
import { ApiError } from '../server/api-error.ts';
import { prepared } from './statement-cache.ts';

/** A `collections` table row as SQLite returns it. */
export interface CollectionRow {
  id: number;
  user_id: number;
  name: string;
  request_type: RequestType;
  status: Collection['status'];
  schedule_status: Collection['schedule_status'];
  schedule_message: string | null;
  priority: Collection['priority'];
  schedule: Collection['schedule'];
  schedule_time: string | null;
  fetch_mode: Collection['fetch_mode'];
  notification_email: string | null;
  destinations: string | null;
  category_json: string | null;
  last_run_at: string | null;
  next_run_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The item table of each item collection type. */
export const ITEM_TABLES = { marketplace: 'asins', partsstore: 'parts', officestore: 'officestore_skus' } as const;

/**
 * The SQL expression of a collection's item count, for a query over `collections` aliased `alias`:
 * an index range count in the type's item table (category scrapes count their latest runner's ASINs).
 */
export function itemCountSql(alias: string): string {
  const count = (table: string) => `(SELECT COUNT(*) FROM ${table} WHERE collection_id = ${alias}.id)`;
  return `CASE ${alias}.request_type
    WHEN 'marketplace' THEN ${count(ITEM_TABLES.marketplace)}
    WHEN 'partsstore' THEN ${count(ITEM_TABLES.partsstore)}
    WHEN 'officestore' THEN ${count(ITEM_TABLES.officestore)}
    ELSE COALESCE((SELECT asin_count FROM runners WHERE collection_id = ${alias}.id ORDER BY id DESC LIMIT 1), 0)
  END`;
}

/** The caller's collection with this id; ApiError 404 `Collection not found.` for a missing or foreign one. */
export function getOwnedCollection(db: DatabaseSync, userId: number, id: number): CollectionRow {
  const row = prepared(db, 'SELECT * FROM collections WHERE id = ? AND user_id = ?').get(id, userId) as CollectionRow | undefined;
  if (!row) throw new ApiError(404, MESSAGES.collectionNotFound);
  return row;
}

/** How many items a collection holds (its type's item table; a category scrape's found ASINs). */
export function countItems(db: DatabaseSync, collection: Pick<CollectionRow, 'id' | 'request_type'>): number {
  const row = prepared(db, `SELECT ${itemCountSql('c')} AS n FROM collections c WHERE c.id = ?`).get(collection.id) as { n: number } | undefined;
  if (row) return row.n;
  // A row not (or no longer) in the table still counts its type's items.
  if (collection.request_type === 'marketplace_category_scrape') return 0;
  const table = ITEM_TABLES[collection.request_type];
  return (prepared(db, `SELECT COUNT(*) AS n FROM ${table} WHERE collection_id = ?`).get(collection.id) as { n: number }).n;
}

function parseScheduleTime(text: string | null): ScheduleTime | null {
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text) as ScheduleTime;
  } catch {
    return null;
  }
}

/** The Collection JSON of a row; pass `itemCount` when the query already counted it. */
export function collectionRecord(db: DatabaseSync, row: CollectionRow, itemCount?: number): Collection {
  return {
    id: row.id,
    name: row.name,
    request_type: row.request_type,
    status: row.status,
    schedule_status: row.schedule_status,
    schedule_message: row.schedule_message,
    priority: row.priority,
    schedule: row.schedule,
    schedule_time: parseScheduleTime(row.schedule_time),
    fetch_mode: row.fetch_mode,
    notification_email: row.notification_email,
    destinations: row.destinations,
    item_count: itemCount ?? countItems(db, row),
    last_run_at: row.last_run_at,
    next_run_at: row.next_run_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
