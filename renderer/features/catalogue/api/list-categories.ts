import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { catalogueKeys } from './keys.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The whole category tree, read once: the service caches it for 24 hours, so the desk keeps it as long. */
export function categoriesQuery() {
  return queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: () => unwrap(desk.catalogue.categories({})),
    staleTime: DAY_MS,
    gcTime: DAY_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Reads the category tree. */
export function useCategories() {
  return useQuery(categoriesQuery());
}
