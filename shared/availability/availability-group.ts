import type { LOCAL_ITEM_TYPES } from '../bridge/methods/local-copy.ts';

/**
 * Availability grouped from what a retailer wrote, so a table, a comparison and an export can say "limited"
 * beside "Only 6 left in stock." and "Low stock" alike. The raw text stays the truth; the group is a reading
 * of it, per record kind, because each scraper words stock its own way:
 * - marketplace: "In stock", "Only 6 left in stock.", "Usually dispatched within 3 to 5 days.", "Currently unavailable."
 * - partsstore: "12 in stock at store", "Out of stock in store - available for delivery" (the store is what is watched)
 * - officestore: "In stock", "Low stock", "Out of stock", with a stock count that wins over the text
 * - category: no text, only `in_stock` true or false.
 */
export const AVAILABILITY_GROUPS = ['in-stock', 'limited', 'out', 'unknown'] as const;
/** One availability group. */
export type AvailabilityGroup = (typeof AVAILABILITY_GROUPS)[number];
/** The kind of record an availability comes from (an item's type, or a category scrape's product). */
export type AvailabilityKind = (typeof LOCAL_ITEM_TYPES)[number];

/** How each group reads in a badge, a filter or an export column. */
export const AVAILABILITY_LABELS: Record<AvailabilityGroup, string> = {
  'in-stock': 'In stock',
  limited: 'Limited',
  out: 'Out of stock',
  unknown: 'Unknown',
};

/** Fewer than this many on hand reads as limited (the officestore's own "Low stock" line). */
export const LOW_STOCK = 5;

const OUT = /out of stock|unavailable|sold out|not available|no stock|no longer (?:sold|available)|discontinued/i;
const LIMITED = /only \d+ left|low stock|few left|limited|dispatched within|ships within|usually ships|back[- ]?order|pre[- ]?order|temporarily/i;
const IN = /in stock|available|on hand/i;
const COUNT = /(\d[\d,]*)\s+(?:in stock|left|available|on hand)/i;

/** The facts a grouping reads: the text, and the count or flag a record may carry beside it. */
export interface AvailabilityFacts {
  kind?: AvailabilityKind | null;
  availability: string | null;
  /** A stock count (officestore records have one). */
  stock?: number | null;
  /** Whether the record or the local copy read it as in stock (category records have only this). */
  inStock?: boolean | null;
}

/** The group of a count on hand: none is out, a few are limited. */
function groupOfCount(count: number): AvailabilityGroup {
  if (count <= 0) return 'out';
  return count < LOW_STOCK ? 'limited' : 'in-stock';
}

/**
 * The group an availability reads as; "unknown" when there is nothing to read or the wording is unfamiliar.
 * A count on hand wins over the text; a marketplace's "Only 12 left" is limited by its wording, while a
 * partsstore's "12 in stock at store" is judged by its count.
 */
export function availabilityGroup({ kind = null, availability, stock = null, inStock = null }: AvailabilityFacts): AvailabilityGroup {
  if (typeof stock === 'number' && Number.isFinite(stock)) return groupOfCount(stock);
  const text = (availability ?? '').trim();
  if (text === '') return inStock === null ? 'unknown' : inStock ? 'in-stock' : 'out';
  if (OUT.test(text)) return 'out';
  if (LIMITED.test(text)) return 'limited';
  // "12 in stock at store": a partsstore's count is only in its text.
  const count = COUNT.exec(text);
  if (count && kind !== 'marketplace') return groupOfCount(Number(count[1]?.replace(/,/g, '')));
  if (IN.test(text)) return 'in-stock';
  // An unfamiliar wording is not guessed at: the badge says unknown and shows the text on hover.
  return 'unknown';
}

/** The group's label, for an export's column beside the raw text ("Limited"). */
export function availabilityLabel(facts: AvailabilityFacts): string {
  return AVAILABILITY_LABELS[availabilityGroup(facts)];
}
