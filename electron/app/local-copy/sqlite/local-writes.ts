import type { DatabaseSync } from 'node:sqlite';
import type { Collection } from '../../../../shared/api/collections.ts';
import type { Runner } from '../../../../shared/api/runs.ts';
import { inTransaction } from './local-db.ts';
import { storeRunProducts } from './run-products.ts';
import { MAX_UNFINISHED_ATTEMPTS, STOPPED_REASON, type ItemRow, type RunListing, type RunToArchive, type StoredFacts } from '../copy-model.ts';
import type { OutputFacts } from '../record-fields.ts';

/**
 * Stores collection records as the service listed them; `complete` drops those the service no longer has.
 * Answers how many records are new, changed or gone (0: the copy already held exactly these).
 */
export function saveCollections(db: DatabaseSync, collections: readonly Collection[], at: string, complete: boolean): number {
  return inTransaction(db, () => {
    const known = new Map((db.prepare('SELECT id, record FROM collections').all() as { id: number; record: string }[]).map((r) => [r.id, r.record]));
    const upsert = db.prepare(
      `INSERT INTO collections (id, record, request_type, last_run_at, seen_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET record = excluded.record, request_type = excluded.request_type,
         last_run_at = excluded.last_run_at, seen_at = excluded.seen_at`,
    );
    let changed = 0;
    for (const c of collections) {
      const record = JSON.stringify(c);
      if (known.get(c.id) !== record) changed += 1;
      upsert.run(c.id, record, c.request_type, c.last_run_at, at);
    }
    // A collection deleted on the service goes from the copy too (its runs and outputs with it).
    if (complete) changed += Number(db.prepare('DELETE FROM collections WHERE seen_at < ?').run(at).changes);
    return changed;
  });
}

/** Removes one collection from the copy (the service no longer has it); answers whether it was there. */
export function removeCollection(db: DatabaseSync, collectionId: number): boolean {
  return Number(db.prepare('DELETE FROM collections WHERE id = ?').run(collectionId).changes) > 0;
}

/** The stored facts of one collection (or of all when no id is given). */
export function storedFacts(db: DatabaseSync): StoredFacts[];
export function storedFacts(db: DatabaseSync, collectionId: number): StoredFacts | undefined;
export function storedFacts(db: DatabaseSync, collectionId?: number): StoredFacts[] | StoredFacts | undefined {
  const rows = db
    .prepare(
      `SELECT id, json_extract(record, '$.item_count') AS item_count, last_run_at, items_synced_at, runs_synced_at,
         EXISTS (SELECT 1 FROM runs WHERE runs.collection_id = collections.id AND stage IN ('queued', 'processing')) AS unfinished
       FROM collections WHERE ? IS NULL OR id = ?`,
    )
    .all(collectionId ?? null, collectionId ?? null) as {
    id: number;
    item_count: number | null;
    last_run_at: string | null;
    items_synced_at: string | null;
    runs_synced_at: string | null;
    unfinished: number;
  }[];
  const facts = rows.map((r) => ({
    id: r.id,
    itemCount: r.item_count,
    lastRunAt: r.last_run_at,
    itemsSyncedAt: r.items_synced_at,
    runsSyncedAt: r.runs_synced_at,
    unfinished: r.unfinished === 1,
  }));
  return collectionId === undefined ? facts : facts[0];
}

const ITEM_COLUMNS = 'item_id, key, type, code, postcode, domain, store_id, custom_id, created_at, raw_html, output';

/** An item row as stored (the order of ITEM_COLUMNS), for comparing with what the service lists. */
function storedItemValues(i: ItemRow): unknown[] {
  const rawHtml = i.includeRawHtml === null ? null : Number(i.includeRawHtml);
  return [i.itemId, i.key, i.type, i.code, i.postcode, i.domain, i.storeId, i.customId, i.createdAt, rawHtml, i.output];
}

/** Whether the service's full list of a collection's items differs from the copy's (or the copy has never held them). */
export function itemsDiffer(db: DatabaseSync, collectionId: number, items: readonly ItemRow[]): boolean {
  const synced = db.prepare('SELECT items_synced_at AS at FROM collections WHERE id = ?').get(collectionId) as { at: string | null } | undefined;
  if (!synced?.at) return true;
  const stored = db.prepare(`SELECT ${ITEM_COLUMNS} FROM items WHERE collection_id = ? ORDER BY item_id`).all(collectionId) as Record<string, unknown>[];
  if (stored.length !== items.length) return true;
  const listed = [...items].sort((a, b) => a.itemId - b.itemId);
  return listed.some((item, n) => JSON.stringify(storedItemValues(item)) !== JSON.stringify(Object.values(stored[n] ?? {})));
}

/** Notes that a collection's items were read in full and found unchanged. */
export function markItemsSynced(db: DatabaseSync, collectionId: number, at: string): void {
  db.prepare('UPDATE collections SET items_synced_at = ? WHERE id = ?').run(at, collectionId);
}

