import type { DatabaseSync } from 'node:sqlite';
import type { Collection } from '../../../../shared/api/collections.ts';
import type { CopyStore } from '../copy-store.ts';
import { localCopyBytes } from './local-db.ts';
import { compareRuns, queryCompare, queryHistory, queryItems, queryOutputs, queryRun, queryRuns, storedCollection } from './local-queries.ts';
import {
  applyRetention,
  archiveRun,
  beginArchiveAttempt,
  copyBytes,
  endedRunIds,
  getMeta,
  itemsDiffer,
  markArchiveFailed,
  markItemsSynced,
  removeCollection,
  replaceItems,
  retentionDays,
  runsToArchive,
  saveCollections,
  saveRuns,
  setMeta,
  storedFacts,
} from './local-writes.ts';
import { queryRegional } from './regional-query.ts';
import { queryStockByRun } from './run-stock.ts';
import { evaluatePending } from '../watch/watch-eval.ts';
import { countMatches, listMatches, markRead, matchFacets, unreadCount } from '../watch/watch-queries.ts';

/**
 * The embedded copy: one `node:sqlite` file per profile, written by this desk alone. Each method is the
 * synchronous query of local-writes.ts / local-queries.ts behind the store's promise (nothing else added,
 * so the single analyst's copy keeps its speed).
 */
export function createSqliteStore(db: DatabaseSync, file: string): CopyStore {
  const now = <T>(work: () => T): Promise<T> => {
    try {
      return Promise.resolve(work());
    } catch (error) {
      return Promise.reject(error as Error);
    }
  };
  return {
    kind: 'embedded',
    collections: () =>
      now(() => (db.prepare('SELECT record FROM collections ORDER BY id DESC').all() as { record: string }[]).map((r) => JSON.parse(r.record) as Collection)),
    collection: (collectionId) => now(() => storedCollection(db, collectionId)),
    itemsSynced: (collectionId) =>
      now(
        () =>
          db.prepare('SELECT 1 FROM collections WHERE id = ? AND (items_synced_at IS NOT NULL OR runs_synced_at IS NOT NULL)').get(collectionId) !== undefined,
      ),
    items: (collectionId) => now(() => queryItems(db, collectionId)),
    runs: (collectionId) => now(() => queryRuns(db, collectionId)),
    run: (collectionId, runId) => now(() => queryRun(db, collectionId, runId)),
    outputs: (_collectionId, runId) => now(() => queryOutputs(db, runId)),
    history: (collectionId, key) => now(() => queryHistory(db, collectionId, key)),
    compareRuns: (collectionId, runA, runB) => now(() => compareRuns(db, collectionId, runA, runB)),
    compare: (_collectionId, runA, runB) => now(() => queryCompare(db, runA, runB)),
    stockByRun: (collectionId) => now(() => queryStockByRun(db, collectionId)),
    regional: (collectionId) => now(() => queryRegional(db, collectionId)),

    evaluateWatch: () => now(() => evaluatePending(db)),
    matches: (filter, limit) => now(() => listMatches(db, filter, limit)),
    countMatches: (filter) => now(() => countMatches(db, filter)),
    unreadCount: () => now(() => unreadCount(db)),
    matchFacets: () => now(() => matchFacets(db)),
    markRead: (which) => now(() => markRead(db, which)),

    saveCollections: (collections, at, listedFrom) => now(() => saveCollections(db, collections, at, listedFrom !== undefined)),
    removeCollection: (collectionId) => now(() => removeCollection(db, collectionId)),
    storedFacts: () => now(() => storedFacts(db)),
    storedFact: (collectionId) => now(() => storedFacts(db, collectionId)),
    itemsDiffer: (collectionId, items) => now(() => itemsDiffer(db, collectionId, items)),
    markItemsSynced: (collectionId, at) => now(() => markItemsSynced(db, collectionId, at)),
    replaceItems: (collectionId, items, at) => now(() => replaceItems(db, collectionId, items, at)),
    endedRunIds: (collectionId) => now(() => endedRunIds(db, collectionId)),
    saveRuns: (collectionId, runs, at) => now(() => saveRuns(db, collectionId, runs, at)),
    runsToArchive: (at, collectionId) => now(() => runsToArchive(db, at, collectionId)),
    beginArchiveAttempt: (run, at) => now(() => beginArchiveAttempt(db, run.runId, at)),
    overCap: (maxBytes) => now(() => copyBytes(db) > maxBytes),
    archiveRun: (run, pages) =>
      now(() => {
        const row = db.prepare('SELECT archive, output_count FROM runs WHERE id = ?').get(run.runId) as { archive: string; output_count: number } | undefined;
        return row?.archive === 'archived' ? row.output_count : archiveRun(db, run.runId, pages);
      }),
    markArchiveFailed: (run, reason, retryAt) => now(() => markArchiveFailed(db, run.runId, reason, retryAt)),
    applyRetention: (at) =>
      now(() => {
        const expired = applyRetention(db, at);
        // Pages freed by the expiry leave the WAL at once, so the size Settings shows is what remains.
        if (expired > 0) db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
        return expired;
      }),
    retentionDays: () => now(() => retentionDays(db)),
    getMeta: (key) => now(() => getMeta(db, key)),
    setMeta: (key, value) => now(() => setMeta(db, key, value)),
    collectionOfItem: (itemId, type) =>
      now(() => {
        const row = db.prepare('SELECT collection_id FROM items WHERE item_id = ? AND type = ?').get(itemId, type) as { collection_id: number } | undefined;
        return row?.collection_id ?? null;
      }),
    facts: () =>
      now(() => {
        const counts = db
          .prepare(
            `SELECT (SELECT COUNT(*) FROM collections) AS collections, (SELECT COUNT(*) FROM runs) AS runs,
               (SELECT COALESCE(SUM(output_count), 0) FROM runs) AS outputs`,
          )
          .get() as { collections: number; runs: number; outputs: number };
        return { ...counts, bytes: localCopyBytes(file) };
      }),
    onChange: () => () => undefined,
    reachable: () => true,
    close: () => now(() => db.close()),
  };
}
