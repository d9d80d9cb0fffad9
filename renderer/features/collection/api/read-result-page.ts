import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { hasBridgeMethod } from './bridge-capability.ts';
import { collectionKeys } from './keys.ts';

/** Bridge method this operation calls (main's files area). */
export const READ_RESULT_PAGE_METHOD = 'files.readResultPage';

/** The records of one JSON result page, read by main with the profile's credential. */
export async function readResultPage(url: string): Promise<Record<string, unknown>[]> {
  return (await unwrap(desk.files.readResultPage({ url }))).records;
}

/** The records of one result page (files do not change once written). */
export function resultPageQuery(url: string | null) {
  return queryOptions({
    queryKey: collectionKeys.resultPage(url ?? ''),
    queryFn: () => readResultPage(url ?? ''),
    enabled: url !== null,
    staleTime: Infinity,
  });
}

/** Reads a result page. */
export function useResultPage(url: string | null) {
  return useQuery(resultPageQuery(url));
}

/** Whether this desk can open result pages. */
export function canReadResultPages(): boolean {
  return hasBridgeMethod(READ_RESULT_PAGE_METHOD);
}
