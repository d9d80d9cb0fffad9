import { findCatalogueProduct } from './catalogue-data.ts';
import { domainCurrency, formatPrice, shelfCents } from './money.ts';
import { AVAILABILITY, MARKETPLACE_KINDS, PART_BRANDS, PART_NOUNS, SELLERS, marketplaceTitle, words } from './names.ts';
import { createRandom, seededUnit } from './seeded-random.ts';
import { findStore, nearestStore } from './stores.ts';

/** A run's seed: anything stable per run, e.g. the runner id. */
export type RunSeed = string | number;

/** `output_json` of a marketplace output record (completions 5). Full-mode fields are absent in availability_only. */
export interface MarketplaceOutput {
  asin: string;
  title: string;
  price: string;
  availability: string;
  brand?: string;
  rating?: number;
  review_count?: number;
  image?: string;
  seller_name?: string;
  is_prime?: boolean;
  synthetic: true;
}

/** Stable facts of a marketplace ASIN (same on every domain, postcode and run). */
export function marketplaceProduct(asin: string): {
  title: string;
  brand: string;
  baseDollars: number;
  rating: number;
  reviewCount: number;
  seller: string;
  prime: boolean;
} {
  const rng = createRandom('marketplace-asin', asin);
  const kind = rng.pick(MARKETPLACE_KINDS);
  const brand = rng.pick(words(kind.brands));
  const title = marketplaceTitle(rng, brand, rng.pick(words(kind.products)));
  const [min, max] = kind.price;
  return {
    title,
    brand,
    baseDollars: min + (max - min) * rng.next() ** 2,
    rating: Math.round((3 + rng.next() * 2) * 10) / 10,
    reviewCount: Math.floor(rng.next() ** 3 * 25_000),
    seller: rng.pick(SELLERS),
    prime: rng.chance(0.65),
  };
}

/** Availability text from a unit float: mostly in stock, sometimes few, late or unavailable. */
function availabilityText(u: number, n: number): string {
  if (u < 0.8) return AVAILABILITY.inStock;
  if (u < 0.88) return AVAILABILITY.few.replace('{n}', String(n));
  if (u < 0.94) return AVAILABILITY.later;
  return AVAILABILITY.out;
}

/**
 * The scraped record of one ASIN for a postcode and run. Title and brand are stable per ASIN; price moves
 * up to ±3% by postcode and ±2% by run; availability varies by postcode and run. `assetBaseUrl` prefixes
 * the image path (served by the sandbox).
 */
export function marketplaceOutput(input: {
  asin: string;
  postcode: string;
  domain: string;
  fetchMode: 'full' | 'availability_only';
  runSeed: RunSeed;
  assetBaseUrl?: string;
}): MarketplaceOutput {
  const product = marketplaceProduct(input.asin);
  const { symbol, factor } = domainCurrency(input.domain);
  const local = createRandom('marketplace-local', input.asin, input.domain, input.postcode);
  const run = createRandom('marketplace-run', input.asin, input.domain, input.postcode, input.runSeed);
  const dollars = product.baseDollars * factor * (1 + (local.next() - 0.5) * 0.06) * (1 + (run.next() - 0.5) * 0.04);
  const out: MarketplaceOutput = {
    asin: input.asin,
    title: product.title,
    price: formatPrice(shelfCents(dollars), symbol),
    availability: availabilityText((local.next() + run.next() * 0.3) % 1, run.int(1, 9)),
    synthetic: true,
  };
  if (input.fetchMode === 'availability_only') return out;
  return {
    ...out,
    brand: product.brand,
    rating: product.rating,
    review_count: product.reviewCount,
    image: `${input.assetBaseUrl ?? ''}/sandbox-assets/marketplace/${input.asin}.svg`,
    seller_name: product.seller,
    is_prime: product.prime,
  };
}

/** Whether an item fails in a run: about 2% of items, decided by item key and run seed. */
export function itemFails(input: { key: string; runSeed: RunSeed }): boolean {
  return seededUnit('item-fails', input.key, input.runSeed) < 0.02;
}

/** A partsstore result record (result files only). */
export interface PartsOutput {
  sku: string;
  postcode: string;
  title: string;
  price: string;
  availability: string;
  nearest_store: string;
  freight: string;
  synthetic: true;
}

/** The scraped record of a partsstore product code for a postcode; the postcode alone picks store and freight. */
export function partsOutput(input: { sku: string; postcode: string; runSeed?: RunSeed }): PartsOutput {
  const rng = createRandom('parts-sku', input.sku);
  const brand = rng.pick(PART_BRANDS);
  const title = `${brand} ${rng.pick(PART_NOUNS)} ${rng.chars('ABCDEFGHKMNPRSTVWXYZ', 1)}${rng.int(100, 9999)}`;
  const baseDollars = 8 + 240 * rng.next() ** 2;
  const local = createRandom('parts-local', input.sku, input.postcode, input.runSeed ?? '');
  const store = nearestStore(input.postcode);
  const stock = local.int(0, 14);
  const freightCents = local.chance(0.3) ? 0 : shelfCents(7 + local.next() * 10) - 4;
  return {
    sku: input.sku,
    postcode: input.postcode,
    title,
    price: formatPrice(shelfCents(baseDollars * (1 + (local.next() - 0.5) * 0.04)), '$'),
    availability: stock === 0 ? 'Out of stock in store - available for delivery' : `${stock} in stock at store`,
    nearest_store: `Partsstore ${store.store_name.replace(/^Officestore /, '')} (${store.state} ${store.postcode})`,
    freight: freightCents === 0 ? 'Free' : formatPrice(freightCents, '$'),
    synthetic: true,
  };
}

/** An officestore result record (result files only). */
export interface OfficestoreOutput {
  sku: string;
  postcode: string;
  title: string;
  brand: string;
  price: string;
  store_id: string;
  store_name: string;
  stock: number;
  availability: string;
  synthetic: true;
}

/**
 * The scraped record of an officestore sku at a store (default: the nearest to the postcode). Catalogue
 * skus reuse their catalogue title and price; other skus get a generic synthetic title.
 */
export function officestoreOutput(input: { sku: string; postcode: string; store_id?: string; runSeed?: RunSeed }): OfficestoreOutput {
  const store = (input.store_id !== undefined ? findStore(input.store_id) : undefined) ?? nearestStore(input.postcode);
  const known = findCatalogueProduct(input.sku);
  const rng = createRandom('officestore-sku', input.sku);
  const title = known?.title ?? `Officestore item ${input.sku} (sandbox)`;
  const brand = known?.brand ?? 'Deskline';
  const cents = known ? Math.round(known.price_value * 100) : shelfCents(3 + 120 * rng.next() ** 2);
  const local = createRandom('officestore-local', input.sku, store.store_id, input.runSeed ?? '');
  const stock = local.chance(0.12) ? 0 : local.int(1, 40);
  return {
    sku: input.sku,
    postcode: input.postcode,
    title,
    brand,
    price: formatPrice(cents, '$'),
    store_id: store.store_id,
    store_name: store.store_name,
    stock,
    availability: stock === 0 ? 'Out of stock' : stock < 5 ? 'Low stock' : 'In stock',
    synthetic: true,
  };
}
