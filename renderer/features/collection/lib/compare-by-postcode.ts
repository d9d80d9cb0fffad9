import type { CompareChange, CompareRow } from '../../../../shared/bridge/methods/local-copy.ts';

/** One postcode's share of a comparison: how its items moved between the two runs. */
export interface PostcodeTotals {
  /** The postcode, or null for items the copy no longer lists (deleted since). */
  postcode: string | null;
  items: number;
  counts: Record<CompareChange, number>;
  /** The mean price change in % over the items priced in both runs; null when none was. */
  meanPct: number | null;
}

const byPostcode = (a: string | null, b: string | null): number => (a === null ? 1 : b === null ? -1 : a.localeCompare(b, 'en', { numeric: true }));

/** A comparison's rows grouped by their item's postcode (`postcodeOf` reads it from the copy's items), in postcode order. */
export function comparisonByPostcode(rows: readonly CompareRow[], postcodeOf: (key: string) => string | null): PostcodeTotals[] {
  const groups = new Map<string | null, { totals: PostcodeTotals; pctSum: number; priced: number }>();
  for (const row of rows) {
    const postcode = postcodeOf(row.key);
    let group = groups.get(postcode);
    if (!group) {
      const counts: Record<CompareChange, number> = { up: 0, down: 0, same: 0, 'stock-in': 0, 'stock-out': 0, new: 0, missing: 0 };
      group = { totals: { postcode, items: 0, counts, meanPct: null }, pctSum: 0, priced: 0 };
      groups.set(postcode, group);
    }
    group.totals.items += 1;
    group.totals.counts[row.change] += 1;
    if (row.pct !== null) {
      group.pctSum += row.pct;
      group.priced += 1;
    }
  }
  return [...groups.values()]
    .map(({ totals, pctSum, priced }) => ({ ...totals, meanPct: priced === 0 ? null : Math.round((pctSum / priced) * 100) / 100 }))
    .sort((a, b) => byPostcode(a.postcode, b.postcode));
}
