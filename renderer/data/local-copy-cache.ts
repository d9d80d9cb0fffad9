import type { QueryClient } from '@tanstack/react-query';

// The local copy's keys and what its event changes, apart from the queries (which need the bridge), so
// the app's one event subscription can use them without loading the desk.

/** What main keeps on this machine per profile: items, runs and outputs of every collection. */
export const localCopyKeys = {
  all: ['local-copy'] as const,
  /** Every collection record as last seen (read while the service cannot be reached). */
  collections: () => [...localCopyKeys.all, 'collections'] as const,
  /** Everything read of one collection's copy (items, runs, history, comparisons). */
  collection: (collectionId: number) => [...localCopyKeys.all, collectionId] as const,
  items: (collectionId: number) => [...localCopyKeys.collection(collectionId), 'items'] as const,
  runs: (collectionId: number) => [...localCopyKeys.collection(collectionId), 'runs'] as const,
  outputs: (collectionId: number, runId: number) => [...localCopyKeys.collection(collectionId), 'outputs', runId] as const,
  history: (collectionId: number, itemKey: string) => [...localCopyKeys.collection(collectionId), 'history', itemKey] as const,
  compare: (collectionId: number, runA: number | null, runB: number | null) => [...localCopyKeys.collection(collectionId), 'compare', runA, runB] as const,
  /** Size, freshness and retention of every profile's copy. */
  status: () => [...localCopyKeys.all, 'status'] as const,
};

/** Main changed the copy: that collection's views (or all of them) and the sizes. */
export function localCopyChanged(client: QueryClient, collectionId: number | null): Promise<void> {
  const keys = [collectionId === null ? localCopyKeys.all : localCopyKeys.collection(collectionId), localCopyKeys.status()];
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}
