/** A catalogue category (interface 2.6): `children` is empty for a leaf. */
export interface CatalogueCategory {
  name: string;
  seoPath: string;
  children: CatalogueCategory[];
}

/** A catalogue product (interface 2.7), as the catalogue proxy returns it. */
export interface CatalogueProduct {
  sku: string;
  title: string;
  brand: string;
  gtin: string;
  price_value: number;
  price_currency: 'AUD';
  image: string;
  product_url: string;
  url_keyword: string;
  category: string;
  categories: string[];
  ranged_online: boolean;
  ranged_retail: boolean;
  rating: number;
  review_count: number;
  status: 'active';
  published: true;
}

/** Image glyph of a department (drawn by catalogue-image.ts). */
export type Glyph = 'pen' | 'box' | 'screen' | 'chair' | 'sheet' | 'drop' | 'brush' | 'cup' | 'cross';

/** A product plus the internal fields used for sorting and search, never sent out. */
export interface CatalogueRecord {
  product: CatalogueProduct;
  /** Position in creation order; higher is newer (`newest` sort). */
  createdOrder: number;
  /** Stable popularity score (`bestmatch` without a search). */
  popularity: number;
  /** Department glyph for the product image. */
  glyph: Glyph;
  /** Lower-cased title, brand and sku for search. */
  title: string;
  brand: string;
}

/** The whole built catalogue, with lookups. */
export interface Catalogue {
  tree: CatalogueCategory[];
  /** Every category, depth first (parents before children). */
  categories: CatalogueCategory[];
  byPath: Map<string, CatalogueCategory>;
  records: CatalogueRecord[];
  bySku: Map<string, CatalogueRecord>;
}
