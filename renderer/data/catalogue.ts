import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../lib/bridge-query.ts';
import { desk } from '../lib/desk.ts';
import { catalogueKeys } from './keys.ts';
import type { ProductQuery } from './keys.ts';
import { CATALOGUE_PRODUCTS_STALE_MS, CATALOGUE_TREE_STALE_MS } from './lifetimes.ts';

/** The whole category tree, read once a day (the service caches it for 24 hours). */
export function categoriesQuery() {
  return queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: () => unwrap(desk.catalogue.categories({})),
    staleTime: CATALOGUE_TREE_STALE_MS,
    gcTime: CATALOGUE_TREE_STALE_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** One live page of a category's products. */
export function productsQuery(query: ProductQuery) {
  return queryOptions({
    queryKey: catalogueKeys.products(query),
    queryFn: () =>
      unwrap(
        desk.catalogue.products({
          seo_path: query.seo_path,
          recursive: query.recursive,
          page: query.page,
          page_size: query.page_size,
          sort: query.sort,
          ...(query.search.trim() ? { search: query.search.trim() } : {}),
        }),
      ),
    staleTime: CATALOGUE_PRODUCTS_STALE_MS,
    // A page is replaced whole: deep-comparing 1000 products with the last page would only cost time.
    structuralSharing: false,
    // The old page stays on screen (dimmed) while the next one loads, so nothing jumps.
    placeholderData: keepPreviousData,
  });
}
