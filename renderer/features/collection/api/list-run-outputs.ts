import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { collectionKeys } from './keys.ts';

/** One page of a run's marketplace output records (without payloads); `limit` 0 reads nothing. */
export function runOutputsQuery(collectionId: number, runnerId: number, window: { skip: number; limit: number }) {
  return queryOptions({
    queryKey: collectionKeys.runOutputs(collectionId, runnerId, window.skip, window.limit),
    queryFn: () => unwrap(desk.marketplaceItems.outputList({ collection_id: collectionId, skip: window.skip, limit: window.limit })),
    enabled: window.limit > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Reads a page of a run's output records. */
export function useRunOutputs(collectionId: number, runnerId: number, window: { skip: number; limit: number }) {
  return useQuery(runOutputsQuery(collectionId, runnerId, window));
}
