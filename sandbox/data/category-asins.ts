import { domainCurrency, formatPrice, shelfCents } from './money.ts';
import { MARKETPLACE_KINDS, SELLERS, marketplaceTitle, words } from './names.ts';
import { createRandom } from './seeded-random.ts';

/** One product found by a category scrape (a row of `category_asins.json` / `.csv`). */
export interface CategoryAsin {
  asin: string;
  title: string;
  price: string;
  parent_asin: string;
  is_variant: boolean;
  is_brand: boolean;
  is_store: boolean;
  is_prime: boolean;
  seller_name: string;
  price_cents: number;
  in_stock: boolean;
}

/** Category scrape filters (interface 4.4); delivery-day and prime filters are AU-only upstream. */
export interface CategoryFilters {
  prime?: boolean;
  deliveryDay?: 'tomorrow' | 'within_2_days' | null;
  priceMinCents?: number | null;
  priceMaxCents?: number | null;
}

/** Products per category listing page, for staging a scrape page by page. */
export const CATEGORY_PAGE_SIZE = 24;

const ASIN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random ASIN: `B0` and eight capitals or digits. */
function newAsin(rng: ReturnType<typeof createRandom>, taken: Set<string>): string {
  for (;;) {
    const asin = 'B0' + rng.chars(ASIN_CHARS, 8);
    if (!taken.has(asin)) {
      taken.add(asin);
      return asin;
    }
  }
}

/**
 * The products listed under a marketplace browse node: 20–120 per node, stable per node id; prices in
 * the domain's currency; stock and delivery speed vary by postcode. Filters drop the products that miss.
 */
export function categoryAsins(input: { nodeId: string; domain: string; postcode: string; filters?: CategoryFilters }): CategoryAsin[] {
  const rng = createRandom('category-node', input.nodeId);
  const kind = rng.pick(MARKETPLACE_KINDS);
  const brands = words(kind.brands);
  const products = words(kind.products);
  const drawDollars = (): number => kind.price[0] + (kind.price[1] - kind.price[0]) * rng.next() ** 2;
  const { symbol, factor } = domainCurrency(input.domain);
  const count = rng.int(20, 120);
  const taken = new Set<string>();
  const filters = input.filters ?? {};
  const out: CategoryAsin[] = [];
  // A variation family: consecutive listings sharing a parent ASIN, brand, product and price band.
  let family = { parent: '', left: 0, brand: '', product: '', dollars: 0 };
  for (let i = 0; i < count; i++) {
    if (family.left === 0 && rng.chance(0.2)) {
      family = { parent: newAsin(rng, taken), left: rng.int(2, 4), brand: rng.pick(brands), product: rng.pick(products), dollars: drawDollars() };
    }
    const inFamily = family.left > 0;
    const brand = inFamily ? family.brand : rng.pick(brands);
    const title = marketplaceTitle(rng, brand, inFamily ? family.product : rng.pick(products));
    const dollars = inFamily ? family.dollars * (0.85 + rng.next() * 0.3) : drawDollars();
    const asin = newAsin(rng, taken);
    const parent = inFamily ? family.parent : asin;
    if (inFamily) family.left--;
    const isPrime = rng.chance(0.6);
    const isBrand = rng.chance(0.12);
    const seller = isBrand ? brand : rng.pick(SELLERS);
    const isStore = rng.chance(0.08);
    const priceCents = shelfCents(dollars * factor);
    const local = createRandom('category-local', input.nodeId, asin, input.postcode);
    const inStock = local.chance(0.9);
    const deliveryDays = isPrime ? local.int(1, 2) : local.int(2, 6);
    if (filters.prime === true && !isPrime) continue;
    if (filters.deliveryDay === 'tomorrow' && deliveryDays > 1) continue;
    if (filters.deliveryDay === 'within_2_days' && deliveryDays > 2) continue;
    if (filters.priceMinCents != null && priceCents < filters.priceMinCents) continue;
    if (filters.priceMaxCents != null && priceCents > filters.priceMaxCents) continue;
    out.push({
      asin,
      title,
      price: formatPrice(priceCents, symbol),
      parent_asin: parent,
      is_variant: parent !== asin,
      is_brand: isBrand,
      is_store: isStore,
      is_prime: isPrime,
      seller_name: seller,
      price_cents: priceCents,
      in_stock: inStock,
    });
  }
  return out;
}

/** Listing pages a scrape walks for this many products: ⌈n / 24⌉, at least 1. */
export function categoryPageCount(productCount: number): number {
  return Math.max(1, Math.ceil(productCount / CATEGORY_PAGE_SIZE));
}

/** Splits scrape results into listing pages of 24 (one empty page when there are none), for staging. */
export function categoryPages<T>(items: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += CATEGORY_PAGE_SIZE) pages.push(items.slice(i, i + CATEGORY_PAGE_SIZE));
  return pages.length > 0 ? pages : [[]];
}
