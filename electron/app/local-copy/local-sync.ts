import type { DatabaseSync } from 'node:sqlite';
import type { Collection } from '../../../shared/api/collections.ts';
import { serviceContract } from '../../../shared/api/contract.ts';
import type { ServiceClient } from '../service/service-client.ts';
import {
  archiveRun,
  beginArchiveAttempt,
  copyBytes,
  expireBefore,
  markArchiveFailed,
  replaceItems,
  retentionDays,
  runsToArchive,
  saveCollections,
  saveRuns,
} from './local-writes.ts';
import { copyFullReason, MAX_COPY_BYTES, recordCap } from './read-caps.ts';
import { ArchiveError, fetchRunPages, pageFacts } from './result-archive.ts';
import { listAllCollections, listAllItems, listRuns } from './service-reads.ts';

/** What a sync step changed, for `localCopy.changed`. */
export type ChangedPart = 'collections' | 'items' | 'runs';

/** What the sync steps need: the profile's database and client, and where to say what changed. */
export interface SyncTarget {
  db: DatabaseSync;
  client: ServiceClient;
  changed: (collectionId: number | null, what: ChangedPart) => void;
  log: (line: string) => void;
  now?: () => Date;
  /** The most bytes the copy's records may take before no more outputs are archived (default MAX_COPY_BYTES). */
  maxCopyBytes?: number;
}

/** Retry waits of a run that could not be archived: soon after a cut connection, later (growing) after a bad file. */
function archiveRetryMs(attempts: number, transient: boolean): number {
  if (transient) return 30_000;
  return Math.min(5 * 60_000 * 2 ** Math.max(0, attempts), 6 * 60 * 60_000);
}

const nowOf = (t: SyncTarget): Date => t.now?.() ?? new Date();

/** Mirrors the collections list; answers the records (deleted ones leave the copy). */
async function syncCollections(t: SyncTarget): Promise<Collection[]> {
  const list = await listAllCollections(t.client);
  const before = new Map((t.db.prepare('SELECT id, record FROM collections').all() as { id: number; record: string }[]).map((r) => [r.id, r.record]));
  saveCollections(t.db, list, nowOf(t).toISOString(), true);
  // Said only when something moved: the renderer re-reads on every event, and this runs every minute.
  if (list.length !== before.size || list.some((c) => before.get(c.id) !== JSON.stringify(c))) t.changed(null, 'collections');
  return list;
}

/** Reads one collection from the service into the copy. */
async function fetchCollection(t: SyncTarget, collectionId: number): Promise<Collection> {
  const record = await t.client.call(serviceContract.collections.get, { collection_id: collectionId });
  saveCollections(t.db, [record], nowOf(t).toISOString(), false);
  return record;
}

/** Mirrors every item of a collection (one transaction, so the table is never half refreshed). */
export async function syncItems(t: SyncTarget, collectionId: number, known?: Collection): Promise<void> {
  const collection = known ?? (await fetchCollection(t, collectionId));
  const items = await listAllItems(t.client, collection);
  replaceItems(t.db, collectionId, items, nowOf(t).toISOString());
  t.changed(collectionId, 'items');
}

/** Lists a collection's runs into the copy, then archives every finished one not archived yet. */
export async function syncRuns(t: SyncTarget, collectionId: number, known?: Collection): Promise<void> {
  const collection = known ?? (await fetchCollection(t, collectionId));
  saveRuns(t.db, collectionId, await listRuns(t.client, collection), nowOf(t).toISOString());
  t.changed(collectionId, 'runs');
  await archivePending(t, collectionId);
}

/**
 * Archives the finished runs waiting for their outputs (of one collection, or all): each run's files
 * fetched once, within the read caps, and stored page by page in one transaction. A bad file, or a copy
 * over its size cap, marks that run "could not be archived" with the reason and a retry time; the other
 * runs go on. A cut connection stops the pass. The attempt is counted before the fetch (see runsToArchive).
 */
export async function archivePending(t: SyncTarget, collectionId?: number): Promise<number> {
  let archived = 0;
  const maxBytes = t.maxCopyBytes ?? MAX_COPY_BYTES;
  for (const run of runsToArchive(t.db, nowOf(t).toISOString(), collectionId)) {
    try {
      if (copyBytes(t.db) > maxBytes) throw new ArchiveError(copyFullReason(maxBytes));
      beginArchiveAttempt(t.db, run.id);
      const pages = await fetchRunPages(t.client, run.links);
      archiveRun(t.db, run.id, pageFacts(pages, recordCap(run.itemCount)));
      archived += 1;
    } catch (error) {
      if (!(error instanceof ArchiveError)) throw error;
      const retryAt = new Date(nowOf(t).getTime() + archiveRetryMs(run.attempts, error.transient)).toISOString();
      markArchiveFailed(t.db, run.id, error.message, retryAt);
      t.log(`local copy: run ${run.id} could not be archived: ${error.message}`);
      if (error.transient) {
        t.changed(run.collectionId, 'runs');
        throw error;
      }
    }
    t.changed(run.collectionId, 'runs');
  }
  if (archived > 0) applyRetention(t.db, nowOf(t));
  return archived;
}

/** Removes outputs older than the profile's retention (none when results are kept for good). */
export function applyRetention(db: DatabaseSync, now: Date): number {
  const days = retentionDays(db);
  if (days === null) return 0;
  return expireBefore(db, new Date(now.getTime() - days * 86_400_000).toISOString());
}

/**
 * One background pass: the collections list, then the runs of every collection whose `last_run_at`
 * moved since its runs were last read (scheduled runs the desk did not start show up this way), the
 * items of collections opened before and now stale, and every archive retry that is due.
 */
export async function backgroundPass(t: SyncTarget, itemsStaleMs: number): Promise<void> {
  const before = new Map(
    (
      t.db.prepare('SELECT id, last_run_at, runs_synced_at, items_synced_at FROM collections').all() as {
        id: number;
        last_run_at: string | null;
        runs_synced_at: string | null;
        items_synced_at: string | null;
      }[]
    ).map((r) => [r.id, r]),
  );
  const list = await syncCollections(t);
  const now = nowOf(t).getTime();
  for (const collection of list) {
    const was = before.get(collection.id);
    const runsMoved = collection.last_run_at !== null && (was?.runs_synced_at == null || was.last_run_at !== collection.last_run_at);
    const unfinished = t.db.prepare(`SELECT 1 FROM runs WHERE collection_id = ? AND stage IN ('queued', 'processing') LIMIT 1`).get(collection.id);
    if (runsMoved || unfinished) await syncRuns(t, collection.id, collection);
    const itemsAt = was?.items_synced_at ? Date.parse(was.items_synced_at) : null;
    if (itemsAt !== null && now - itemsAt > itemsStaleMs) await syncItems(t, collection.id, collection);
  }
  await archivePending(t);
}
