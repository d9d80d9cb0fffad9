import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { catalogueKeys } from './keys.ts';
import type { ProductQuery } from './keys.ts';

/** One live page of a category's products (the service never caches these; the desk keeps them a minute). */
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
    staleTime: 60_000,
    // A page is replaced whole: deep-comparing 1000 products with the last page would only cost time.
    structuralSharing: false,
    // The old page stays on screen (dimmed) while the next one loads, so nothing jumps.
    placeholderData: keepPreviousData,
  });
}

/** Reads a page of products; idle until a category is chosen. */
export function useProducts(query: ProductQuery | null) {
  return useQuery({ ...productsQuery(query ?? { seo_path: '', recursive: false, page: 0, page_size: 1, sort: 'bestmatch', search: '' }), enabled: query !== null });
}
