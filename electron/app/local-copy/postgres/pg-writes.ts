import type { Collection } from '../../../../shared/api/collections.ts';
import type { Runner } from '../../../../shared/api/runs.ts';
import type { RunRef } from '../copy-store.ts';
import {
  MAX_RESULT_PAGES,
  MAX_UNFINISHED_ATTEMPTS,
  STOPPED_REASON,
  type ItemRow,
  type RunListing,
  type RunToArchive,
  type StoredFacts,
} from '../copy-model.ts';
import { column, inPgTransaction, notifyChange, pgJson, pgText, type PgContext } from './pg-context.ts';

// Every write here may meet the same write from another desk on the same team copy: each is idempotent,
// takes its row locks in one order (by id), and holds them only for one short transaction.

/**
 * Stores collection records as listed (only those that changed are written); with `listedFrom` drops those
 * the service no longer has and no desk has seen since that listing began. Answers how many changed.
 */
export async function saveCollections(ctx: PgContext, collections: readonly Collection[], at: string, listedFrom?: string): Promise<number> {
  const sorted = [...collections].sort((a, b) => a.id - b.id);
  return inPgTransaction(ctx.pool, async (c) => {
    const upserted = await c.query(
      `INSERT INTO desk_store.collections (source_id, id, record, request_type, last_run_at, seen_at)
       SELECT $1::int, x.id, x.record::jsonb, x.request_type, x.last_run_at, $6::text
       FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS x(id, record, request_type, last_run_at, n) ORDER BY x.n
       ON CONFLICT (source_id, id) DO UPDATE SET record = excluded.record, request_type = excluded.request_type,
         last_run_at = excluded.last_run_at, seen_at = excluded.seen_at
       WHERE collections.record IS DISTINCT FROM excluded.record OR collections.last_run_at IS DISTINCT FROM excluded.last_run_at`,
      [
        ctx.sourceId,
        sorted.map((x) => x.id),
        sorted.map((x) => pgJson(x)),
        sorted.map((x) => pgText(x.request_type)),
        sorted.map((x) => pgText(x.last_run_at)),
        at,
      ],
    );
    let changed = upserted.rowCount ?? 0;
    // A collection deleted on the service goes from the copy too (its runs and outputs with it). One another desk
    // stored after this listing began is newer than it, so it stays.
    if (listedFrom !== undefined) {
      const dropped = await c.query(`DELETE FROM desk_store.collections WHERE source_id = $1 AND NOT (id = ANY($2::bigint[])) AND seen_at < $3`, [
        ctx.sourceId,
        sorted.map((x) => x.id),
        listedFrom,
      ]);
      changed += dropped.rowCount ?? 0;
    }
    if (changed > 0) await notifyChange(c, ctx, sorted.length === 1 && listedFrom === undefined ? (sorted[0]?.id ?? null) : null, 'collections');
    return changed;
  });
}

/** Removes one collection from the copy (the service no longer has it); answers whether it was there. */
export async function removeCollection(ctx: PgContext, collectionId: number): Promise<boolean> {
  return inPgTransaction(ctx.pool, async (c) => {
    const gone = ((await c.query('DELETE FROM desk_store.collections WHERE source_id = $1 AND id = $2', [ctx.sourceId, collectionId])).rowCount ?? 0) > 0;
    if (gone) await notifyChange(c, ctx, null, 'collections');
    return gone;
  });
}

