import type { DatabaseSync } from 'node:sqlite';
import type { Collection } from '../../../shared/api/collections.ts';
import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { localCopyMethods } from '../../../shared/bridge/methods/local-copy.ts';
import type { BridgeContext } from '../bridge/router.ts';
import type { LocalCopy } from './local-copy.ts';
import { compareRuns, queryCompare, queryHistory, queryItems, queryOutputs, queryRun, queryRuns, storedCollection } from './local-queries.ts';

/** Re-reads within this time do not start another refresh (the renderer re-reads on every `localCopy.changed`). */
const REFRESH_AFTER_MS = 15_000;

type SyncColumn = 'items_synced_at' | 'runs_synced_at';

function syncedAt(db: DatabaseSync, collectionId: number, column: SyncColumn): string | null {
  const row = db.prepare(`SELECT ${column} AS at FROM collections WHERE id = ?`).get(collectionId) as { at: string | null } | undefined;
  return row?.at ?? null;
}

const stale = (at: string | null): boolean => at === null || Date.now() - Date.parse(at) > REFRESH_AFTER_MS;

/**
 * Handlers of the `localCopy` area. Reads answer from the active profile's copy at once, marked
 * `offline` when its service could not be reached; a stale part is refreshed in the background
 * (`localCopy.changed` follows), so no screen ever waits on the service.
 */
export function localCopyHandlers(deps: { localCopy: LocalCopy }): BridgeHandlers<typeof localCopyMethods, BridgeContext> {
  const { localCopy } = deps;
  const active = () => localCopy.activeDb().db;
  const freshIn = (db: DatabaseSync, collectionId: number, column: SyncColumn, parts: { items?: boolean; runs?: boolean }) => {
    const asOf = syncedAt(db, collectionId, column);
    const offline = localCopy.offline();
    if (stale(asOf)) void localCopy.refresh(collectionId, parts);
    return { asOf, offline };
  };
  return {
    'localCopy.collections': async () => {
      const db = active();
      const rows = db.prepare('SELECT record, seen_at FROM collections ORDER BY id DESC').all() as { record: string; seen_at: string }[];
      const asOf = rows.reduce<string | null>((max, r) => (max === null || r.seen_at > max ? r.seen_at : max), null);
      if (stale(asOf)) void localCopy.refreshAll();
      return { collections: rows.map((r) => JSON.parse(r.record) as Collection), asOf, offline: localCopy.offline() };
    },
    'localCopy.items': async ({ collectionId }) => {
      const db = active();
      const freshness = freshIn(db, collectionId, 'items_synced_at', { items: true, runs: true });
      return { collectionId, collection: storedCollection(db, collectionId), items: queryItems(db, collectionId), ...freshness };
    },
    'localCopy.runs': async ({ collectionId }) => {
      const db = active();
      const freshness = freshIn(db, collectionId, 'runs_synced_at', { runs: true });
      return { collectionId, runs: queryRuns(db, collectionId), ...freshness };
    },
    'localCopy.outputs': async ({ collectionId, runId }) => {
      const db = active();
      const run = queryRun(db, collectionId, runId);
      return { collectionId, run, outputs: queryOutputs(db, runId), asOf: syncedAt(db, collectionId, 'runs_synced_at'), offline: localCopy.offline() };
    },
    'localCopy.history': async ({ collectionId, itemKey }) => {
      const db = active();
      return {
        collectionId,
        itemKey,
        points: queryHistory(db, collectionId, itemKey),
        asOf: syncedAt(db, collectionId, 'runs_synced_at'),
        offline: localCopy.offline(),
      };
    },
    'localCopy.compare': async ({ collectionId, runA, runB }) => {
      const db = active();
      const { a, b } = compareRuns(db, collectionId, runA, runB);
      const rows = queryCompare(db, a.runId, b.runId);
      const totals = { items: rows.length, up: 0, down: 0, same: 0, stockIn: 0, stockOut: 0, new: 0, missing: 0 };
      const field = { up: 'up', down: 'down', same: 'same', 'stock-in': 'stockIn', 'stock-out': 'stockOut', new: 'new', missing: 'missing' } as const;
      for (const row of rows) totals[field[row.change]] += 1;
      const ref = (r: typeof a) => ({ runId: r.runId, at: r.finishedAt ?? r.createdAt });
      return { collectionId, runA: ref(a), runB: ref(b), rows, totals, asOf: syncedAt(db, collectionId, 'runs_synced_at'), offline: localCopy.offline() };
    },
    'localCopy.refresh': async ({ collectionId }) => {
      void (collectionId === undefined ? localCopy.refreshAll() : localCopy.refresh(collectionId, { items: true, runs: true }));
      return { started: true };
    },
    'localCopy.status': async () => ({ profiles: await localCopy.status() }),
    'localCopy.setRetention': async ({ profileId, days }) => localCopy.setRetention(profileId, days),
    'localCopy.purge': async ({ profileId }) => localCopy.purge(profileId),
  };
}
