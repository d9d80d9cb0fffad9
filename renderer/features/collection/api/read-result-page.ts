import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/bridge-query.ts';
import { looseMethod, useCapability } from './bridge-capability.ts';
import { collectionKeys } from './keys.ts';

/** Bridge method this adapter calls (added by main's files area). */
export const READ_RESULT_PAGE_METHOD = 'files.readResultPage';

/** Adapter for `files.readResultPage({url})` → `{records}`: one JSON result page read by main. */
export async function readResultPage(url: string): Promise<Record<string, unknown>[]> {
  const method = looseMethod(READ_RESULT_PAGE_METHOD);
  if (!method) throw new Error('This version of Collection Desk cannot open result pages yet.');
  const value = (await unwrap(method({ url }))) as { records?: unknown };
  return Array.isArray(value.records) ? value.records.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null) : [];
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

/** Whether the desk can open result pages. */
export function useCanReadResultPages(): boolean | undefined {
  return useCapability(READ_RESULT_PAGE_METHOD);
}
