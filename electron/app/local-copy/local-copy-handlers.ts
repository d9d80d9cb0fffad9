import type { Collection } from '../../../shared/api/collections.ts';
import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { localCopyMethods } from '../../../shared/bridge/methods/local-copy.ts';
import type { BridgeContext } from '../bridge/router.ts';
import type { LocalCopy } from './local-copy.ts';
import { compareRuns, queryCompare, queryHistory, queryItems, queryOutputs, queryRun, queryRuns, storedCollection } from './local-queries.ts';
import { queryStockByRun } from './run-stock.ts';

/**
 * Handlers of the `localCopy` area. Reads answer from the active profile's copy at once, online and
 * offline alike; they never call the service: main's sync engine alone decides when the copy is read
 * again (`localCopy.changed` says what moved, `sync.status` how fresh it is), told what is on screen by
 * `localCopy.focus`.
 */
export function localCopyHandlers(deps: { localCopy: LocalCopy }): BridgeHandlers<typeof localCopyMethods, BridgeContext> {
  const { localCopy } = deps;
  const active = () => localCopy.activeDb().db;
  return {
    'localCopy.collections': async () => {
      const rows = active().prepare('SELECT record FROM collections ORDER BY id DESC').all() as { record: string }[];
      return { collections: rows.map((r) => JSON.parse(r.record) as Collection) };
    },
    'localCopy.collection': async ({ collectionId }) => {
      const collection = storedCollection(active(), collectionId);
      return { collectionId, collection, notFound: collection === null && localCopy.sync.notFound(collectionId) };
    },
    'localCopy.items': async ({ collectionId }) => {
      const db = active();
      const synced = db.prepare('SELECT 1 FROM collections WHERE id = ? AND (items_synced_at IS NOT NULL OR runs_synced_at IS NOT NULL)').get(collectionId);
      return { collectionId, items: queryItems(db, collectionId), synced: synced !== undefined };
    },
    'localCopy.runs': async ({ collectionId }) => ({ collectionId, runs: queryRuns(active(), collectionId) }),
    'localCopy.outputs': async ({ collectionId, runId }) => {
      const db = active();
      return { collectionId, run: queryRun(db, collectionId, runId), outputs: queryOutputs(db, runId) };
    },
    'localCopy.history': async ({ collectionId, itemKey }) => ({ collectionId, itemKey, points: queryHistory(active(), collectionId, itemKey) }),
    'localCopy.compare': async ({ collectionId, runA, runB }) => {
      const db = active();
      const { a, b } = compareRuns(db, collectionId, runA, runB);
      const rows = queryCompare(db, a.runId, b.runId);
      const totals = { items: rows.length, up: 0, down: 0, same: 0, stockIn: 0, stockOut: 0, new: 0, missing: 0 };
      const field = { up: 'up', down: 'down', same: 'same', 'stock-in': 'stockIn', 'stock-out': 'stockOut', new: 'new', missing: 'missing' } as const;
      for (const row of rows) totals[field[row.change]] += 1;
      const ref = (r: typeof a) => ({ runId: r.runId, at: r.finishedAt ?? r.createdAt });
      return { collectionId, runA: ref(a), runB: ref(b), rows, totals };
    },
    'localCopy.stockByRun': async ({ collectionId }) => ({ collectionId, runs: queryStockByRun(active(), collectionId) }),
    'localCopy.refresh': async ({ collectionId }) => {
      void localCopy.sync.syncNow(collectionId ?? null);
      return { started: true };
    },
    'localCopy.focus': async (focus) => {
      localCopy.sync.setFocus(focus);
      return { ok: true };
    },
    'localCopy.syncStatus': async () => localCopy.sync.status(),
    'localCopy.status': async () => ({ profiles: await localCopy.status() }),
    'localCopy.setRetention': async ({ profileId, days }) => localCopy.setRetention(profileId, days),
    'localCopy.purge': async ({ profileId }) => localCopy.purge(profileId),
  };
}
