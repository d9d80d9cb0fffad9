import type { Collection } from '../../../../shared/api/collections.ts';
import { serviceContract } from '../../../../shared/api/contract.ts';
import type { ServiceClient } from '../../service/service-client.ts';
import type { ChangedPart, CopyStore } from '../copy-store.ts';
import type { StoredFacts, RunMatches } from '../copy-model.ts';
import { copyFullReason, MAX_COPY_BYTES, recordCap } from './read-caps.ts';
import { ArchiveError, fetchRunPages, pageFacts } from './result-archive.ts';
import { regionKeys } from './region-keys.ts';
import { listAllCollections, listAllItems, listRuns } from './service-reads.ts';
import { isBudgetSpent } from './sync-budget.ts';

/** What the sync steps need: the profile's copy and client, and where to say what changed. */
export interface SyncTarget {
  store: CopyStore;
  client: ServiceClient;
  changed: (collectionId: number | null, what: ChangedPart) => void;
  log: (line: string) => void;
  now?: () => Date;
  /** The most bytes the copy's records may take before no more outputs are archived (default MAX_COPY_BYTES). */
  maxCopyBytes?: number;
  /** Watch rules matched in a newly archived run (once per run). */
  matched?: (found: RunMatches) => void;
  /** Throws when no request may be made now (the sync engine's budget), before an attempt is counted. */
  admit?: () => void;
}

/** Which details of a collection to read again whatever the cheap reads say (after a write, on a timer). */
export interface SyncWant {
  items: boolean;
  runs: boolean;
}

/** Retry waits of a run that could not be archived: soon after a cut connection, later (growing) after a bad file. */
function archiveRetryMs(attempts: number, transient: boolean): number {
  if (transient) return 30_000;
  return Math.min(5 * 60_000 * 2 ** Math.max(0, attempts), 6 * 60 * 60_000);
}

const nowOf = (t: SyncTarget): Date => t.now?.() ?? new Date();

const isItemCollection = (c: Pick<Collection, 'request_type'>): boolean => c.request_type !== 'marketplace_category_scrape';

/** Whether the service said a record does not exist (code 404). */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 404;
}

/** Mirrors every item of a collection when they differ from the copy (all at once); answers whether they did. */
export async function syncItems(t: SyncTarget, collection: Pick<Collection, 'id' | 'request_type'>): Promise<boolean> {
  const items = await listAllItems(t.client, collection);
  const at = nowOf(t).toISOString();
  if (!(await t.store.itemsDiffer(collection.id, items))) {
    await t.store.markItemsSynced(collection.id, at);
    return false;
  }
  await t.store.replaceItems(collection.id, items, at);
  t.changed(collection.id, 'items');
  return true;
}

/** Lists a collection's newest runs into the copy (until the runs already known and ended), then archives the finished ones. */
export async function syncRuns(
  t: SyncTarget,
  collection: Pick<Collection, 'id' | 'request_type' | 'created_at' | 'updated_at' | 'last_run_at'>,
): Promise<void> {
  const ended = await t.store.endedRunIds(collection.id);
  const listed = await listRuns(t.client, collection, (run) => ended.has(run.id) && (run.stage === 'done' || run.stage === 'failed'));
  if (await t.store.saveRuns(collection.id, listed, nowOf(t).toISOString())) t.changed(collection.id, 'runs');
  await archivePending(t, collection.id);
}

/** The details a collection needs read again, from what the copy held before and the record the service gave now. */
function detailsDue(was: StoredFacts | undefined, record: Collection, want: SyncWant): SyncWant {
  return {
    items: isItemCollection(record) && (want.items || was?.itemsSyncedAt == null || was.itemCount !== record.item_count),
    runs:
      want.runs ||
      was?.unfinished === true ||
      (record.last_run_at !== null && (was?.runsSyncedAt == null || was.lastRunAt !== record.last_run_at)) ||
      (!isItemCollection(record) && was?.runsSyncedAt == null),
  };
}

/**
 * The record to store before its details are read: while details are due it keeps the item count and last
 * run the copy was last synced with, so a sync that stops (a cut connection, a pass's read limit) finds the
 * same details due next time instead of a record that already looks read.
 */
function held(record: Collection, was: StoredFacts | undefined, due: SyncWant): Collection {
  if (!was || (!due.items && !due.runs)) return record;
  return { ...record, item_count: was.itemCount ?? record.item_count, last_run_at: was.lastRunAt };
}

/** Reads a collection's due details, then stores its record as listed now (its facts become the synced ones). */
async function syncDetails(t: SyncTarget, record: Collection, due: SyncWant): Promise<void> {
  if (!due.items && !due.runs) return;
  if (due.items) await syncItems(t, record);
  if (due.runs) await syncRuns(t, record);
  if ((await t.store.saveCollections([record], nowOf(t).toISOString())) > 0) t.changed(record.id, 'collections');
}

/** What one collection's sync found: the record, or that the service no longer has it. */
export type CollectionSync = { found: true; collection: Collection } | { found: false };

/**
 * Syncs one collection: its record (the cheap read that reveals change: item count, last run, settings),
 * then only the details that moved — its items when the count moved (or `want.items`), its runs when a run
 * started, is under way or `want.runs` — and any archive retry due. A collection the service no longer has
 * leaves the copy.
 */
