import pg from 'pg';
import type { ChangedPart, CopyStore } from '../copy-store.ts';
import { isStoreUnreachable, StoreUnreachable } from '../copy-store.ts';
import { archiveRunPg } from './pg-archive.ts';
import { DeskClient } from './pg-auth.ts';
import { poolConfig, storeError, whereOf, type PgSettings } from './pg-connection.ts';
import { CHANGE_CHANNEL, type PgContext } from './pg-context.ts';
import { createChangeHints, type ChangeHints } from './pg-hints.ts';
import { pgReads } from './pg-reads.ts';
import { pgRegional } from './pg-regional.ts';
import { checkDeskLogin } from './pg-desk-login.ts';
import { DESK_LOCK_TIMEOUT_MS, explainLockTimeout, isLockTimeout } from './pg-locks.ts';
import { PG_NOW } from './pg-schema.ts';
import * as watch from './pg-watch.ts';
import * as writes from './pg-writes.ts';

/** The service account whose copy this is: several desks on one account share it. */
export interface PgSource {
  /** The profile's service address. */
  baseUrl: string;
  /** The account's id at that service. */
  account: string;
}

/** What a team copy is opened with. */
export interface PgStoreOptions {
  settings: PgSettings;
  source: PgSource;
  /** This desk's id for this run (a UUID): its own notifications are not echoed back. */
  deskId: string;
  log: (line: string) => void;
}

/**
 * A profile's copy in PostgreSQL, shared by the desks of a team on one service account. Opening is lazy:
 * the first use connects, checks the login and the schema the administrator set up (a desk never migrates,
 * and refuses a login that can do more than a desk needs), registers the account and listens for other desks' changes; a server
 * that cannot be reached makes each use fail with `store-unreachable` (quickly: 5 s at most to connect) and
 * the next use tries again. Another desk's change arrives as `onChange` (PostgreSQL LISTEN/NOTIFY, notes
 * taken as hints and verified against the copy: pg-hints.ts); after the listening connection was lost, one
 * `all` says that some may have been missed.
 */
