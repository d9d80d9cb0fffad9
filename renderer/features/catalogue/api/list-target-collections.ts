import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { catalogueKeys } from './keys.ts';

/** How many officestore collections the picker offers (newest first). */
export const TARGETS_LIMIT = 100;

/** The newest officestore collections, which catalogue SKUs can be added to. */
export function targetCollectionsQuery() {
  return queryOptions({
    queryKey: catalogueKeys.targets(),
    queryFn: () => unwrap(desk.collections.list({ request_type: 'officestore', skip: 0, limit: TARGETS_LIMIT })),
    staleTime: 0,
  });
}

/** Reads the candidate collections (idle until asked for). */
export function useTargetCollections(enabled: boolean) {
  return useQuery({ ...targetCollectionsQuery(), enabled });
}
