import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS } from '../../../../shared/api/limits.ts';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { RUN_POLL_MS, shouldPoll } from '../lib/run-progress.ts';
import type { RunsPage } from '../lib/run-progress.ts';
import { collectionKeys } from './keys.ts';

/** Runner records per "Load more" (the service's default page). */
export const RUNS_PAGE = LIMITS.resultsPageLimit;

/**
 * A collection's runner records, newest first, 5 at a time; re-read every 1.5 s while the newest run is
 * queued or processing, so progress shows even when main sends no run events.
 */
export function runsQuery(collectionId: number) {
  return infiniteQueryOptions({
    queryKey: collectionKeys.runs(collectionId),
    queryFn: ({ pageParam }): Promise<RunsPage> => unwrap(desk.runs.results({ collection_id: collectionId, skip: pageParam, limit: RUNS_PAGE })),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.skip + last.items.length < last.total ? last.skip + last.items.length : undefined),
    refetchInterval: (query) => (shouldPoll(query.state.data) ? RUN_POLL_MS : false),
    enabled: collectionId > 0,
  });
}

/** Reads the runner records. */
export function useRuns(collectionId: number) {
  return useInfiniteQuery(runsQuery(collectionId));
}