/** The stored facts of every collection, or of one. */
export async function storedFacts(ctx: PgContext, collectionId?: number): Promise<StoredFacts[]> {
  const { rows } = await ctx.pool.query<{
    id: number;
    item_count: unknown;
    last_run_at: string | null;
    items_synced_at: string | null;
    runs_synced_at: string | null;
    unfinished: boolean;
  }>(
    `SELECT c.id, c.record->'item_count' AS item_count, c.last_run_at, c.items_synced_at, c.runs_synced_at,
       EXISTS (SELECT 1 FROM desk_store.runs r WHERE r.source_id = c.source_id AND r.collection_id = c.id AND r.stage IN ('queued', 'processing')) AS unfinished
     FROM desk_store.collections c WHERE c.source_id = $1 AND ($2::bigint IS NULL OR c.id = $2)`,
    [ctx.sourceId, collectionId ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    itemCount: typeof r.item_count === 'number' ? r.item_count : null,
    lastRunAt: r.last_run_at,
    itemsSyncedAt: r.items_synced_at,
    runsSyncedAt: r.runs_synced_at,
    unfinished: r.unfinished,
  }));
}

/** An item as stored, for comparing with what the service lists. */
const itemTuple = (i: ItemRow): string =>
  JSON.stringify(
    [i.itemId, i.key, i.type, i.code, i.postcode, i.domain, i.storeId, i.customId, i.createdAt, i.includeRawHtml, i.output].map((v) =>
      typeof v === 'string' ? pgText(v) : v,
    ),
  );

/** Whether the service's full list of a collection's items differs from the copy's (or the copy has never held them). */
export async function itemsDiffer(ctx: PgContext, collectionId: number, items: readonly ItemRow[]): Promise<boolean> {
  const synced = await ctx.pool.query('SELECT items_synced_at FROM desk_store.collections WHERE source_id = $1 AND id = $2 AND items_synced_at IS NOT NULL', [
    ctx.sourceId,
    collectionId,
  ]);
  if (synced.rowCount === 0) return true;
  const { rows } = await ctx.pool.query<{ t: string }>(
    `SELECT json_build_array(item_id, key, type, code, postcode, domain, store_id, custom_id, created_at, raw_html, output)::text AS t
     FROM desk_store.items WHERE source_id = $1 AND collection_id = $2 ORDER BY item_id`,
    [ctx.sourceId, collectionId],
  );
  if (rows.length !== items.length) return true;
  const listed = [...items].sort((a, b) => a.itemId - b.itemId);
  return listed.some((item, n) => itemTuple(item) !== JSON.stringify(JSON.parse(rows[n]?.t ?? 'null')));
}

/** Notes that a collection's items were read in full and found unchanged. */
export async function markItemsSynced(ctx: PgContext, collectionId: number, at: string): Promise<void> {
  await ctx.pool.query('UPDATE desk_store.collections SET items_synced_at = $3 WHERE source_id = $1 AND id = $2', [ctx.sourceId, collectionId, at]);
}

/** Replaces a collection's items with the service's full list in one transaction (two desks doing so take turns). */
export async function replaceItems(ctx: PgContext, collectionId: number, items: readonly ItemRow[], at: string): Promise<void> {
  const col = <T>(pick: (i: ItemRow) => T): T[] => column(items, pick);
  await inPgTransaction(ctx.pool, async (c) => {
    await c.query('SELECT 1 FROM desk_store.collections WHERE source_id = $1 AND id = $2 FOR NO KEY UPDATE', [ctx.sourceId, collectionId]);
    await c.query('DELETE FROM desk_store.items WHERE source_id = $1 AND collection_id = $2', [ctx.sourceId, collectionId]);
    await c.query(
      `INSERT INTO desk_store.items (source_id, collection_id, item_id, key, type, code, postcode, domain, store_id, custom_id, created_at, raw_html, output)
       SELECT $1::int, $2::bigint, x.* FROM unnest($3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
         $12::boolean[], $13::text[]) AS x
       ON CONFLICT (source_id, collection_id, item_id) DO NOTHING`,
      [
        ctx.sourceId,
        collectionId,
        col((i) => i.itemId),
        col((i) => i.key),
        col((i) => i.type),
        col((i) => i.code),
        col((i) => i.postcode),
        col((i) => i.domain),
        col((i) => i.storeId),
        col((i) => i.customId),
        col((i) => i.createdAt),
        col((i) => i.includeRawHtml),
        col((i) => i.output),
      ],
    );
    await c.query('UPDATE desk_store.collections SET items_synced_at = $3 WHERE source_id = $1 AND id = $2', [ctx.sourceId, collectionId, at]);
    await notifyChange(c, ctx, collectionId, 'items');
  });
}

