import { describe, expect, it } from 'vitest';
import { processRunItem, type RunItem } from './run-items.ts';

const at = (asin: string, postcode: string): RunItem => ({
  type: 'marketplace',
  id: 1,
  asin,
  domain: 'marketplace.com.au',
  postcode,
  custom_id: null,
  fetch_mode: 'full',
});
const recordOf = (item: RunItem, tick: number): Record<string, unknown> => {
  const result = processRunItem(item, `seed-${tick}`, '', tick);
  if (!result.ok) throw new Error('the item failed in this run');
  return result.record;
};
const cents = (price: unknown): number => Math.round(Number(String(price).replace(/[^\d.]/g, '')) * 100);
const asins = Array.from({ length: 200 }, (_, i) => `B0REGN${String(i).padStart(4, '0')}`);
/** The ASINs that do not fail at either postcode in run `tick` (about 2% of items fail a run). */
const priced = (tick: number) => asins.filter((asin) => ['2000', '3000'].every((postcode) => processRunItem(at(asin, postcode), `seed-${tick}`, '', tick).ok));

describe('the sandbox prices by region', () => {
  it('prices one product differently at two postcodes, the same on every read of one run, and names the postcode', () => {
    const asin = priced(3)[0]!;
    const sydney = recordOf(at(asin, '2000'), 3);
    const melbourne = recordOf(at(asin, '3000'), 3);
    expect(sydney.price).not.toBe(melbourne.price);
    expect(recordOf(at(asin, '2000'), 3)).toEqual(sydney);
    expect(recordOf(at(asin, '3000'), 3)).toEqual(melbourne);
    expect(sydney).toMatchObject({ asin, domain: 'marketplace.com.au', postcode: '2000' });
    expect(melbourne).toMatchObject({ asin, postcode: '3000' });
  });

  it('keeps regional gaps believable: a few percent, and now and then out of stock in one region only', () => {
    let splitStock = 0;
    for (const tick of [2, 3, 4, 5, 6]) {
      for (const asin of priced(tick)) {
        const [a, b] = ['2000', '3000'].map((postcode) => recordOf(at(asin, postcode), tick));
        const gap = Math.abs(cents(a!.price) - cents(b!.price)) / Math.min(cents(a!.price), cents(b!.price));
        expect(gap).toBeLessThan(0.15);
        const out = [a, b].map((r) => /unavailable|out of stock/i.test(String(r!.availability)));
        if (out[0] !== out[1]) splitStock += 1;
      }
    }
    expect(splitStock).toBeGreaterThan(0);
    expect(splitStock).toBeLessThan(5 * asins.length * 0.4);
  });

  it('moves a product between runs alike in every region: its regional gap barely changes', () => {
    const later = new Set(priced(9));
    const asin = priced(2).find((a) => later.has(a))!;
    const ratio = (tick: number) => cents(recordOf(at(asin, '3000'), tick).price) / cents(recordOf(at(asin, '2000'), tick).price);
    expect(Math.abs(ratio(9) - ratio(2))).toBeLessThan(0.05);
  });
});
