import { describe, expect, it } from 'vitest';
import { binEdges, describeHistogram, histogram, median, niceStep } from './histogram.ts';

describe('histogram bins', () => {
  it('rounds steps to nice numbers', () => {
    expect(niceStep(730)).toBe(1000);
    expect(niceStep(180)).toBe(200);
    expect(niceStep(240)).toBe(250);
    expect(niceStep(4100)).toBe(5000);
    expect(niceStep(0)).toBe(1);
  });

  it('always draws 10 to 20 bins that cover every price', () => {
    const ranges: [number, number][] = [
      [99, 19999],
      [1599, 1999],
      [0, 100],
      [12345, 9876543],
      [500, 501],
      [2499, 2499],
    ];
    for (const [min, max] of ranges) {
      const { start, step, bins } = binEdges(min, max);
      expect(bins).toBeGreaterThanOrEqual(10);
      expect(bins).toBeLessThanOrEqual(20);
      expect(start).toBeLessThanOrEqual(min);
      expect(start + bins * step).toBeGreaterThanOrEqual(max);
    }
  });

  it('counts every price once, the top price in the last bin', () => {
    const prices = [99, 1999, 2499, 2999, 4999, 9999, 19999, 19999];
    const bins = histogram(prices);
    expect(bins.reduce((sum, b) => sum + b.count, 0)).toBe(prices.length);
    expect(bins.at(-1)?.count).toBeGreaterThan(0);
    expect(histogram([])).toEqual([]);
  });

  it('handles a single price', () => {
    const bins = histogram([2499]);
    expect(bins).toHaveLength(10);
    expect(bins.reduce((sum, b) => sum + b.count, 0)).toBe(1);
  });
});

describe('histogram description', () => {
  it('takes the median of odd and even lists', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1, 2, 3, 4])).toBe(3);
    expect(median([])).toBeNull();
  });

  it('says count, range, median and the fullest band', () => {
    const prices = [1000, 1100, 1200, 5000];
    const text = describeHistogram(prices, histogram(prices), (c) => `$${(c / 100).toFixed(2)}`);
    expect(text).toContain('4 products');
    expect(text).toContain('from $10.00 to $50.00');
    expect(text).toContain('median $11.50');
    expect(text).toMatch(/fullest band is \$10\.00 to \$\d+\.\d\d with 3/);
  });
});
