import type { HistoryPoint } from '../../../../shared/bridge/methods/local-copy.ts';

/** An item's availability in one run. */
export type StockState = 'in' | 'out' | 'unknown';

/** A stretch of the availability band, in x units (epoch seconds): one state over neighbouring runs. */
export interface BandSegment {
  from: number;
  to: number;
  state: StockState;
}

/**
 * Each run's time as epoch seconds, in run order and strictly increasing, as a time axis needs: a run whose
 * time is not after the one before (same second, or a clock set back) is put a millisecond after it.
 */
export function runTimes(ats: readonly string[]): number[] {
  const xs: number[] = [];
  for (const at of ats) {
    const t = Date.parse(at) / 1000;
    const previous = xs[xs.length - 1];
    xs.push(previous !== undefined && !(t > previous) ? previous + 0.001 : Number.isNaN(t) ? 0 : t);
  }
  return xs;
}

const stateOf = (inStock: boolean | null): StockState => (inStock === null ? 'unknown' : inStock ? 'in' : 'out');

/**
 * The availability band under a price line: each run's state reaches halfway to its neighbours (the first and
 * last from their own point), and neighbouring runs in the same state make one segment.
 */
export function bandSegments(xs: readonly number[], inStock: readonly (boolean | null)[]): BandSegment[] {
  const segments: BandSegment[] = [];
  xs.forEach((x, i) => {
    const before = xs[i - 1];
    const after = xs[i + 1];
    const from = before === undefined ? x : (before + x) / 2;
    const to = after === undefined ? x : (x + after) / 2;
    const state = stateOf(inStock[i] ?? null);
    const last = segments[segments.length - 1];
    if (last && last.state === state) last.to = to;
    else segments.push({ from, to, state });
  });
  return segments;
}

/** An item's history ready to draw: a time per run, its price there (null: none), and the availability band. */
export interface HistorySeries {
  xs: number[];
  prices: (number | null)[];
  band: BandSegment[];
}

/** Shapes an item's history (oldest run first) for its chart. */
export function historySeries(points: readonly HistoryPoint[]): HistorySeries {
  const xs = runTimes(points.map((p) => p.at));
  return {
    xs,
    prices: points.map((p) => p.price),
    band: bandSegments(
      xs,
      points.map((p) => p.inStock),
    ),
  };
}

/** The histories of a few items on one time axis: one x per run any of them was in, one line of prices per item. */
export interface OverlaySeries {
  runs: { runId: number; at: string }[];
  xs: number[];
  lines: { key: string; code: string; currency: string | null; prices: (number | null)[] }[];
}

/** Aligns item histories on their runs (by run id, oldest first); an item with no price in a run has a gap there. */
export function overlaySeries(items: readonly { key: string; code: string; points: readonly HistoryPoint[] }[]): OverlaySeries {
  const byRun = new Map<number, string>();
  for (const item of items) for (const p of item.points) byRun.set(p.runId, p.at);
  const runs = [...byRun].sort(([a], [b]) => a - b).map(([runId, at]) => ({ runId, at }));
  const index = new Map(runs.map((r, i) => [r.runId, i]));
  const lines = items.map((item) => {
    const prices: (number | null)[] = runs.map(() => null);
    for (const p of item.points) prices[index.get(p.runId) ?? 0] = p.price;
    return { key: item.key, code: item.code, currency: item.points.find((p) => p.currency !== null)?.currency ?? null, prices };
  });
  return { runs, xs: runTimes(runs.map((r) => r.at)), lines };
}
