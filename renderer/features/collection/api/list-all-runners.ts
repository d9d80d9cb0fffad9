import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Runner } from '../../../../shared/api/runs.ts';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { collectionKeys } from './keys.ts';

const CHUNK = 500;

/** Every runner of a collection (for where each run's outputs start), read in chunks of 500. */
export async function fetchAllRunners(collectionId: number): Promise<Runner[]> {
  const all: Runner[] = [];
  for (;;) {
    const page = await unwrap(desk.runs.results({ collection_id: collectionId, skip: all.length, limit: CHUNK }));
    all.push(...page.items);
    if (page.items.length === 0 || all.length >= page.total) return all;
  }
}

/** All runners of a collection, re-read when the runs change. */
export function allRunnersQuery(collectionId: number) {
  return queryOptions({
    queryKey: collectionKeys.allRunners(collectionId),
    queryFn: () => fetchAllRunners(collectionId),
    staleTime: 5_000,
  });
}

/** Reads all runners while `enabled`. */
export function useAllRunners(collectionId: number, enabled: boolean) {
  return useQuery({ ...allRunnersQuery(collectionId), enabled });
}
