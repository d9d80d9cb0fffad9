import type { ProductSort } from '../../../../shared/api/catalogue.ts';

/** What selects one page of products. */
export interface ProductQuery {
  seo_path: string;
  recursive: boolean;
  page: number;
  page_size: number;
  sort: ProductSort;
  search: string;
}

/** Query keys of the catalogue feature; every catalogue query and invalidation goes through these. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  /** The whole category tree (cached by the service for 24 h). */
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  /** Every product page. */
  productPages: () => [...catalogueKeys.all, 'products'] as const,
  /** One product page. */
  products: (query: ProductQuery) => [...catalogueKeys.productPages(), query] as const,
  /** Officestore collections the selection can be added to. */
  targets: () => [...catalogueKeys.all, 'targets'] as const,
  /** The user's active postcodes (filtered to officestore.com.au by the reader). */
  activePostcodes: () => [...catalogueKeys.all, 'active-postcodes'] as const,
  /** The officestore stores. */
  stores: () => [...catalogueKeys.all, 'stores'] as const,
  /** The account profile (its e-mail notifies about new collections' runs). */
  profile: () => [...catalogueKeys.all, 'profile'] as const,
};
