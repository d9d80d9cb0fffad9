import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { scrapeKeys } from './keys.ts';

/** How many marketplace collections the picker offers at once (newest first; search narrows). */
export const TARGETS_LIMIT = 100;

/** Marketplace item collections that found ASINs can be added to. */
export function targetCollectionsQuery(search: string) {
  return queryOptions({
    queryKey: scrapeKeys.targets(search),
    queryFn: () => unwrap(desk.collections.list({ request_type: 'marketplace', skip: 0, limit: TARGETS_LIMIT, ...(search ? { search } : {}) })),
    placeholderData: keepPreviousData,
  });
}

/** Reads the candidate collections (idle while the dialog is closed). */
export function useTargetCollections(search: string, enabled: boolean) {
  return useQuery({ ...targetCollectionsQuery(search), enabled });
}
