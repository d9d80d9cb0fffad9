import { describe, expect, it } from 'vitest';
import type { HistoryPoint } from '../../../../shared/bridge/methods/local-copy.ts';
import { itemFigures, paddedTimeRange, pointsInRange, priceAxisRange } from './item-figures.ts';

const point = (runId: number, at: string, price: number | null, fields: Partial<HistoryPoint> = {}): HistoryPoint => ({
  runId,
  at,
  price,
  currency: price === null ? null : '$',
  availability: 'In stock',
  inStock: true,
  title: null,
  brand: null,
  ...fields,
});

describe('an item page', () => {
  const history = [
    point(1, '2026-06-01T00:00:00Z', 20, { title: 'Old name', brand: 'Acme' }),
    point(2, '2026-09-15T00:00:00Z', 18),
    point(3, '2026-11-01T00:00:00Z', null),
    point(4, '2026-11-20T00:00:00Z', 24, { title: 'Kettle 1.7 L' }),
    point(5, '2026-11-28T00:00:00Z', 22),
  ];

  it('says the latest price, min/avg/max over the priced runs, and the moves since the first and the last run', () => {
    const figures = itemFigures(history);
    expect(figures).toMatchObject({ current: 22, currency: '$', min: 18, avg: 21, max: 24, priced: 4, title: 'Kettle 1.7 L', brand: 'Acme' });
    expect(figures.sinceFirst).toEqual({ delta: 2, pct: 10 });
    expect(figures.sinceLast?.delta).toBe(-2);
    expect(figures.sinceLast?.pct).toBeCloseTo(-8.333, 3);
    // One priced run has no move; a run without a price is "no price", not 0.
    expect(itemFigures([history[0]!]).sinceFirst).toBeNull();
    expect(itemFigures([point(1, '2026-06-01T00:00:00Z', null)])).toMatchObject({ current: null, min: null, avg: null, sinceLast: null });
  });

  it('keeps the runs of the last 90 or 30 days before the newest run', () => {
    expect(pointsInRange(history, 'all')).toHaveLength(5);
    expect(pointsInRange(history, '90d').map((p) => p.runId)).toEqual([2, 3, 4, 5]);
    expect(pointsInRange(history, '30d').map((p) => p.runId)).toEqual([3, 4, 5]);
    expect(pointsInRange([], '30d')).toEqual([]);
  });

  it('ranges the price axis where the prices are, at least ±2% of their mean, with room at the edges', () => {
    // A 1.4% move: the axis spans 4% of the mean, so the move fills about a third of it.
    const [low, high] = priceAxisRange([100, 101.4, null]);
    expect(high - low).toBeCloseTo(100.7 * 0.04, 6);
    expect(low).toBeLessThan(100);
    expect(high).toBeGreaterThan(101.4);
    // A wide move: from near its lowest price, not from 0, with both extremes inside.
    const [wideLow, wideHigh] = priceAxisRange([50, 80]);
    expect(wideLow).toBeCloseTo(46.4, 6);
    expect(wideHigh).toBeCloseTo(83.6, 6);
    // Cheap items never get a negative axis; nothing known gives a unit range.
    expect(priceAxisRange([0, 0.05])[0]).toBe(0);
    expect(priceAxisRange([null])).toEqual([0, 1]);
  });

  it('widens a time range so the first and last runs are drawn whole', () => {
    expect(paddedTimeRange(1000, 2000)).toEqual([970, 2030]);
    expect(paddedTimeRange(1000, 1000)).toEqual([999, 1001]);
  });
});
