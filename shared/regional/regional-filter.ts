import type { RegionalRow } from '../bridge/methods/local-copy-regional.ts';

/** What the regional view is narrowed to: a spread of at least this percentage, or a product out of stock somewhere. */
export interface RegionalFilter {
  /** Keeps products whose spread is at least this % of their lowest price (those without a spread drop out). */
  minSpreadPct?: number | undefined;
  /** Keeps products out of stock in at least one of their regions. */
  outOfStock?: boolean | undefined;
}

/** Whether one product is out of stock at one of its postcodes (an unknown availability is not out). */
export const outOfStockSomewhere = (row: RegionalRow): boolean => Object.values(row.regions).some((r) => r.inStock === false);

/** Whether a product passes the filter; the screen and main's export apply the same one, so the file is what was shown. */
export function regionalRowMatches(row: RegionalRow, filter: RegionalFilter): boolean {
  if (filter.minSpreadPct !== undefined && (row.spreadPct === null || row.spreadPct < filter.minSpreadPct)) return false;
  if (filter.outOfStock === true && !outOfStockSomewhere(row)) return false;
  return true;
}
