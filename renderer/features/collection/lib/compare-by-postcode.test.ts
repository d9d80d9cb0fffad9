import { describe, expect, it } from 'vitest';
import type { CompareChange, CompareRow } from '../../../../shared/bridge/methods/local-copy.ts';
import { comparisonByPostcode } from './compare-by-postcode.ts';

const row = (key: string, change: CompareChange, pct: number | null): CompareRow => ({
  key,
  code: key.split('@')[0] ?? key,
  title: null,
  priceA: pct === null ? null : 10,
  priceB: pct === null ? null : 10 * (1 + pct / 100),
  delta: pct === null ? null : pct / 10,
  pct,
  currency: '$',
  availabilityA: null,
  availabilityB: null,
  inStockA: null,
  inStockB: null,
  change,
});

describe('comparisonByPostcode', () => {
  it('counts each movement per postcode, in postcode order, with the mean change of the items priced in both runs', () => {
    const postcodes: Record<string, string> = { 'A@d@10000': '10000', 'A@d@3000': '3000', 'B@d@3000': '3000', 'C@d@3000': '3000' };
    const groups = comparisonByPostcode(
      [
        row('A@d@10000', 'up', 4),
        row('A@d@3000', 'down', -2),
        row('B@d@3000', 'up', 3),
        row('C@d@3000', 'stock-out', null),
        row('GONE@d@5000', 'missing', null),
      ],
      (key) => postcodes[key] ?? null,
    );
    expect(groups.map((g) => [g.postcode, g.items, g.counts.up, g.counts.down, g.counts['stock-out'], g.counts.missing, g.meanPct])).toEqual([
      ['3000', 3, 1, 1, 1, 0, 0.5],
      ['10000', 1, 1, 0, 0, 0, 4],
      [null, 1, 0, 0, 0, 1, null],
    ]);
  });
});
