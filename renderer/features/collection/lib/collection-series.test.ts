import { describe, expect, it } from 'vitest';
import { changeBins, formatChange, stockShare } from './collection-series.ts';

describe('the histogram of price changes', () => {
  it('centres a bar on 0 (about unchanged) and counts every change once, an edge in the bar above it', () => {
    const bins = changeBins([-3, -1, 0, 0, 0.5, 1, 2.5, 14]);
    expect(bins.map((b) => b.label)).toEqual([
      '−3% to −1%',
      '−1% to +1%',
      '+1% to +3%',
      '+3% to +5%',
      '+5% to +7%',
      '+7% to +9%',
      '+9% to +11%',
      '+11% to +13%',
      '+13% to +15%',
    ]);
    expect(bins.map((b) => b.count)).toEqual([1, 4, 2, 0, 0, 0, 0, 0, 1]);
    expect(bins[1]).toMatchObject({ from: -1, to: 1, centre: 0 });
  });

  it('shows the unchanged bar even when every price went up, and one bar when nothing moved', () => {
    expect(changeBins([4, 5, 6]).find((b) => b.centre === 0)?.count).toBe(0);
    expect(changeBins([0, 0])).toEqual([{ from: -0.05, to: 0.05, centre: 0, count: 2, label: '−0.05% to +0.05%' }]);
    expect(changeBins([])).toEqual([]);
  });

  it('with many changes, puts the 2% farthest out in the outermost bars, saying so, instead of widening every bar', () => {
    const steady = Array.from({ length: 96 }, (_, i) => (i % 9) - 4);
    const bins = changeBins([...steady, -40, -35, 55, 60]);
    expect(bins[0]?.label).toMatch(/^under −/);
    expect(bins[bins.length - 1]?.label).toMatch(/ or more$/);
    expect(bins.every((b) => b.to - b.from <= 1)).toBe(true);
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(100);
    expect(bins[0]?.count).toBeGreaterThanOrEqual(2);
  });

  it('writes changes as the comparison does', () => {
    expect([formatChange(1.5), formatChange(-2), formatChange(0), formatChange(0.125)]).toEqual(['+1.5%', '−2%', '0%', '+0.13%']);
  });
});

describe('the in-stock line', () => {
  it('gives the share of each run’s outputs in stock, and none for a run without outputs', () => {
    const runs = [
      { runId: 1, at: '2026-03-01T10:00:00Z', items: 4, inStock: 3, outOfStock: 1 },
      { runId: 2, at: '2026-03-02T10:00:00Z', items: 0, inStock: 0, outOfStock: 0 },
    ];
    expect(stockShare(runs).share).toEqual([75, null]);
  });
});
