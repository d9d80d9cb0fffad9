import { buildCatalogue } from './catalogue-build.ts';
import type { Catalogue, CatalogueCategory, CatalogueProduct, CatalogueRecord } from './catalogue-types.ts';

/** Product sorts of interface 4.5 rule 1. */
export const CATALOGUE_SORTS = ['bestmatch', 'newest', 'name', 'price_asc', 'price_desc', 'rating_asc', 'rating_desc'] as const;

/** One of CATALOGUE_SORTS. */
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** `page_size` when the caller gives none. */
export const CATALOGUE_DEFAULT_PAGE_SIZE = 24;

/** Largest `page_size` (interface 8); larger values are clamped. */
export const CATALOGUE_MAX_PAGE_SIZE = 1000;

let cached: Catalogue | undefined;

/** The catalogue, built on first use and kept for the life of the process. */
export function getCatalogue(): Catalogue {
  cached ??= buildCatalogue();
  return cached;
}

/** The catalogue product with this sku, or undefined. */
export function findCatalogueProduct(sku: string): CatalogueProduct | undefined {
  const record = getCatalogue().bySku.get(sku);
  return record ? { ...record.product, categories: [...record.product.categories] } : undefined;
}

const normalisePath = (path: string): string =>
  path
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();

const copyTree = (node: CatalogueCategory): CatalogueCategory => ({
  name: node.name,
  seoPath: node.seoPath,
  children: node.children.map(copyTree),
});

const countTree = (nodes: CatalogueCategory[]): number => nodes.reduce((n, node) => n + 1 + countTree(node.children), 0);

const flatten = (nodes: CatalogueCategory[], out: CatalogueCategory[] = []): CatalogueCategory[] => {
  for (const node of nodes) {
    out.push({ name: node.name, seoPath: node.seoPath, children: [] });
    flatten(node.children, out);
  }
  return out;
};

/**
 * The `categories/` proxy (interface 4.5). `total` is always the number of categories in the answer,
 * descendants included: the tree and the flat list of the same selection report the same total.
 */
export function queryCatalogueCategories(input: { flat?: boolean; seo_path?: string }): {
  total: number;
  categories: CatalogueCategory[];
} {
  const catalogue = getCatalogue();
  let roots: CatalogueCategory[] = catalogue.tree;
  if (input.seo_path !== undefined && input.seo_path.trim() !== '') {
    const node = catalogue.byPath.get(normalisePath(input.seo_path));
    if (!node) return { total: 0, categories: [] };
    roots = [node];
  }
  const categories = input.flat === true ? flatten(roots) : roots.map(copyTree);
  return { total: countTree(roots), categories };
}

/** Input of the `categories/products/` proxy. */
export interface CatalogueProductsQuery {
  seo_path: string;
  recursive?: boolean;
  page?: number;
  page_size?: number;
  sort?: CatalogueSort;
  search?: string;
}

/** Answer of the `categories/products/` proxy. */
export interface CatalogueProductsPage {
  seo_path: string;
  recursive: boolean;
  total: number;
  page: number;
  page_size: number;
  total_pages: number;
  products: CatalogueProduct[];
}

/** Relevance of a record to search terms, 0 when some term matches none of title, brand or sku. */
function relevance(record: CatalogueRecord, phrase: string, terms: string[]): number {
  let score = 0;
  for (const term of terms) {
    const inTitle = record.title.indexOf(term);
    const inBrand = record.brand.includes(term);
    const inSku = record.product.sku.includes(term);
    if (inTitle < 0 && !inBrand && !inSku) return 0;
    if (record.product.sku === term) score += 100;
    else if (inSku) score += 20;
    if (inBrand) score += record.brand === term ? 12 : 6;
    if (inTitle >= 0) {
      score += 5;
      const before = record.title.charAt(inTitle - 1);
      if (inTitle === 0 || before === ' ' || before === '-') score += 5;
    }
  }
  if (terms.length > 1 && record.title.includes(phrase)) score += 15;
  return score;
}

const bySku = (a: CatalogueRecord, b: CatalogueRecord): number => (a.product.sku < b.product.sku ? -1 : a.product.sku > b.product.sku ? 1 : 0);

const textOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const COMPARATORS: Record<Exclude<CatalogueSort, 'bestmatch'>, (a: CatalogueRecord, b: CatalogueRecord) => number> = {
  newest: (a, b) => b.createdOrder - a.createdOrder,
  name: (a, b) => textOrder(a.title, b.title) || bySku(a, b),
  price_asc: (a, b) => a.product.price_value - b.product.price_value || bySku(a, b),
  price_desc: (a, b) => b.product.price_value - a.product.price_value || bySku(a, b),
  rating_asc: (a, b) => a.product.rating - b.product.rating || a.product.review_count - b.product.review_count || bySku(a, b),
  rating_desc: (a, b) => b.product.rating - a.product.rating || b.product.review_count - a.product.review_count || bySku(a, b),
};

/**
 * The `categories/products/` proxy (interface 4.5): products of a category (its exact `category`, or with
 * `recursive` any descendant too), filtered by `search` (every word must appear in title, brand or sku,
 * case-insensitive), sorted, and paged from page 0. An unknown `seo_path` gives total 0.
 */
export function queryCatalogueProducts(input: CatalogueProductsQuery): CatalogueProductsPage {
  const catalogue = getCatalogue();
  const seoPath = normalisePath(input.seo_path);
  const recursive = input.recursive === true;
  const pageSize = Math.min(CATALOGUE_MAX_PAGE_SIZE, Math.max(1, Math.floor(input.page_size ?? CATALOGUE_DEFAULT_PAGE_SIZE)));
  const page = Math.max(0, Math.floor(input.page ?? 0));
  const sort = input.sort ?? 'bestmatch';
  let matches: CatalogueRecord[] = [];
  if (catalogue.byPath.has(seoPath)) {
    matches = catalogue.records.filter((r) => (recursive ? r.product.categories.includes(seoPath) : r.product.category === seoPath));
  }
  const phrase = (input.search ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (sort === 'bestmatch') {
    if (phrase !== '') {
      const terms = phrase.split(' ');
      const scored = matches.map((record) => ({ record, score: relevance(record, phrase, terms) })).filter((s) => s.score > 0);
      scored.sort((a, b) => b.score - a.score || b.record.popularity - a.record.popularity || bySku(a.record, b.record));
      matches = scored.map((s) => s.record);
    } else {
      matches = [...matches].sort((a, b) => b.popularity - a.popularity || bySku(a, b));
    }
  } else {
    if (phrase !== '') {
      const terms = phrase.split(' ');
      matches = matches.filter((r) => relevance(r, phrase, terms) > 0);
    }
    matches = [...matches].sort(COMPARATORS[sort]);
  }
  const total = matches.length;
  const products = matches.slice(page * pageSize, (page + 1) * pageSize).map((r) => ({ ...r.product, categories: [...r.product.categories] }));
  return {
    seo_path: seoPath,
    recursive,
    total,
    page,
    page_size: pageSize,
    total_pages: Math.ceil(total / pageSize),
    products,
  };
}