/** The ids of a collection's runs that the copy holds as ended (done or failed). */
export async function endedRunIds(ctx: PgContext, collectionId: number): Promise<Set<number>> {
  const { rows } = await ctx.pool.query<{ id: number }>(
    `SELECT id FROM desk_store.runs WHERE source_id = $1 AND collection_id = $2 AND stage IN ('done', 'failed')`,
    [ctx.sourceId, collectionId],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Records a collection's runs as listed, as the embedded copy does (local-writes.ts): new runs come in
 * `pending`, listing facts are kept current, an archive state is never reset, and a run id that now names
 * another run (another start time) loses the old run's outputs. Answers whether any run is new or moved.
 */
export async function saveRuns(ctx: PgContext, collectionId: number, runs: readonly RunListing[], at: string): Promise<boolean> {
  const sorted = [...runs].sort((a, b) => a.id - b.id);
  const col = <T>(pick: (r: RunListing) => T): T[] => column(sorted, pick);
  return inPgTransaction(ctx.pool, async (c) => {
    const moved = await c.query(
      `DELETE FROM desk_store.runs r USING unnest($3::bigint[], $4::text[]) AS x(id, created_at)
       WHERE r.source_id = $1 AND r.collection_id = $2 AND r.id = x.id AND r.created_at <> x.created_at`,
      [ctx.sourceId, collectionId, col((r) => r.id), col((r) => r.created_at)],
    );
    const upserted = await c.query(
      `INSERT INTO desk_store.runs AS runs (source_id, collection_id, id, kind, stage, created_at, finished_at, item_count, processed_count, failed_count, links, archive)
       SELECT $1::int, $2::bigint, x.id, x.kind, x.stage, x.created_at, x.finished_at, x.item_count, x.processed_count, x.failed_count, x.links::jsonb, x.archive
       FROM unnest($3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::int[], $10::int[], $11::text[], $12::text[])
         WITH ORDINALITY AS x(id, kind, stage, created_at, finished_at, item_count, processed_count, failed_count, links, archive, n)
       ORDER BY x.n
       ON CONFLICT (source_id, collection_id, id) DO UPDATE SET stage = excluded.stage, finished_at = excluded.finished_at,
         item_count = excluded.item_count, processed_count = excluded.processed_count, failed_count = excluded.failed_count, links = excluded.links,
         archive = CASE WHEN runs.archive = 'pending' AND excluded.archive = 'archived' THEN 'archived' ELSE runs.archive END
       WHERE runs.stage IS DISTINCT FROM excluded.stage OR runs.finished_at IS DISTINCT FROM excluded.finished_at
         OR runs.item_count IS DISTINCT FROM excluded.item_count OR runs.processed_count IS DISTINCT FROM excluded.processed_count
         OR runs.failed_count IS DISTINCT FROM excluded.failed_count OR runs.links IS DISTINCT FROM excluded.links
         OR (runs.archive = 'pending' AND excluded.archive = 'archived')`,
      [
        ctx.sourceId,
        collectionId,
        col((r) => r.id),
        col((r) => r.kind),
        col((r) => r.stage),
        col((r) => r.created_at),
        col((r) => r.finished_at),
        col((r) => r.item_count),
        col((r) => r.processed_count),
        col((r) => r.failed_count),
        col((r) => pgJson(r.download_links)),
        // A run that ended without result files has nothing to fetch: it is archived with no outputs.
        col((r) => ((r.stage === 'done' && r.is_download_generated) || (r.stage !== 'done' && r.stage !== 'failed') ? 'pending' : 'archived')),
      ],
    );
    await c.query('UPDATE desk_store.collections SET runs_synced_at = $3 WHERE source_id = $1 AND id = $2', [ctx.sourceId, collectionId, at]);
    const changed = (moved.rowCount ?? 0) + (upserted.rowCount ?? 0) > 0;
    if (changed) await notifyChange(c, ctx, collectionId, 'runs');
    return changed;
  });
}

/** The key of a run in SQL: the service account, the collection, the run. */
const RUN_KEY = 'source_id = $1 AND collection_id = $2 AND id = $3';
const runKey = (ctx: PgContext, run: RunRef): [number, number, number] => [ctx.sourceId, run.collectionId, run.runId];

/**
 * A run's links as the team copy holds them, when they have the interface's shape (else none: the run then
 * fails to archive with "lists no result page" rather than stopping the pass). Anyone with the database's
 * password can write them: which addresses are fetched is decided by result-archive.ts.
 */
function linksOf(value: unknown): Runner['download_links'] {
  const links = value as { pages?: unknown; all_pages?: unknown } | null;
  const pages = typeof links === 'object' && links !== null && Array.isArray(links.pages) ? links.pages : [];
  return {
    pages: pages.filter((p): p is string => typeof p === 'string').slice(0, MAX_RESULT_PAGES + 1),
    all_pages: typeof links?.all_pages === 'string' ? links.all_pages : '',
  };
}

/**
 * Finished runs whose outputs are not archived yet, and failed archives whose retry time has come, except
 * those another desk is archiving now (its claim holds until it ends or runs out). A run begun a few times and never ended is marked failed for good.
 */
export async function runsToArchive(ctx: PgContext, now: string, collectionId?: number): Promise<RunToArchive[]> {
  const free = '(claimed_until IS NULL OR claimed_until < now() OR claimed_by = $4)';
  await ctx.pool.query(
    `UPDATE desk_store.runs SET archive = 'failed', reason = $2, retry_at = NULL, unfinished = 0, claimed_by = NULL, claimed_until = NULL
     WHERE source_id = $1 AND unfinished >= $3 AND archive IN ('pending', 'failed') AND ${free}`,
    [ctx.sourceId, STOPPED_REASON, MAX_UNFINISHED_ATTEMPTS, ctx.deskId],
  );
  const { rows } = await ctx.pool.query<{
    id: number;
    collection_id: number;
    kind: string;
    links: unknown;
    item_count: number;
    attempts: number;
  }>(
    `SELECT id, collection_id, kind, links, item_count, attempts FROM desk_store.runs
     WHERE source_id = $1 AND stage = 'done' AND (archive = 'pending' OR (archive = 'failed' AND retry_at <= $2)) AND ${free}
       AND ($3::bigint IS NULL OR collection_id = $3)
     ORDER BY collection_id, id`,
    [ctx.sourceId, now, collectionId ?? null, ctx.deskId],
  );
  return rows.map((r) => ({
    id: r.id,
    collectionId: r.collection_id,
    kind: r.kind === 'category' ? 'category' : 'items',
    links: linksOf(r.links),
    itemCount: r.item_count,
    attempts: r.attempts,
  }));
}

/** How long a desk keeps a run to itself while it fetches and stores its files (then another may try). */
const CLAIM = "interval '5 minutes'";

/**
 * Claims a run for this desk and counts the attempt, before its files are fetched. False when another desk
 * holds it or it is archived (or not due) by now: this desk leaves it alone.
 */
export async function beginArchiveAttempt(ctx: PgContext, run: RunRef, now: string): Promise<boolean> {
  const claimed = await ctx.pool.query(
    `UPDATE desk_store.runs SET unfinished = unfinished + 1, claimed_by = $4, claimed_until = now() + ${CLAIM}
     WHERE ${RUN_KEY} AND (archive = 'pending' OR (archive = 'failed' AND retry_at <= $5))
       AND (claimed_until IS NULL OR claimed_until < now() OR claimed_by = $4)`,
    [...runKey(ctx, run), ctx.deskId, now],
  );
  return (claimed.rowCount ?? 0) > 0;
}

/** Marks a run "could not be archived" with the reason (unless another desk archived it meanwhile). */
export async function markArchiveFailed(ctx: PgContext, run: RunRef, reason: string, retryAt: string): Promise<void> {
  await inPgTransaction(ctx.pool, async (c) => {
    const marked = await c.query(
      `UPDATE desk_store.runs SET archive = 'failed', reason = $4, attempts = attempts + 1, retry_at = $5, unfinished = 0, claimed_by = NULL, claimed_until = NULL
       WHERE ${RUN_KEY} AND archive <> 'archived'`,
      [...runKey(ctx, run), reason, retryAt],
    );
    if ((marked.rowCount ?? 0) > 0) await notifyChange(c, ctx, run.collectionId, 'runs');
  });
}

/** Reads a meta value of the service account's copy. */
export async function getMeta(ctx: PgContext, key: string): Promise<string | null> {
  const { rows } = await ctx.pool.query<{ value: string }>('SELECT value FROM desk_store.meta WHERE source_id = $1 AND key = $2', [ctx.sourceId, key]);
  return rows[0]?.value ?? null;
}

/** Writes a meta value (null deletes it). */
export async function setMeta(ctx: PgContext, key: string, value: string | null): Promise<void> {
  if (value === null) await ctx.pool.query('DELETE FROM desk_store.meta WHERE source_id = $1 AND key = $2', [ctx.sourceId, key]);
  else {
    await ctx.pool.query(
      'INSERT INTO desk_store.meta (source_id, key, value) VALUES ($1, $2, $3) ON CONFLICT (source_id, key) DO UPDATE SET value = excluded.value',
      [ctx.sourceId, key, value],
    );
  }
}

/** How many days archived outputs are kept (null: for good); the setting is the team's, shared by its desks. */
export async function retentionDays(ctx: PgContext): Promise<number | null> {
  const days = Number((await getMeta(ctx, 'retention_days')) ?? 'NaN');
  return Number.isInteger(days) && days >= 1 ? days : null;
}

/** Removes the outputs of runs that finished before the retention (they stay listed as `expired`). */
export async function applyRetention(ctx: PgContext, now: Date): Promise<number> {
  const days = await retentionDays(ctx);
  if (days === null) return 0;
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  return inPgTransaction(ctx.pool, async (c) => {
    const old = await c.query<{ pk: number }>(
      `SELECT pk FROM desk_store.runs WHERE source_id = $1 AND archive IN ('archived', 'failed', 'pending') AND stage IN ('done', 'failed')
         AND COALESCE(finished_at, created_at) < $2 ORDER BY pk FOR UPDATE`,
      [ctx.sourceId, cutoff],
    );
    const pks = old.rows.map((r) => r.pk);
    if (pks.length === 0) return 0;
    await c.query('DELETE FROM desk_store.outputs WHERE run_pk = ANY($1::bigint[])', [pks]);
    await c.query('DELETE FROM desk_store.run_products WHERE run_pk = ANY($1::bigint[])', [pks]);
    await c.query(`UPDATE desk_store.runs SET archive = 'expired', output_count = 0, reason = NULL WHERE pk = ANY($1::bigint[])`, [pks]);
    await notifyChange(c, ctx, null, 'all');
    return pks.length;
  });
}

/** The collection holding an item of the service, or null. */
export async function collectionOfItem(ctx: PgContext, itemId: number, type: string): Promise<number | null> {
  const { rows } = await ctx.pool.query<{ collection_id: number }>(
    'SELECT collection_id FROM desk_store.items WHERE source_id = $1 AND item_id = $2 AND type = $3 LIMIT 1',
    [ctx.sourceId, itemId, type],
  );
  return rows[0]?.collection_id ?? null;
}
