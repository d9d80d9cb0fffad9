import { capText, priceInBounds, FIELD_TEXT_CHARS, LABEL_CHARS } from './row-checks.ts';

/** The typed facts of one result record that the local copy stores in columns. */
export interface OutputFacts {
  key: string;
  code: string;
  title: string | null;
  /** Price in cents (integers keep sums and comparisons exact). */
  priceCents: number | null;
  /** The price as the service wrote it. */
  priceText: string | null;
  currency: string | null;
  availability: string | null;
  inStock: boolean | null;
  /** A stock count, when the record has one (officestore). */
  stock: number | null;
  /** The record's scalar fields other than price and availability (those move per run; the rest rarely do). */
  details: Record<string, string | number | boolean | null>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * A price as the service writes it ("$1,234.56", "£12", "€9.99", "12,99 €", "A$ 5") → cents and symbol.
 * A comma followed by exactly two digits at the end is a decimal comma (dots then group thousands);
 * other commas group thousands.
 */
export function parsePrice(value: unknown): { cents: number; currency: string | null } | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? { cents: Math.round(value * 100), currency: null } : null;
  const raw = text(value);
  if (raw === null) return null;
  const number = /\d[\d.,\s]*/.exec(raw);
  if (!number) return null;
  let digits = number[0].replace(/\s/g, '').replace(/[.,]$/, '');
  if (/,\d{2}$/.test(digits)) digits = digits.replace(/\./g, '').replace(',', '.');
  else digits = digits.replace(/,/g, '');
  const amount = Number(digits);
  if (!Number.isFinite(amount)) return null;
  const symbol = raw.replace(number[0], '').replace(/[\s.,]/g, '');
  return { cents: Math.round(amount * 100), currency: symbol === '' ? null : symbol.slice(0, 8) };
}

const OUT_OF_STOCK = /out of stock|unavailable|sold out|not available|no stock/i;

/** Whether an availability text (or a stock count) reads as in stock; null when there is nothing to read. */
export function readsInStock(availability: string | null, stock: unknown): boolean | null {
  if (typeof stock === 'number' && Number.isFinite(stock)) return stock > 0;
  if (availability === null) return null;
  return !OUT_OF_STOCK.test(availability);
}

/** The code of a record: its ASIN or SKU. */
function codeOf(record: Record<string, unknown>): string | null {
  return text(record.asin) ?? text(record.sku);
}

/**
 * The key of a marketplace item: its ASIN, domain and postcode, so one ASIN watched at two postcodes (or
 * domains) of a collection is two items whose outputs never collide. The product they are regions of is the
 * domain and the ASIN (regional-rows.ts).
 */
export function regionKey(asin: string, domain: string | null, postcode: string | null): string {
  return `${asin}@${domain ?? ''}@${postcode ?? ''}`;
}

/** The postcode a result record names, if any. */
export function recordPostcode(record: Record<string, unknown>): string | null {
  return text(record.postcode) ?? text(record.customer_postcode) ?? text(record.zipcode);
}

/**
 * The key that follows one item across runs: for a marketplace record that names its domain and postcode,
 * `asin@domain@postcode` (regionKey); for one that does not (a category scrape's, or a service that leaves them
 * out) the ASIN, which the archive step matches to the collection's items (sync/region-keys.ts); `sku@store`
 * for officestore, `sku@postcode` for partsstore.
 */
export function recordKey(record: Record<string, unknown>): string | null {
  const asin = text(record.asin);
  if (asin !== null) {
    const domain = text(record.domain);
    const postcode = recordPostcode(record);
    return domain !== null && postcode !== null ? regionKey(asin, domain, postcode) : asin;
  }
  const sku = text(record.sku);
  if (sku === null) return null;
  const store = text(record.store_id);
  if (store !== null) return `${sku}@${store}`;
  const postcode = recordPostcode(record);
  return postcode === null ? sku : `${sku}@${postcode}`;
}

/** The facts of a result record, or null when it names no item (no ASIN or SKU). */
export function outputFacts(record: Record<string, unknown>): OutputFacts | null {
  const key = recordKey(record);
  const code = codeOf(record);
  if (key === null || code === null) return null;
  const price = parsePrice(record.price ?? (typeof record.price_cents === 'number' ? record.price_cents / 100 : undefined));
  const availability = text(record.availability);
  const stock = typeof record.stock === 'number' && Number.isFinite(record.stock) ? record.stock : null;
  const inStock = typeof record.in_stock === 'boolean' ? record.in_stock : readsInStock(availability, stock);
  const details: OutputFacts['details'] = {};
  for (const [field, value] of Object.entries(record)) {
    if (field === 'price' || field === 'availability' || field === 'stock') continue;
    if (typeof value === 'string') details[field] = capText(value, FIELD_TEXT_CHARS);
    else if (value === null || typeof value === 'boolean') details[field] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) details[field] = value;
  }
  return {
    key,
    code,
    title: capText(text(record.title), FIELD_TEXT_CHARS),
    priceCents: price && priceInBounds(price.cents) ? price.cents : null,
    priceText: typeof record.price === 'string' ? capText(record.price, LABEL_CHARS) : null,
    currency: capText(price?.currency ?? null, LABEL_CHARS),
    availability: capText(availability, LABEL_CHARS),
    inStock,
    stock,
    details,
  };
}

/** The facts of a run's records; records that name no item (no ASIN or SKU) are skipped. */
export function factsOf(records: readonly Record<string, unknown>[]): OutputFacts[] {
  const facts: OutputFacts[] = [];
  for (const record of records) {
    const f = outputFacts(record);
    if (f) facts.push(f);
  }
  return facts;
}
