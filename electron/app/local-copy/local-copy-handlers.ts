import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { copyStoreMethods } from '../../../shared/bridge/methods/copy-store.ts';
import type { localCopyMethods } from '../../../shared/bridge/methods/local-copy.ts';
import type { BridgeContext } from '../bridge/router.ts';
import { DeskError } from '../connection/desk-error.ts';
import type { LocalCopy } from './local-copy.ts';
import { leftOutOf } from './row-checks.ts';
import { checkedCaFile } from './team-copy.ts';

/** How many rows of the copy a read left out, for its answer (nothing when none). */
const unreadable = (rows: object): { unreadable?: number } => {
  const n = leftOutOf(rows);
  return n > 0 ? { unreadable: n } : {};
};

/**
 * Handlers of the `localCopy` area. Reads answer from the active profile's copy at once, online and
 * offline alike; they never call the service: main's sync engine alone decides when the copy is read
 * again (`localCopy.changed` says what moved, `sync.status` how fresh it is), told what is on screen by
 * `localCopy.focus`.
 */
export function localCopyHandlers(deps: { localCopy: LocalCopy }): BridgeHandlers<typeof localCopyMethods, BridgeContext> {
  const { localCopy } = deps;
  const { read } = localCopy;
  return {
    'localCopy.collections': async () => {
      const collections = await read((r) => r.collections());
      return { collections, ...unreadable(collections) };
    },
    'localCopy.collection': async ({ collectionId }) => {
      const collection = await read((r) => r.collection(collectionId));
      return { collectionId, collection, notFound: collection === null && localCopy.sync.notFound(collectionId) };
    },
    'localCopy.items': async ({ collectionId }) =>
      read(async (r) => {
        const items = await r.items(collectionId);
        return { collectionId, items, synced: await r.itemsSynced(collectionId), ...unreadable(items) };
      }),
    'localCopy.runs': async ({ collectionId }) => {
      const runs = await read((r) => r.runs(collectionId));
      return { collectionId, runs, ...unreadable(runs) };
    },
    'localCopy.outputs': async ({ collectionId, runId }) =>
      read(async (r) => {
        const outputs = await r.outputs(collectionId, runId);
        return { collectionId, run: await r.run(collectionId, runId), outputs, ...unreadable(outputs) };
      }),
    'localCopy.history': async ({ collectionId, itemKey }) => {
      const points = await read((r) => r.history(collectionId, itemKey));
      return { collectionId, itemKey, points, ...unreadable(points) };
    },
    'localCopy.compare': async ({ collectionId, runA, runB }) => {
      const { a, b, rows } = await read(async (r) => {
        const pair = await r.compareRuns(collectionId, runA, runB);
        return { ...pair, rows: await r.compare(collectionId, pair.a.runId, pair.b.runId) };
      });
      const totals = { items: rows.length, up: 0, down: 0, same: 0, stockIn: 0, stockOut: 0, new: 0, missing: 0 };
      const field = { up: 'up', down: 'down', same: 'same', 'stock-in': 'stockIn', 'stock-out': 'stockOut', new: 'new', missing: 'missing' } as const;
      for (const row of rows) totals[field[row.change]] += 1;
      const ref = (run: typeof a) => ({ runId: run.runId, at: run.finishedAt ?? run.createdAt });
      return { collectionId, runA: ref(a), runB: ref(b), rows, totals, ...unreadable(rows) };
    },
    'localCopy.stockByRun': async ({ collectionId }) => {
      const runs = await read((r) => r.stockByRun(collectionId));
      return { collectionId, runs, ...unreadable(runs) };
    },
    'localCopy.regional': async ({ collectionId }) => {
      const { postcodes, rows } = await read((r) => r.regional(collectionId));
      return { collectionId, postcodes, rows, asOf: (await localCopy.sync.status()).lastSyncAt, ...unreadable(rows) };
    },
    'localCopy.refresh': async ({ collectionId }) => {
      void localCopy.sync.syncNow(collectionId ?? null);
      return { started: true };
    },
    'localCopy.focus': async (focus) => {
      localCopy.sync.setFocus(focus);
      return { ok: true };
    },
    'localCopy.syncStatus': () => localCopy.sync.status(),
    'localCopy.status': async () => ({ profiles: await localCopy.status() }),
    'localCopy.setRetention': async ({ profileId, days }) => localCopy.setRetention(profileId, days),
    'localCopy.purge': async ({ profileId }) => localCopy.purge(profileId),
  };
}

/** Handlers of the `copyStore` area: where each profile's copy lives (Settings → Local copy). */
export function copyStoreHandlers(deps: {
  localCopy: LocalCopy;
  /** Electron: the system file picker for a certificate file; null = cancelled. Absent in browser mode. */
  chooseCertificateFile?: () => Promise<string | null>;
}): BridgeHandlers<typeof copyStoreMethods, BridgeContext> {
  const { teamCopy } = deps.localCopy;
  return {
    'copyStore.test': async ({ profileId, settings }) => teamCopy.test(profileId, settings),
    'copyStore.usePostgres': async ({ profileId, settings }) => teamCopy.usePostgres(profileId, settings),
    'copyStore.chooseCaFile': async () => {
      if (!deps.chooseCertificateFile) {
        throw new DeskError('invalid-input', 'In the browser there is no file picker: type the full path of the CA certificate file.');
      }
      const path = await deps.chooseCertificateFile();
      if (path === null) throw new DeskError('cancelled', 'No file was chosen; the CA file is as it was.');
      return { path, certificates: checkedCaFile(path).length };
    },
    'copyStore.useEmbedded': async ({ profileId }) => teamCopy.useEmbedded(profileId),
  };
}
