import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfficestoreStore } from '../../../../shared/api/settings.ts';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { catalogueKeys } from './keys.ts';

/** Stores by state, then name. */
export function sortStores(stores: readonly OfficestoreStore[]): OfficestoreStore[] {
  return [...stores].sort((a, b) => a.state.localeCompare(b.state) || a.store_name.localeCompare(b.store_name));
}

/** The officestore stores (a public settings list; it rarely changes). */
export function storesQuery() {
  return queryOptions({
    queryKey: catalogueKeys.stores(),
    queryFn: async () => sortStores(await unwrap(desk.settings.officestoreStores({}))),
    staleTime: 60 * 60_000,
  });
}

/** Reads the stores (idle until asked for). */
export function useStores(enabled: boolean) {
  return useQuery({ ...storesQuery(), enabled });
}
