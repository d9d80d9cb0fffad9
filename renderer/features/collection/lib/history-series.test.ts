import { describe, expect, it } from 'vitest';
import type { HistoryPoint } from '../../../../shared/bridge/methods/local-copy.ts';
import { bandSegments, historySeries, overlaySeries, runTimes } from './history-series.ts';

const point = (runId: number, at: string, price: number | null, inStock: boolean | null): HistoryPoint => ({
  runId,
  at,
  price,
  currency: price === null ? null : '$',
  availability: inStock === null ? null : inStock ? 'In stock' : 'Out of stock',
  inStock,
  title: null,
  brand: null,
});

describe('an item’s history for its chart', () => {
  it('puts each run at its time in seconds, a run not after the one before a millisecond after it', () => {
    expect(runTimes(['2026-03-01T10:00:00Z', '2026-03-01T10:00:10Z'])).toEqual([1772359200, 1772359210]);
    const [a, b, c] = runTimes(['2026-03-01T10:00:00Z', '2026-03-01T10:00:00Z', '2026-03-01T09:00:00Z']);
    expect(b).toBeCloseTo((a ?? 0) + 0.001, 6);
    expect(c).toBeCloseTo((a ?? 0) + 0.002, 6);
  });

  it('makes the availability band of stretches, each run reaching halfway to its neighbours', () => {
    expect(bandSegments([0, 10, 20, 40, 50], [true, true, false, null, true])).toEqual([
      { from: 0, to: 15, state: 'in' },
      { from: 15, to: 30, state: 'out' },
      { from: 30, to: 45, state: 'unknown' },
      { from: 45, to: 50, state: 'in' },
    ]);
    expect(bandSegments([7], [false])).toEqual([{ from: 7, to: 7, state: 'out' }]);
    expect(bandSegments([], [])).toEqual([]);
  });

  it('keeps a run without a price as a gap in the line, its availability still on the band', () => {
    const series = historySeries([point(1, '2026-03-01T10:00:00Z', 12.5, true), point(2, '2026-03-02T10:00:00Z', null, false)]);
    expect(series.prices).toEqual([12.5, null]);
    expect(series.band.map((s) => s.state)).toEqual(['in', 'out']);
  });
});

describe('items overlaid on one chart', () => {
  it('aligns the items on every run any of them was in, by run id, with a gap where one has no price', () => {
    const overlay = overlaySeries([
      { key: 'a', code: 'A', points: [point(1, '2026-03-01T10:00:00Z', 10, true), point(3, '2026-03-03T10:00:00Z', 11, true)] },
      { key: 'b', code: 'B', points: [point(2, '2026-03-02T10:00:00Z', 20, false), point(3, '2026-03-03T10:00:00Z', null, null)] },
    ]);
    expect(overlay.runs.map((r) => r.runId)).toEqual([1, 2, 3]);
    expect(overlay.xs).toHaveLength(3);
    expect(overlay.lines).toEqual([
      { key: 'a', code: 'A', currency: '$', prices: [10, null, 11] },
      { key: 'b', code: 'B', currency: '$', prices: [null, 20, null] },
    ]);
  });
});
