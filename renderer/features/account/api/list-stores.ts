import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { accountKeys } from './keys.ts';

/** The officestore stores (`settings.officestoreStores`), for an officestore playground request. */
export function storesQuery() {
  return queryOptions({
    queryKey: accountKeys.stores(),
    queryFn: () => unwrap(desk.settings.officestoreStores({})),
    staleTime: 10 * 60_000,
  });
}

/** Reads the stores when needed. */
export function useStores(enabled: boolean) {
  return useQuery({ ...storesQuery(), enabled });
}