/** Replaces a collection's items with the service's full list, in one transaction. */
export function replaceItems(db: DatabaseSync, collectionId: number, items: readonly ItemRow[], at: string): void {
  inTransaction(db, () => {
    db.prepare('DELETE FROM items WHERE collection_id = ?').run(collectionId);
    const insert = db.prepare(`INSERT OR REPLACE INTO items (collection_id, ${ITEM_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const i of items) insert.run(collectionId, ...(storedItemValues(i) as (string | number | null)[]));
    markItemsSynced(db, collectionId, at);
  });
}

/** The ids of a collection's runs that the copy holds as ended (done or failed). */
export function endedRunIds(db: DatabaseSync, collectionId: number): Set<number> {
  const rows = db.prepare(`SELECT id FROM runs WHERE collection_id = ? AND stage IN ('done', 'failed')`).all(collectionId) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}

/** Whether a listed run has result files to archive. */
function hasResults(run: RunListing): boolean {
  return run.stage === 'done' && run.is_download_generated;
}

/** Removes the shared record fields no output uses any more. */
function dropUnusedDetails(db: DatabaseSync): void {
  db.exec('DELETE FROM details WHERE id NOT IN (SELECT DISTINCT detail_id FROM outputs)');
}

/**
 * Records a collection's runs as listed: new runs come in `pending`; a run's listing facts are kept
 * current; its archive state is never reset, so archived outputs are never fetched twice. A run id that
 * now names another run (another collection or start time: a service reset numbers runs from 1 again)
 * loses the old run's outputs and is archived afresh. Answers whether any run is new or moved.
 */
export function saveRuns(db: DatabaseSync, collectionId: number, runs: readonly RunListing[], at: string): boolean {
  return inTransaction(db, () => {
    const before = db.prepare('SELECT total_changes() AS n').get() as { n: number };
    const known = db.prepare('SELECT collection_id, created_at FROM runs WHERE id = ?');
    const drop = db.prepare('DELETE FROM runs WHERE id = ?');
    let dropped = 0;
    const upsert = db.prepare(
      `INSERT INTO runs (id, collection_id, kind, stage, created_at, finished_at, item_count, processed_count, failed_count, links, archive)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET stage = excluded.stage, finished_at = excluded.finished_at,
         item_count = excluded.item_count, processed_count = excluded.processed_count,
         failed_count = excluded.failed_count, links = excluded.links,
         archive = CASE WHEN runs.archive = 'pending' AND excluded.archive = 'archived' THEN 'archived' ELSE runs.archive END
       WHERE runs.stage IS NOT excluded.stage OR runs.finished_at IS NOT excluded.finished_at OR runs.item_count IS NOT excluded.item_count
         OR runs.processed_count IS NOT excluded.processed_count OR runs.failed_count IS NOT excluded.failed_count
         OR runs.links IS NOT excluded.links OR (runs.archive = 'pending' AND excluded.archive = 'archived')`,
    );
    for (const r of runs) {
      // A run that ended without result files has nothing to fetch: it is archived with no outputs.
      const ended = r.stage === 'done' || r.stage === 'failed';
      const archive = hasResults(r) || !ended ? 'pending' : 'archived';
      const was = known.get(r.id) as { collection_id: number; created_at: string } | undefined;
      if (was && (was.collection_id !== collectionId || was.created_at !== r.created_at)) dropped += Number(drop.run(r.id).changes);
      upsert.run(
        r.id,
        collectionId,
        r.kind,
        r.stage,
        r.created_at,
        r.finished_at,
        r.item_count,
        r.processed_count,
        r.failed_count,
        JSON.stringify(r.download_links),
        archive,
      );
    }
    const after = db.prepare('SELECT total_changes() AS n').get() as { n: number };
    if (dropped > 0) dropUnusedDetails(db);
    db.prepare('UPDATE collections SET runs_synced_at = ? WHERE id = ?').run(at, collectionId);
    return after.n > before.n;
  });
}

/**
 * Finished runs whose outputs are not archived yet, and failed archives whose retry time has come. A run
 * whose archiving was begun a few times and never ended is marked failed for good instead.
 */
export function runsToArchive(db: DatabaseSync, now: string, collectionId?: number): RunToArchive[] {
  db.prepare(`UPDATE runs SET archive = 'failed', reason = ?, retry_at = NULL, unfinished = 0 WHERE unfinished >= ? AND archive IN ('pending', 'failed')`).run(
    STOPPED_REASON,
    MAX_UNFINISHED_ATTEMPTS,
  );
  const rows = db
    .prepare(
      `SELECT id, collection_id, kind, links, item_count, attempts FROM runs
       WHERE stage = 'done' AND (archive = 'pending' OR (archive = 'failed' AND retry_at <= ?))
         AND (? IS NULL OR collection_id = ?)
       ORDER BY id`,
    )
    .all(now, collectionId ?? null, collectionId ?? null) as {
    id: number;
    collection_id: number;
    kind: string;
    links: string;
    item_count: number;
    attempts: number;
  }[];
  return rows.map((r) => ({
    id: r.id,
    collectionId: r.collection_id,
    kind: r.kind === 'category' ? 'category' : 'items',
    links: JSON.parse(r.links) as Runner['download_links'],
    itemCount: r.item_count,
    attempts: r.attempts,
  }));
}

/**
 * Counts an archive attempt before its files are fetched: one the desk never gets through stays counted.
 * Answers false (counting nothing) when the run is not due: archived, or failed with its retry time to come.
 */
export function beginArchiveAttempt(db: DatabaseSync, runId: number, now: string): boolean {
  const counted = db
    .prepare(`UPDATE runs SET unfinished = unfinished + 1 WHERE id = ? AND (archive = 'pending' OR (archive = 'failed' AND retry_at <= ?))`)
    .run(runId, now);
  return Number(counted.changes) > 0;
}

/** Bytes the copy's records take in its database (pages freed by retention or a reset are not counted). */
export function copyBytes(db: DatabaseSync): number {
  const row = db.prepare('SELECT (page_count - freelist_count) * page_size AS bytes FROM pragma_page_count, pragma_freelist_count, pragma_page_size').get();
  return (row as { bytes: number }).bytes;
}

/**
 * Stores a run's outputs, page by page, and marks it archived, all in one transaction: a crash, or a page
 * that fails to read (the iterable throws), leaves all or nothing.
 */
export function archiveRun(db: DatabaseSync, runId: number, pages: Iterable<readonly OutputFacts[]>): number {
  return inTransaction(db, () => {
    db.prepare('DELETE FROM outputs WHERE run_id = ?').run(runId);
    const detail = db.prepare('INSERT INTO details (json) VALUES (?) ON CONFLICT (json) DO UPDATE SET json = json RETURNING id');
    const insert = db.prepare(
      `INSERT OR IGNORE INTO outputs (run_id, seq, key, price, price_text, currency, availability, in_stock, stock, detail_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const detailIds = new Map<string, number>();
    let stored = 0;
    let seq = 0;
    for (const outputs of pages) {
      for (const o of outputs) {
        const json = JSON.stringify(o.details);
        let detailId = detailIds.get(json);
        if (detailId === undefined) {
          detailId = (detail.get(json) as { id: number }).id;
          detailIds.set(json, detailId);
        }
        const inStock = o.inStock === null ? null : o.inStock ? 1 : 0;
        stored += Number(insert.run(runId, seq, o.key, o.priceCents, o.priceText, o.currency, o.availability, inStock, o.stock, detailId).changes);
        seq += 1;
      }
    }
    storeRunProducts(db, runId);
    db.prepare(`UPDATE runs SET archive = 'archived', reason = NULL, retry_at = NULL, unfinished = 0, output_count = ? WHERE id = ?`).run(stored, runId);
    return stored;
  });
}

/** Marks a run "could not be archived" with the reason, to be tried again at `retryAt`. */
export function markArchiveFailed(db: DatabaseSync, runId: number, reason: string, retryAt: string): void {
  db.prepare(`UPDATE runs SET archive = 'failed', reason = ?, attempts = attempts + 1, retry_at = ?, unfinished = 0 WHERE id = ?`).run(reason, retryAt, runId);
}

/** Removes the outputs of runs that finished before `cutoff` (they stay listed as `expired`, never fetched again). */
export function expireBefore(db: DatabaseSync, cutoff: string): number {
  return inTransaction(db, () => {
    const old = `SELECT id FROM runs WHERE archive IN ('archived', 'failed', 'pending') AND stage IN ('done', 'failed') AND COALESCE(finished_at, created_at) < ?`;
    db.prepare(`DELETE FROM outputs WHERE run_id IN (${old})`).run(cutoff);
    db.prepare(`DELETE FROM run_products WHERE run_id IN (${old})`).run(cutoff);
    const changed = Number(db.prepare(`UPDATE runs SET archive = 'expired', output_count = 0, reason = NULL WHERE id IN (${old})`).run(cutoff).changes);
    dropUnusedDetails(db);
    return changed;
  });
}

/** Removes outputs older than the profile's retention (none when results are kept for good); answers how many runs expired. */
export function applyRetention(db: DatabaseSync, now: Date): number {
  const days = retentionDays(db);
  if (days === null) return 0;
  return expireBefore(db, new Date(now.getTime() - days * 86_400_000).toISOString());
}

/** Reads a meta value. */
export function getMeta(db: DatabaseSync, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? null;
}

/** Writes a meta value (null deletes it). */
export function setMeta(db: DatabaseSync, key: string, value: string | null): void {
  if (value === null) db.prepare('DELETE FROM meta WHERE key = ?').run(key);
  else db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}

/** How many days archived outputs are kept (null: for good). */
export function retentionDays(db: DatabaseSync): number | null {
  const days = Number(getMeta(db, 'retention_days') ?? 'NaN');
  return Number.isInteger(days) && days >= 1 ? days : null;
}
