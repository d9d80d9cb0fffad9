import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import type { Collection, CollectionStatus, Schedule, ScheduleTime } from '../../shared/api/collections.ts';
import type { collectionsEndpoints } from '../../shared/api/collections.ts';
import { ApiError } from '../server/api-error.ts';
import { transaction } from '../store/db.ts';
import { collectionRecord, countItems, getOwnedCollection, itemCountSql, type CollectionRow } from './collection-store.ts';
import { nextRunAt } from './next-run.ts';
import { prepared } from './statement-cache.ts';

type Input<K extends keyof typeof collectionsEndpoints> = z.output<(typeof collectionsEndpoints)[K]['input']>;

/** The 400 message of `status: enable` on a collection without items. */
export const ENABLE_NEEDS_ITEMS = 'A collection needs at least one item before it can be enabled; add items first.';

/** When a collection of this status and schedule next runs by itself (a disabled one never does). */
function scheduledRun(status: CollectionStatus, schedule: Schedule, time: ScheduleTime | null, from: Date): string | null {
  return status === 'disable' ? null : nextRunAt(schedule, time, from);
}

/** Creates an item collection: `draft`, `Pending`, with its first `next_run_at`. */
export function addCollection(db: DatabaseSync, userId: number, input: Input<'add'>): Collection {
  const now = new Date();
  const iso = now.toISOString();
  const time = input.schedule_time ?? null;
  const result = prepared(
    db,
    `INSERT INTO collections (user_id, name, request_type, status, schedule_status, priority, schedule, schedule_time,
         fetch_mode, notification_email, destinations, next_run_at, created_at, updated_at)
       VALUES (?, ?, ?, 'draft', 'Pending', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    userId,
    input.name,
    input.request_type,
    input.priority,
    input.schedule,
    time === null ? null : JSON.stringify(time),
    input.fetch_mode,
    input.notification_email,
    input.destinations ?? null,
    scheduledRun('draft', input.schedule, time, now),
    iso,
    iso,
  );
  return collectionRecord(db, getOwnedCollection(db, userId, Number(result.lastInsertRowid)), 0);
}

/** Escapes `%`, `_` and `\` for a LIKE pattern with `ESCAPE '\'`. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of the caller's collections, newest first, with item counts from one query. */
export function listCollections(db: DatabaseSync, userId: number, input: Input<'list'>) {
  const where = ['c.user_id = ?'];
  const params: (string | number)[] = [userId];
  if (input.request_type) {
    where.push('c.request_type = ?');
    params.push(input.request_type);
  }
  if (input.search !== undefined && input.search.trim() !== '') {
    where.push("c.name LIKE ? ESCAPE '\\'");
    params.push(likePattern(input.search.trim()));
  }
  const clause = where.join(' AND ');
  const total = (prepared(db, `SELECT COUNT(*) AS n FROM collections c WHERE ${clause}`).get(...params) as { n: number }).n;
  const rows = prepared(
    db,
    `SELECT c.*, ${itemCountSql('c')} AS item_count_n FROM collections c WHERE ${clause}
       ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
  ).all(...params, input.limit, input.skip) as unknown as (CollectionRow & { item_count_n: number })[];
  return { total, skip: input.skip, limit: input.limit, items: rows.map((row) => collectionRecord(db, row, row.item_count_n)) };
}

/** Reads one of the caller's collections. */
export function getCollection(db: DatabaseSync, userId: number, input: Input<'get'>): Collection {
  return collectionRecord(db, getOwnedCollection(db, userId, input.collection_id));
}

/** Changes the given fields; `enable` needs an item; schedule or status changes recompute `next_run_at`. */
export function updateCollection(db: DatabaseSync, userId: number, input: Input<'update'>): Collection {
  return transaction(db, () => {
    const row = getOwnedCollection(db, userId, input.collection_id);
    const items = countItems(db, row);
    if (input.status === 'enable' && items === 0) throw new ApiError(400, ENABLE_NEEDS_ITEMS);
    const now = new Date();
    const sets: string[] = [];
    const params: (string | null)[] = [];
    const set = (column: string, value: string | null) => {
      sets.push(`${column} = ?`);
      params.push(value);
    };
    if (input.name !== undefined) set('name', input.name);
    if (input.priority !== undefined) set('priority', input.priority);
    if (input.notification_email !== undefined) set('notification_email', input.notification_email);
    if (input.fetch_mode !== undefined) set('fetch_mode', input.fetch_mode);
    if (input.destinations !== undefined) set('destinations', input.destinations);
    if (input.status !== undefined) set('status', input.status);
    if (input.schedule !== undefined) set('schedule', input.schedule);
    const time = input.schedule_time;
    if (time !== undefined) set('schedule_time', time === null ? null : JSON.stringify(time));
    if (input.schedule !== undefined || time !== undefined || input.status !== undefined) {
      const schedule = input.schedule ?? row.schedule;
      const scheduleTime = time !== undefined ? time : (JSON.parse(row.schedule_time ?? 'null') as ScheduleTime | null);
      set('next_run_at', scheduledRun(input.status ?? row.status, schedule, scheduleTime, now));
    }
    set('updated_at', now.toISOString());
    db.prepare(`UPDATE collections SET ${sets.join(', ')} WHERE id = ?`).run(...params, row.id);
    return collectionRecord(db, getOwnedCollection(db, userId, row.id), items);
  });
}

/** Deletes one of the caller's collections with its items and runs (output records stay). */
export function deleteCollection(db: DatabaseSync, userId: number, input: Input<'delete'>): string {
  const row = getOwnedCollection(db, userId, input.collection_id);
  prepared(db, 'DELETE FROM collections WHERE id = ?').run(row.id);
  return 'Collection deleted successfully.';
}

/** Deletes the caller's collections among the ids; others' ids and missing ones are skipped. */
export function deleteCollections(db: DatabaseSync, userId: number, input: Input<'deleteMultiple'>): number {
  const ids = [...new Set(input.schedule_ids)];
  const marks = ids.map(() => '?').join(', ');
  return transaction(db, () => {
    const result = db.prepare(`DELETE FROM collections WHERE user_id = ? AND id IN (${marks})`).run(userId, ...ids);
    return Number(result.changes);
  });
}
