import type { QueryClient } from '@tanstack/react-query';
import type { SyncStatus } from '../../shared/bridge/methods/local-copy.ts';
import type { DeskEvent } from './events.ts';

// The local copy's keys and what its events change, apart from the queries (which need the bridge), so
// the app's one event subscription can use them without loading the desk.

/**
 * What main keeps on this machine per profile and its sync engine keeps current: every collection, its
 * items, runs and outputs. Every screen reads mirrored data under these keys, online and offline alike.
 */
export const localCopyKeys = {
  all: ['local-copy'] as const,
  /** Every collection record (the Collections list and every picker select their view of it). */
  collections: () => [...localCopyKeys.all, 'collections'] as const,
  /** Everything read of one collection's copy. */
  collection: (collectionId: number) => [...localCopyKeys.all, collectionId] as const,
  /** One collection's record (name, type, item count, schedule). */
  record: (collectionId: number) => [...localCopyKeys.collection(collectionId), 'record'] as const,
  items: (collectionId: number) => [...localCopyKeys.collection(collectionId), 'items'] as const,
  /** Each product across its postcodes: under the items, so a change to the items or a new run (which re-reads them) re-reads it. */
  regional: (collectionId: number) => [...localCopyKeys.items(collectionId), 'regional'] as const,
  /** Its runs and everything made of their outputs (a run's outputs, histories, comparisons). */
  runs: (collectionId: number) => [...localCopyKeys.collection(collectionId), 'runs'] as const,
  outputs: (collectionId: number, runId: number) => [...localCopyKeys.runs(collectionId), 'outputs', runId] as const,
  history: (collectionId: number, itemKey: string) => [...localCopyKeys.runs(collectionId), 'history', itemKey] as const,
  compare: (collectionId: number, runA: number | null, runB: number | null) => [...localCopyKeys.runs(collectionId), 'compare', runA, runB] as const,
  /** Per archived run: its outputs in and out of stock. */
  stockByRun: (collectionId: number) => [...localCopyKeys.runs(collectionId), 'stock'] as const,
  /** Size, freshness and retention of every profile's copy. */
  status: () => [...localCopyKeys.all, 'status'] as const,
  /** The sync engine's one freshness (`localCopy.syncStatus`, then `sync.status` events). */
  sync: () => [...localCopyKeys.all, 'sync'] as const,
  /** A profile's copy being moved into its team copy: runs moved so far (`copyStore.progress` events). */
  move: (profileId: string) => [...localCopyKeys.all, 'move', profileId] as const,
};

const isRecordKey = (key: readonly unknown[]): boolean => key[0] === localCopyKeys.all[0] && key[2] === 'record';

/** What `localCopy.changed` events said moved, merged: each view named once however many events named it. */
export interface CopyChanges {
  all: boolean;
  /** Records whose views moved (`every`: all of them, the list too). */
  records: Set<number> | 'every' | null;
  items: Set<number>;
  runs: Set<number>;
}

/** No change yet. */
export const noCopyChanges = (): CopyChanges => ({ all: false, records: null, items: new Set(), runs: new Set() });

/** Adds one event's change to `changes` (a record and the lists; a collection's items; its runs and items; everything). */
export function addCopyChange(changes: CopyChanges, event: Pick<DeskEvent<'localCopy.changed'>, 'collectionId' | 'what'>): void {
  const { collectionId: id, what } = event;
  if (what === 'all') changes.all = true;
  else if (what === 'collections') {
    if (id === null) changes.records = 'every';
    else if (changes.records === null) changes.records = new Set([id]);
    else if (changes.records !== 'every') changes.records.add(id);
  } else if (id !== null) {
    changes.items.add(id);
    if (what === 'runs') changes.runs.add(id);
  }
}

/** Re-reads the views of what moved, each once (the copy's size and freshness always). */
export function rereadCopyChanges(client: QueryClient, changes: CopyChanges): Promise<void> {
  // Everything but the freshness: that comes by `sync.status` event alone, and a re-read answered before the
  // event that followed it would put back a state already left ("Checking…" after "Up to date").
  if (changes.all) return client.invalidateQueries({ queryKey: localCopyKeys.all, predicate: (q) => q.queryKey[1] !== localCopyKeys.sync()[1] });
  const invalidate = (queryKey: readonly unknown[]) => client.invalidateQueries({ queryKey });
  const work: Promise<void>[] = [invalidate(localCopyKeys.status())];
  if (changes.records !== null) {
    work.push(invalidate(localCopyKeys.collections()));
    if (changes.records === 'every') work.push(client.invalidateQueries({ predicate: (q) => isRecordKey(q.queryKey) }));
    else for (const id of changes.records) work.push(invalidate(localCopyKeys.record(id)));
  }
  for (const id of changes.items) work.push(invalidate(localCopyKeys.items(id)));
  for (const id of changes.runs) work.push(invalidate(localCopyKeys.runs(id)));
  return Promise.all(work).then(() => undefined);
}

/**
 * Main changed the copy: only the views of what moved are read again (a record and the lists showing
 * it; a collection's items; its runs with the items' latest prices, histories and comparisons).
 */
export function localCopyChanged(client: QueryClient, event: Pick<DeskEvent<'localCopy.changed'>, 'collectionId' | 'what'>): Promise<void> {
  const changes = noCopyChanges();
  addCopyChange(changes, event);
  return rereadCopyChanges(client, changes);
}

/** A `sync.status` event: stored as the one freshness every mirrored view shows. */
export function applySyncStatus(client: QueryClient, status: SyncStatus): void {
  client.setQueryData(localCopyKeys.sync(), status);
}

/** A `copyStore.progress` event: how far the move of a profile's copy into its team copy is. */
export function applyMoveProgress(client: QueryClient, event: DeskEvent<'copyStore.progress'>): void {
  client.setQueryData(localCopyKeys.move(event.profileId), { done: event.done, total: event.total });
}
