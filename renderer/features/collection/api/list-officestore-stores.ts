import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { collectionKeys } from './keys.ts';

/** The officestore stores (rarely change: cached for an hour). */
export function officestoreStoresQuery() {
  return queryOptions({
    queryKey: collectionKeys.stores(),
    queryFn: () => unwrap(desk.settings.officestoreStores({})),
    staleTime: 60 * 60_000,
  });
}

/** Reads the officestore stores. */
export function useOfficestoreStores(enabled = true) {
  return useQuery({ ...officestoreStoresQuery(), enabled });
}
