import { formatPrice } from '../data/money.ts';
import { regionalFactor, regionOutAt } from '../data/regional-prices.ts';
import { seededUnit } from '../data/seeded-random.ts';

/** Items whose price takes a big step (a sale or a hike) in a given stretch of ten runs. */
const JUMP_CHANCE = 0.06;
/** Share of stock streaks that are out of stock. */
const OUT_CHANCE = 0.15;

/** Out-of-stock wording per record kind, as the scrapers write it. */
const OUT_TEXT = { marketplace: 'Currently unavailable.', partsstore: 'Out of stock in store - available for delivery', officestore: 'Out of stock' } as const;
const IN_TEXT = { marketplace: 'In stock', partsstore: '3 in stock at store', officestore: 'In stock' } as const;

/** The run's price factor for an item: a slow swing, a faster ripple, and now and then a big step for a stretch of runs. */
export function priceFactor(key: string, tick: number): number {
  const u = (...parts: (string | number)[]) => seededUnit('drift', key, ...parts);
  const slow = 0.07 * Math.sin((2 * Math.PI * tick) / (8 + 22 * u('p1')) + 2 * Math.PI * u('f1'));
  const fast = 0.025 * Math.sin((2 * Math.PI * tick) / (3 + 4 * u('p2')) + 2 * Math.PI * u('f2'));
  const stretch = Math.floor(tick / 10);
  let jump = 0;
  if (u('jump', stretch) < JUMP_CHANCE && tick % 10 >= Math.floor(10 * u('jump-at', stretch))) {
    const size = 0.15 + 0.25 * u('jump-size', stretch);
    jump = u('jump-dir', stretch) < 0.55 ? -size : size;
  }
  return Math.max(0.2, (1 + slow + fast) * (1 + jump));
}

/** Whether an item is in stock at a run: stock runs in streaks of 3–9 runs, some of them out. */
export function inStockAt(key: string, tick: number): boolean {
  const length = 3 + Math.floor(7 * seededUnit('streak-len', key));
  const offset = Math.floor(length * seededUnit('streak-offset', key));
  return seededUnit('streak', key, Math.floor((tick + offset) / length)) >= OUT_CHANCE;
}

const PRICE = /^(\D*)(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})$/;

/**
 * A result record moved to run number `tick` of its collection: its price drifts and stock flips as
 * {@link priceFactor} and {@link inStockAt} say, so that runs of one collection compare believably and
 * the same run always gives the same record.
 */
export function driftRecord(kind: keyof typeof OUT_TEXT, key: string, record: Record<string, unknown>, tick: number): Record<string, unknown> {
  const out: Record<string, unknown> = { ...record };
  const price = typeof record.price === 'string' ? PRICE.exec(record.price) : null;
  if (price) {
    const cents = Number((price[2] ?? '0').replace(/,/g, '')) * 100 + Number(price[3]);
    out.price = formatPrice(Math.max(1, Math.round(cents * priceFactor(key, tick))), price[1] ?? '');
  }
  const inStock = inStockAt(key, tick);
  const readsOut = typeof record.availability === 'string' && /out of stock|unavailable/i.test(record.availability);
  if (!inStock) {
    out.availability = OUT_TEXT[kind];
    if (kind === 'officestore') out.stock = 0;
  } else if (readsOut || (kind === 'officestore' && record.stock === 0)) {
    out.availability = IN_TEXT[kind];
    if (kind === 'officestore') out.stock = 3 + Math.floor(20 * seededUnit('restock', key, tick));
    if (kind === 'partsstore') out.availability = IN_TEXT.partsstore;
  }
  return out;
}

/**
 * A record moved into its region after the product's drift: the regional price factor (partsstore and
 * officestore: a marketplace record has its postcode's factor from the start, marketplace-output.ts) and the
 * region's own stock streaks, so a product is sometimes out in one region while the others have it.
 */
export function regionalRecord(
  kind: keyof typeof OUT_TEXT,
  product: string,
  region: string,
  record: Record<string, unknown>,
  tick: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...record };
  const price = kind !== 'marketplace' && typeof record.price === 'string' ? PRICE.exec(record.price) : null;
  if (price) {
    const cents = Number((price[2] ?? '0').replace(/,/g, '')) * 100 + Number(price[3]);
    out.price = formatPrice(Math.max(1, Math.round(cents * regionalFactor(product, region))), price[1] ?? '');
  }
  if (regionOutAt(product, region, tick)) {
    out.availability = OUT_TEXT[kind];
    if (kind === 'officestore') out.stock = 0;
  }
  return out;
}
