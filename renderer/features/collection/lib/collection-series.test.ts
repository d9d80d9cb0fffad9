import { describe, expect, it } from 'vitest';
import { axisTicks, changeBins, formatChange, lastMove, sparklineRange, stockShare } from './collection-series.ts';

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
    expect(changeBins([0, 0])).toEqual([{ from: -0.05, to: 0.05, centre: 0, count: 2, label: '−0.05% to +0.05%', open: false }]);
    expect(changeBins([])).toEqual([]);
  });

  it('with many changes, puts the 2% farthest out in the outermost bars, saying so, instead of widening every bar', () => {
    const steady = Array.from({ length: 96 }, (_, i) => (i % 9) - 4);
    const bins = changeBins([...steady, -40, -35, 55, 60]);
    expect(bins[0]?.label).toMatch(/^< −\d/);
    expect(bins[bins.length - 1]?.label).toMatch(/^≥ \+\d/);
    expect([bins[0]?.open, bins[1]?.open, bins[bins.length - 1]?.open]).toEqual([true, false, true]);
    expect(bins.every((b) => b.to - b.from <= 1)).toBe(true);
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(100);
    expect(bins[0]?.count).toBeGreaterThanOrEqual(2);
  });

  it('puts the axis ticks on bar edges, one every n bars and symmetric about 0, and labels an open-ended bar by what it holds', () => {
    const bins = changeBins([-3, -1, 0, 0, 0.5, 1, 2.5, 14]);
    const edges = new Set(bins.flatMap((b) => [b.from, b.to]));
    const all = axisTicks(bins);
    expect(all.every((t) => edges.has(t.at))).toBe(true);
    expect(all.slice(0, 3)).toEqual([
      { at: -3, label: '−3%' },
      { at: -1, label: '−1%' },
      { at: 1, label: '+1%' },
    ]);
    // Every other edge: 2 bars (4%) apart at least, the middle pair as far from 0 on each side.
    const sparse = axisTicks(bins, 2).map((t) => t.at);
    expect(sparse).toEqual([-3, 3, 7, 11, 15]);
    for (let i = 1; i < sparse.length; i += 1) expect((sparse[i] ?? 0) - (sparse[i - 1] ?? 0)).toBeGreaterThanOrEqual(4);

    const steady = Array.from({ length: 96 }, (_, i) => (i % 9) - 4);
    const open = changeBins([...steady, -40, -35, 55, 60]);
    const openTicks = axisTicks(open, 2);
    const [low, high] = [open[0], open[open.length - 1]];
    expect(openTicks[0]).toEqual({ at: low?.centre, label: low?.label });
    expect(openTicks.at(-1)).toEqual({ at: high?.centre, label: high?.label });
    expect(openTicks[0]?.label).toMatch(/^< −\d/);
    expect(openTicks.at(-1)?.label).toMatch(/^≥ \+\d/);
    // No tick on an open bar's edges (they do not bound it), nor crowding its label.
    const width = (low?.to ?? 0) - (low?.from ?? 0);
    expect(openTicks.slice(1, -1).every((t) => t.at - (low?.centre ?? 0) >= 2 * width && (high?.centre ?? 0) - t.at >= 2 * width)).toBe(true);
  });

  it('writes changes as the comparison does', () => {
    expect([formatChange(1.5), formatChange(-2), formatChange(0), formatChange(0.125)]).toEqual(['+1.5%', '−2%', '0%', '+0.13%']);
  });
});

describe('a two-run sparkline', () => {
  it('shows the size of a move: +1% stays a small slope, +40% fills the height', () => {
    const rise = (values: number[]) => {
      const { low, high } = sparklineRange(values);
      return ((values[1] ?? 0) - (values[0] ?? 0)) / (high - low);
    };
    expect(rise([10, 10.1])).toBeLessThan(0.05);
    expect(rise([10, 14])).toBeCloseTo(1, 5);
    expect(rise([10, 11])).toBeGreaterThan(rise([10, 10.1]) * 5);
    const flat = sparklineRange([5, 5]);
    expect(flat.high).toBeGreaterThan(flat.low);
  });
});

describe('the last move of an item’s price (Δ and Δ %)', () => {
  it('is the latest run against the one before, when both priced it', () => {
    expect(lastMove([10, 12, 12.1])).toEqual({ delta: 0.1, pct: 0.83 });
    expect(lastMove([12, 9])).toEqual({ delta: -3, pct: -25 });
    expect(lastMove([0, 5])).toEqual({ delta: 5, pct: null });
    expect(lastMove([12, null])).toBeNull();
    expect(lastMove([null, 12])).toBeNull();
    expect(lastMove([12])).toBeNull();
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
