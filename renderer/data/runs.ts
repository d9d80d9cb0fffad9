import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Runner } from '../../shared/api/runs.ts';
import { unwrap, unwrapShown } from '../lib/bridge-query.ts';
import { desk } from '../lib/desk.ts';
import { runChanged } from './changes.ts';
import { runKeys } from './keys.ts';
import { RECORDS_STALE_MS } from './lifetimes.ts';

const RUNNERS_CHUNK = 500;

/** Every runner of a collection (for where each run's outputs start), read in chunks of 500. */
export async function fetchAllRunners(collectionId: number): Promise<Runner[]> {
  const all: Runner[] = [];
  for (;;) {
    const page = await unwrapShown(desk.runs.results({ collection_id: collectionId, skip: all.length, limit: RUNNERS_CHUNK }));
    all.push(...page.items);
    if (page.items.length === 0 || all.length >= page.total) return all;
  }
}

/** All runners of a collection at once. */
export function allRunnersQuery(collectionId: number) {
  return queryOptions({
    queryKey: runKeys.everyRunner(collectionId),
    queryFn: () => fetchAllRunners(collectionId),
    staleTime: RECORDS_STALE_MS,
  });
}

/** One page of a run's marketplace output records (without payloads); `limit` 0 reads nothing. A run's changes re-read it. */
export function runOutputsQuery(collectionId: number, runnerId: number, window: { skip: number; limit: number }) {
  return queryOptions({
    queryKey: runKeys.outputs(collectionId, runnerId, window.skip, window.limit),
    queryFn: () => unwrapShown(desk.marketplaceItems.outputList({ collection_id: collectionId, skip: window.skip, limit: window.limit })),
    enabled: window.limit > 0,
    placeholderData: keepPreviousData,
    staleTime: RECORDS_STALE_MS,
  });
}

/** Runs a collection now; the service refuses with 402 before queueing anything when credits fall short. */
export function runCollectionMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (collectionId: number) => unwrap(desk.runs.run({ collection_id: collectionId })),
    onSuccess: (_data, collectionId) => runChanged(client, collectionId),
  });
}