export async function syncCollection(t: SyncTarget, collectionId: number, want: SyncWant): Promise<CollectionSync> {
  const was = await t.store.storedFact(collectionId);
  let record: Collection;
  try {
    record = await t.client.call(serviceContract.collections.get, { collection_id: collectionId });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    if (was && (await t.store.removeCollection(collectionId))) t.changed(null, 'collections');
    return { found: false };
  }
  const due = detailsDue(was, record, want);
  if ((await t.store.saveCollections([held(record, was, due)], nowOf(t).toISOString())) > 0) t.changed(collectionId, 'collections');
  await syncDetails(t, record, due);
  if (!due.runs) await archivePending(t, collectionId);
  return { found: true, collection: record };
}

/**
 * Archives the finished runs waiting for their outputs (of one collection, or all): each run's files
 * fetched once, within the read caps, and stored page by page all at once. A bad file, or a copy over its
 * size cap, marks that run "could not be archived" with the reason and a retry time; the other runs go on.
 * A cut connection stops the pass. The attempt is counted before the fetch (see runsToArchive); a run
 * another desk of a team copy is archiving is left to it. Then the watch rules are evaluated on what was archived.
 */
export async function archivePending(t: SyncTarget, collectionId?: number): Promise<number> {
  let archived = 0;
  const maxBytes = t.maxCopyBytes ?? MAX_COPY_BYTES;
  for (const run of await t.store.runsToArchive(nowOf(t).toISOString(), collectionId)) {
    const ref = { collectionId: run.collectionId, runId: run.id };
    try {
      if (await t.store.overCap(maxBytes)) throw new ArchiveError(copyFullReason(maxBytes));
      t.admit?.();
      if (!(await t.store.beginArchiveAttempt(ref, nowOf(t).toISOString()))) continue;
      const pages = await fetchRunPages(t.client, run.links, ref);
      // A marketplace record that names no postcode goes to its item at one (a category scrape has no items).
      const keys = run.kind === 'items' ? regionKeys(await t.store.items(run.collectionId)) : undefined;
      await t.store.archiveRun(ref, pageFacts(pages, recordCap(run.itemCount), keys));
      archived += 1;
    } catch (error) {
      if (!(error instanceof ArchiveError)) throw error;
      const retryAt = new Date(nowOf(t).getTime() + archiveRetryMs(run.attempts, error.transient)).toISOString();
      await t.store.markArchiveFailed(ref, error.message, retryAt);
      t.log(`local copy: run ${run.id} could not be archived: ${error.message}`);
      if (error.transient) {
        t.changed(run.collectionId, 'runs');
        throw error;
      }
    }
    t.changed(run.collectionId, 'runs');
  }
  if (archived > 0) await t.store.applyRetention(nowOf(t));
  // Every run archived (here, or listed as ended without results) is evaluated against the watch rules once.
  for (const found of await t.store.evaluateWatch()) t.matched?.(found);
  return archived;
}

/** How much one pass may read in detail; the rest waits for the next pass (which the engine brings forward). */
export const DETAIL_READS_PER_PASS = 25;

/** When a collection's details were last read (never: first): the pass reads the longest-waiting first, in turn. */
function lastRead(was: StoredFacts | undefined): string {
  const items = was?.itemsSyncedAt ?? '';
  const runs = was?.runsSyncedAt ?? '';
  return items > runs ? items : runs;
}

/**
 * One pass over every collection: the collections list (item counts and last-run times of all of them in
 * one or a few requests), then the details of only those that moved — items whose count moved or that were
 * never mirrored, runs that started or are under way (scheduled runs the desk did not start show up this
 * way) — the longest-waiting first, up to {@link DETAIL_READS_PER_PASS} or until the engine's request budget
 * is spent, and every archive retry that is due. Answers how many collections' details were left for the
 * next pass (a list that changes on every read leaves some each time; none is starved).
 */
export async function backgroundPass(t: SyncTarget): Promise<{ more: boolean; left: number }> {
  const before = new Map((await t.store.storedFacts()).map((f) => [f.id, f]));
  const listedFrom = nowOf(t).toISOString();
  const list = await listAllCollections(t.client);
  const dues = list.map((c) => detailsDue(before.get(c.id), c, { items: false, runs: false }));
  const stored = list.map((c, i) => held(c, before.get(c.id), dues[i] as SyncWant));
  if ((await t.store.saveCollections(stored, nowOf(t).toISOString(), listedFrom)) > 0) t.changed(null, 'collections');
  const moved = list
    .map((collection, i) => ({ collection, due: dues[i] as SyncWant, since: lastRead(before.get(collection.id)) }))
    .filter(({ due }) => due.items || due.runs)
    .sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : 0));
  let read = 0;
  try {
    for (const { collection, due } of moved.slice(0, DETAIL_READS_PER_PASS)) {
      await syncDetails(t, collection, due);
      read += 1;
    }
    await archivePending(t);
  } catch (error) {
    // The budget is spent: what was read is kept, the rest is read next pass.
    if (!isBudgetSpent(error)) throw error;
    return { more: true, left: Math.max(1, moved.length - read) };
  }
  const left = moved.length - read;
  return { more: left > 0, left };
}