export function createPostgresStore(options: PgStoreOptions): CopyStore {
  const { settings, source, deskId, log } = options;
  const where = whereOf(settings);
  const config = poolConfig(settings);
  const pool = new pg.Pool(config);
  // An idle connection the server dropped must not bring the desk down: the next use reconnects.
  pool.on('error', (error) => log(`team copy: an idle connection failed: ${error.message}`));
  const listeners = new Set<(collectionId: number | null, what: ChangedPart | 'all') => void>();
  let ready: Promise<PgContext> | null = null;
  let listener: pg.Client | null = null;
  let hints: ChangeHints | null = null;
  let missedChanges = false;
  let reachable = true;
  let closed = false;

  const tell = (collectionId: number | null, what: ChangedPart | 'all'): void => {
    for (const l of listeners) l(collectionId, what);
  };

  const listen = async (ctx: PgContext): Promise<void> => {
    if (listener !== null || closed) return;
    const client = new DeskClient(config);
    listener = client;
    hints?.close();
    const mine = createChangeHints({ ctx, tell, log });
    hints = mine;
    const lost = (): void => {
      if (listener !== client) return;
      listener = null;
      missedChanges = true;
      client.end().catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', lost);
    // A note is only a hint: checked, coalesced and verified against the copy before any screen re-reads.
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload !== undefined) mine.take(message.payload);
    });
    try {
      // What the copy holds before listening: a change committed after this is either heard or read by the first use.
      await mine.baseline();
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      lost();
      throw error;
    }
    if (missedChanges) {
      missedChanges = false;
      tell(null, 'all');
    }
  };

  const open = async (): Promise<PgContext> => {
    const client = await pool.connect();
    try {
      // The desk checks its own login and the schema the administrator set up; it never migrates.
      await checkDeskLogin(client);
      await client.query('INSERT INTO desk_store.sources (base_url, account) VALUES ($1, $2) ON CONFLICT (base_url, account) DO NOTHING', [
        source.baseUrl,
        source.account,
      ]);
      const { rows } = await client.query<{ id: number }>('SELECT id FROM desk_store.sources WHERE base_url = $1 AND account = $2', [
        source.baseUrl,
        source.account,
      ]);
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('The team copy did not register this service account.');
      // Runs that finished before the account's copy was made are history to the watch rules, not news.
      await client.query(`INSERT INTO desk_store.meta (source_id, key, value) VALUES ($1, 'watch_from', ${PG_NOW}) ON CONFLICT (source_id, key) DO NOTHING`, [
        id,
      ]);
      return { pool, sourceId: id, deskId };
    } finally {
      client.release();
    }
  };

  /** A lock not free within the lock timeout, said with who holds it; any other error as it is. */
  const lockSaid = async (error: unknown): Promise<unknown> => (isLockTimeout(error) ? explainLockTimeout(error, pool, null, DESK_LOCK_TIMEOUT_MS) : error);

  /** Runs one use of the store: opened (again) if needed, listening, and every failure said in the desk's terms. */
  const use = async <T>(work: (ctx: PgContext) => Promise<T>): Promise<T> => {
    try {
      if (closed) throw new Error('The team copy was closed.');
      ready ??= open();
      let ctx: PgContext;
      try {
        ctx = await ready;
      } catch (error) {
        ready = null;
        // A copy the desk cannot open (newer schema, no rights) is as unusable as one it cannot reach.
        const mapped = storeError(await lockSaid(error), where);
        throw isStoreUnreachable(mapped) ? mapped : new StoreUnreachable(`The team copy (${where}) cannot be used: ${(mapped as Error).message}`);
      }
      await listen(ctx);
      const result = await work(ctx);
      reachable = true;
      return result;
    } catch (error) {
      const mapped = storeError(await lockSaid(error), where);
      if (isStoreUnreachable(mapped)) reachable = false;
      throw mapped;
    }
  };

  const reads = (ctx: PgContext) => pgReads(ctx);

  return {
    kind: 'postgres',
    collections: () => use((ctx) => reads(ctx).collections()),
    collection: (id) => use((ctx) => reads(ctx).collection(id)),
    itemsSynced: (id) => use((ctx) => reads(ctx).itemsSynced(id)),
    items: (id) => use((ctx) => reads(ctx).items(id)),
    runs: (id) => use((ctx) => reads(ctx).runs(id)),
    run: (id, runId) => use((ctx) => reads(ctx).run(id, runId)),
    outputs: (id, runId) => use((ctx) => reads(ctx).outputs(id, runId)),
    history: (id, key) => use((ctx) => reads(ctx).history(id, key)),
    compareRuns: (id, a, b) => use((ctx) => reads(ctx).compareRuns(id, a, b)),
    compare: (id, a, b) => use((ctx) => reads(ctx).compare(id, a, b)),
    stockByRun: (id) => use((ctx) => reads(ctx).stockByRun(id)),
    regional: (id) => use((ctx) => pgRegional(ctx, id)),

    evaluateWatch: () => use((ctx) => watch.evaluatePending(ctx)),
    matches: (filter, limit) => use((ctx) => watch.listMatches(ctx, filter, limit)),
    countMatches: (filter) => use((ctx) => watch.countMatches(ctx, filter)),
    unreadCount: () => use((ctx) => watch.unreadCount(ctx)),
    matchFacets: () => use((ctx) => watch.matchFacets(ctx)),
    markRead: (which) => use((ctx) => watch.markRead(ctx, which)),

    saveCollections: (collections, at, listedFrom) => use((ctx) => writes.saveCollections(ctx, collections, at, listedFrom)),
    removeCollection: (id) => use((ctx) => writes.removeCollection(ctx, id)),
    storedFacts: () => use((ctx) => writes.storedFacts(ctx)),
    storedFact: async (id) => (await use((ctx) => writes.storedFacts(ctx, id)))[0],
    itemsDiffer: (id, items) => use((ctx) => writes.itemsDiffer(ctx, id, items)),
    markItemsSynced: (id, at) => use((ctx) => writes.markItemsSynced(ctx, id, at)),
    replaceItems: (id, items, at) => use((ctx) => writes.replaceItems(ctx, id, items, at)),
    endedRunIds: (id) => use((ctx) => writes.endedRunIds(ctx, id)),
    saveRuns: (id, runs, at) => use((ctx) => writes.saveRuns(ctx, id, runs, at)),
    runsToArchive: (now, id) => use((ctx) => writes.runsToArchive(ctx, now, id)),
    beginArchiveAttempt: (run, now) => use((ctx) => writes.beginArchiveAttempt(ctx, run, now)),
    // The server's room is its administrator's: the embedded copy's size cap does not apply.
    overCap: async () => false,
    archiveRun: (run, pages) => use((ctx) => archiveRunPg(ctx, run, pages)),
    markArchiveFailed: (run, reason, retryAt) => use((ctx) => writes.markArchiveFailed(ctx, run, reason, retryAt)),
    applyRetention: (now) => use((ctx) => writes.applyRetention(ctx, now)),
    retentionDays: () => use((ctx) => writes.retentionDays(ctx)),
    getMeta: (key) => use((ctx) => writes.getMeta(ctx, key)),
    setMeta: (key, value) => use((ctx) => writes.setMeta(ctx, key, value)),
    collectionOfItem: (itemId, type) => use((ctx) => writes.collectionOfItem(ctx, itemId, type)),
    facts: () =>
      use(async (ctx) => {
        const { rows } = await ctx.pool.query<{ collections: number; runs: number; outputs: number; bytes: number }>(
          `SELECT (SELECT count(*) FROM desk_store.collections WHERE source_id = $1) AS collections,
             (SELECT count(*) FROM desk_store.runs WHERE source_id = $1) AS runs,
             (SELECT COALESCE(sum(output_count), 0) FROM desk_store.runs WHERE source_id = $1) AS outputs,
             (SELECT COALESCE(sum(pg_total_relation_size(c.oid)), 0) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = 'desk_store' AND c.relkind = 'r') AS bytes`,
          [ctx.sourceId],
        );
        return rows[0] ?? { collections: 0, runs: 0, outputs: 0, bytes: 0 };
      }),
    onChange(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    reachable: () => reachable,
    async close() {
      if (closed) return;
      closed = true;
      const client = listener;
      listener = null;
      hints?.close();
      await client?.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
  };
}
