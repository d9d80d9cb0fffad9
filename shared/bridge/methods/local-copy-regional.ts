import { z } from 'zod';

const id = z.int().min(1);

/** One region (postcode) of a product in the regional view: its latest archived output there. */
export const regionPriceSchema = z.object({
  /** The item at this postcode (opens its history). */
  itemKey: z.string(),
  /** Latest archived price in major units, null when none or unreadable. */
  price: z.number().nullable(),
  currency: z.string().nullable(),
  availability: z.string().nullable(),
  inStock: z.boolean().nullable(),
  /** The archived run that output comes from (null: no output yet). */
  runId: id.nullable(),
});
/** One product's price at one postcode. */
export type RegionPrice = z.infer<typeof regionPriceSchema>;

/**
 * One product (domain + code) of a collection across the postcodes it is watched at. The spread is over the
 * regions that have a price: highest − lowest, and that as a percentage of the lowest (2 decimals); null with
 * fewer than two priced regions (or, for the percentage, a lowest price of 0).
 */
export const regionalRowSchema = z.object({
  /** `domain|code` (the code alone when the item names no domain). */
  productKey: z.string(),
  code: z.string(),
  title: z.string().nullable(),
  domain: z.string().nullable(),
  /** Postcode → its latest output; only the postcodes the product is watched at. */
  regions: z.record(z.string(), regionPriceSchema),
  spread: z.number().nullable(),
  spreadPct: z.number().nullable(),
  /** Postcode of the lowest and of the highest price (the first in postcode order on a tie); null with no priced region. */
  cheapest: z.string().nullable(),
  dearest: z.string().nullable(),
});
/** One row of the regional view. */
export type RegionalRow = z.infer<typeof regionalRowSchema>;
