import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '../../../../shared/api/catalogue.ts';
import { categoriesQuery } from '../../../data/catalogue.ts';
import { catalogueKeys } from '../../../data/keys.ts';
import { CATALOGUE_TREE_STALE_MS } from '../../../data/lifetimes.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { desk } from '../../../lib/desk.ts';

/**
 * The catalogue's product with this SKU, or null. The catalogue is searched by department (its products are
 * asked for under a category), one department after another until the SKU shows: most items come from the
 * first few, and the tree itself is read once a day.
 */
export async function findCatalogueProduct(client: QueryClient, sku: string): Promise<Product | null> {
  const tree = await client.fetchQuery(categoriesQuery());
  for (const department of tree.categories) {
    const page = await unwrap(desk.catalogue.products({ seo_path: department.seoPath, recursive: true, search: sku, page_size: 10 }));
    const product = page.products.find((p) => p.sku === sku);
    if (product) return product;
  }
  return null;
}

/** The catalogue product of an officestore SKU (null: not an officestore item, or not in the catalogue). */
export function catalogueProductQuery(client: QueryClient, sku: string | null) {
  return queryOptions({
    queryKey: catalogueKeys.product(sku ?? ''),
    queryFn: () => (sku === null ? null : findCatalogueProduct(client, sku)),
    enabled: sku !== null,
    // A product's picture and name do not move within a day; a failed search (offline) just shows no picture.
    staleTime: CATALOGUE_TREE_STALE_MS,
    retry: false,
  });
}

/** Reads the catalogue product of an officestore SKU. */
export function useCatalogueProduct(sku: string | null) {
  return useQuery(catalogueProductQuery(useQueryClient(), sku));
}
