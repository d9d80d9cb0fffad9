import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrapShown } from '../../../lib/bridge-query.ts';
import { runKeys } from '../../../data/keys.ts';
import { IMMUTABLE_STALE_MS } from '../../../data/lifetimes.ts';

/** The records of one JSON result page, read by main with the profile's credential. */
export async function readResultPage(url: string): Promise<Record<string, unknown>[]> {
  return (await unwrapShown(desk.files.readResultPage({ url }))).records;
}

/** The records of one result page (files do not change once written). */
export function resultPageQuery(url: string | null) {
  return queryOptions({
    queryKey: runKeys.resultPage(url ?? ''),
    queryFn: () => readResultPage(url ?? ''),
    enabled: url !== null,
    staleTime: IMMUTABLE_STALE_MS,
  });
}

/** Reads a result page. */
export function useResultPage(url: string | null) {
  return useQuery(resultPageQuery(url));
}
