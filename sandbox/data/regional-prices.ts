import { seededUnit } from './seeded-random.ts';

/**
 * How a product's offer differs between the regions it is scraped at (a postcode, or the store it picks), as
 * a retailer's does: a fixed regional factor a few percent up or down, and stock that now and then runs out
 * in one region while the others have it. Both are decided by the product and the region alone (and, for
 * stock, the run's number), so every read of one run gives the same records.
 */

/** The largest regional step up or down of a price (4 %). */
export const REGIONAL_STEP = 0.04;
/** Share of stock streaks in which one region is out on its own. */
const REGION_OUT_CHANCE = 0.08;
/** Runs a regional stock streak lasts. */
const REGION_STREAK = 4;

/** The regional price factor of a product in a region: within ±4 %, the same on every run. */
export function regionalFactor(product: string, region: string): number {
  return 1 + (seededUnit('regional-factor', product, region) - 0.5) * 2 * REGIONAL_STEP;
}

/** Whether a product is out of stock in one region at run `tick` while the product itself is in stock: streaks of a few runs. */
export function regionOutAt(product: string, region: string, tick: number): boolean {
  const offset = Math.floor(REGION_STREAK * seededUnit('regional-offset', product, region));
  return seededUnit('regional-out', product, region, Math.floor((tick + offset) / REGION_STREAK)) < REGION_OUT_CHANCE;
}
