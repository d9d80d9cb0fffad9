import type { RegionalRow, RegionPrice } from '../../../shared/bridge/methods/local-copy-regional.ts';
import { shownTitle } from './row-checks.ts';

/** One item of a collection with its latest archived output, as either store reads it (price in cents). */
export interface RegionalItemRow {
  key: string;
  code: string;
  domain: string | null;
  postcode: string | null;
  runId: number | null;
  price: number | null;
  currency: string | null;
  availability: string | null;
  inStock: boolean | null;
  title: unknown;
}

/** What the regional read answers (the handler adds when the copy last synced). */
export interface Regional {
  postcodes: string[];
  rows: RegionalRow[];
}

/** The product an item is one region of: its domain and code (the code alone when the item names no domain). */
export const productKeyOf = (domain: string | null, code: string): string => (domain ? `${domain}|${code}` : code);

// One collator for every comparison (localeCompare with options builds one per call).
const collator = new Intl.Collator('en', { numeric: true });
const byPostcode = (a: string, b: string): number => collator.compare(a, b);

/**
 * The regional view in one pass over the items (in item id order): each product's regions with their latest
 * output, then the spread over the regions that have a price, in whole cents so it is exact — highest − lowest,
 * and that as a percentage of the lowest (2 decimals). An item without a postcode is not a region; a product
 * listed twice at one postcode (officestore: two stores) shows its first item there.
 */
export function regionalRows(items: Iterable<RegionalItemRow>): Regional {
  const products = new Map<string, { row: RegionalRow; cents: Map<string, number> }>();
  const postcodes = new Set<string>();
  for (const item of items) {
    if (item.postcode === null || item.postcode === '') continue;
    const productKey = productKeyOf(item.domain, item.code);
    let product = products.get(productKey);
    if (!product) {
      product = {
        row: { productKey, code: item.code, title: null, domain: item.domain, regions: {}, spread: null, spreadPct: null, cheapest: null, dearest: null },
        cents: new Map(),
      };
      products.set(productKey, product);
    }
    if (Object.hasOwn(product.row.regions, item.postcode)) continue;
    postcodes.add(item.postcode);
    const region: RegionPrice = {
      itemKey: item.key,
      price: item.price === null ? null : item.price / 100,
      currency: item.currency,
      availability: item.availability,
      inStock: item.inStock,
      runId: item.runId,
    };
    // Defined, not assigned: a postcode is text a shared database may hold, and "__proto__" must stay a region.
    Object.defineProperty(product.row.regions, item.postcode, { value: region, enumerable: true, writable: true, configurable: true });
    product.row.title ??= shownTitle(item.title);
    if (item.price !== null) product.cents.set(item.postcode, item.price);
  }
  const rows: RegionalRow[] = [];
  for (const { row, cents } of products.values()) {
    let low: [string, number] | null = null;
    let high: [string, number] | null = null;
    for (const postcode of [...cents.keys()].sort(byPostcode)) {
      const price = cents.get(postcode) ?? 0;
      if (low === null || price < low[1]) low = [postcode, price];
      if (high === null || price > high[1]) high = [postcode, price];
    }
    if (low && high) {
      row.cheapest = low[0];
      row.dearest = high[0];
      if (cents.size >= 2) {
        row.spread = (high[1] - low[1]) / 100;
        row.spreadPct = low[1] > 0 ? Math.round(((high[1] - low[1]) * 10_000) / low[1]) / 100 : null;
      }
    }
    rows.push(row);
  }
  return { postcodes: [...postcodes].sort(byPostcode), rows };
}
