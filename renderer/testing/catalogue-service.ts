import type { z } from 'zod';
import type { Category, Product, ProductSort } from '../../shared/api/catalogue.ts';
import type { officestoreItemSchema } from '../../shared/api/officestore-items.ts';
import type { OfficestoreStore } from '../../shared/api/settings.ts';
import type { CollectionRecord } from './collection-service.ts';
import type { Answers } from './fake-desk.ts';

type OfficestoreItemRecord = z.input<typeof officestoreItemSchema>;

const at = '2026-11-28T05:00:00.000Z';
/** The store the service picks when none is given (the nearest to every postcode here). */
const NEAREST = 'W411';

/** The catalogue of one test, with the SKUs added to each officestore collection. */
export interface CatalogueService {
  answers: Answers;
  /** Every product of a category, its descendants' included. */
  productsUnder(seoPath: string): Product[];
  /** The SKUs each `officestoreItems.createMultiple` call carried, call by call. */
  readonly batches: string[][];
}

/** Leaves with how many products each holds; departments hold none of their own, as in the sandbox. */
const LEAVES: Record<string, number> = {
  'office-supplies/writing-instruments/pencils': 70,
  'office-supplies/writing-instruments/pens': 90,
  'office-supplies/paper': 260,
  technology: 300,
};

const TREE: Category[] = [
  {
    name: 'Office Supplies',
    seoPath: 'office-supplies',
    children: [
      {
        name: 'Writing Instruments',
        seoPath: 'office-supplies/writing-instruments',
        children: [
          { name: 'Pencils', seoPath: 'office-supplies/writing-instruments/pencils', children: [] },
          { name: 'Pens', seoPath: 'office-supplies/writing-instruments/pens', children: [] },
        ],
      },
      { name: 'Paper', seoPath: 'office-supplies/paper', children: [] },
    ],
  },
  { name: 'Technology', seoPath: 'technology', children: [] },
];

const BRANDS = ['Artline', 'Bic', 'Pilot', 'Staedtler', 'Reflex', 'Logitech'];

/** The stores `settings.officestoreStores` lists. */
export const STORES: OfficestoreStore[] = [
  {
    store_id: 'W411',
    store_name: 'Bondi Junction',
    address: '1 Oxford St',
    state: 'NSW',
    postcode: '2022',
    phone: '02 9000 0000',
    lat: -33.89,
    lon: 151.25,
    status: 'open',
  },
  {
    store_id: 'W207',
    store_name: 'Richmond',
    address: '2 Swan St',
    state: 'VIC',
    postcode: '3121',
    phone: '03 9000 0000',
    lat: -37.82,
    lon: 145.0,
    status: 'open',
  },
];

function makeProducts(): Product[] {
  const products: Product[] = [];
  let n = 0;
  for (const [path, count] of Object.entries(LEAVES)) {
    const parts = path.split('/');
    const ancestors = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
    for (let i = 0; i < count; i += 1, n += 1) {
      const brand = BRANDS[n % BRANDS.length]!;
      const sku = String(10_000_000 + n);
      const keyword = `${brand.toLowerCase()}-${parts.at(-1)}-${i}`;
      products.push({
        sku,
        title: `${brand} ${parts.at(-1)} item ${i}`,
        brand,
        gtin: String(9_300_000_000_000 + n),
        // Not in SKU order, so a sort by price changes the order.
        price_value: ((n * 37) % 97) + 0.5,
        price_currency: 'AUD',
        image: `https://cdn.officestore.com.au/img/${sku}.jpg`,
        product_url: `https://www.officestore.com.au/p/${keyword}/${sku}`,
        url_keyword: keyword,
        category: path,
        categories: ancestors,
        ranged_online: true,
        ranged_retail: n % 2 === 0,
        rating: (n % 5) + 0.5,
        review_count: n % 40,
        status: 'active',
        published: true,
      });
    }
  }
  return products;
}

const COMPARE: Partial<Record<ProductSort, (a: Product, b: Product) => number>> = {
  name: (a, b) => a.title.localeCompare(b.title),
  price_asc: (a, b) => (a.price_value ?? 0) - (b.price_value ?? 0) || a.sku.localeCompare(b.sku),
  price_desc: (a, b) => (b.price_value ?? 0) - (a.price_value ?? 0) || a.sku.localeCompare(b.sku),
};

/**
 * The officestore catalogue as the sandbox answers it (a small tree, products only in leaves, search on
 * title/brand/SKU, sorts, pages from 0) and officestore SKUs added to collections, where a SKU already in
 * the collection at that store (the nearest, W411, when none is chosen) is a refused row. `collections` (a collectionService's rows) count the added items.
 */
export function catalogueService(collections: CollectionRecord[] = []): CatalogueService {
  const products = makeProducts();
  const items: OfficestoreItemRecord[] = [];
  const batches: string[][] = [];
  const productsUnder = (seoPath: string) => products.filter((p) => p.categories.includes(seoPath));
  return {
    productsUnder,
    batches,
    answers: {
      'catalogue.categories': () => ({ total: 7, categories: TREE }),
      'catalogue.products': ({ seo_path, recursive, page = 0, page_size = 24, sort = 'bestmatch', search = '' }) => {
        const terms = search.toLowerCase().split(/\s+/).filter(Boolean);
        let matches = (recursive ? productsUnder(seo_path) : products.filter((p) => p.category === seo_path)).filter((p) =>
          terms.every((t) => `${p.title} ${p.brand} ${p.sku}`.toLowerCase().includes(t)),
        );
        const compare = COMPARE[sort];
        if (compare) matches = [...matches].sort(compare);
        return {
          seo_path,
          recursive: recursive ?? false,
          total: matches.length,
          page,
          page_size,
          total_pages: Math.ceil(matches.length / page_size),
          products: matches.slice(page * page_size, (page + 1) * page_size),
        };
      },
      'settings.officestoreStores': STORES,
      'officestoreItems.createMultiple': ({ collection, skus, customer_postcode, store_id = NEAREST }) => {
        const codes = skus.split(',');
        batches.push(codes);
        const have = new Set(items.filter((i) => i.collection === collection && i.store_id === store_id).map((i) => i.sku));
        const error_rows = codes.filter((sku) => have.has(sku)).map((sku) => ({ sku, error: 'SKU already exists in this collection.' }));
        for (const sku of codes.filter((c) => !have.has(c))) {
          items.unshift({ id: items.length + 1, sku, store_id, customer_postcode, collection, created_at: at });
        }
        const row = collections.find((c) => c.id === collection);
        if (row) row.item_count = (row.item_count ?? 0) + codes.length - error_rows.length;
        return { success_count: codes.length - error_rows.length, error_rows };
      },
      'officestoreItems.list': ({ collection_id, skip = 0, limit = 100 }) => {
        const mine = items.filter((i) => i.collection === collection_id);
        return { total: mine.length, skip, limit, items: mine.slice(skip, skip + limit) };
      },
    },
  };
}
