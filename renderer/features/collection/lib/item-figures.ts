import type { HistoryPoint } from '../../../../shared/bridge/methods/local-copy.ts';

/** How far back an item page's chart and figures reach: every run, or the last 90 or 30 days. */
export const HISTORY_RANGES = ['all', '90d', '30d'] as const;
/** One range preset. */
export type HistoryRange = (typeof HISTORY_RANGES)[number];

const DAYS: Record<Exclude<HistoryRange, 'all'>, number> = { '90d': 90, '30d': 30 };
const DAY_MS = 86_400_000;

/** The points of a range: those within its days before the newest point (a history's "now" is its last run, not the clock). */
export function pointsInRange(points: readonly HistoryPoint[], range: HistoryRange): readonly HistoryPoint[] {
  if (range === 'all' || points.length === 0) return points;
  const last = Math.max(...points.map((p) => Date.parse(p.at)).filter(Number.isFinite));
  const from = last - DAYS[range] * DAY_MS;
  return points.filter((p) => Date.parse(p.at) >= from);
}

/** A move between two prices: in money and in percent of the first (null when it was 0). */
export interface PriceMove {
  delta: number;
  pct: number | null;
}

function move(before: number | undefined, after: number | undefined): PriceMove | null {
  if (before === undefined || after === undefined) return null;
  // In cents, so "+$0.10" is exact.
  const delta = (Math.round(after * 100) - Math.round(before * 100)) / 100;
  return { delta, pct: before === 0 ? null : (delta / before) * 100 };
}

/** What an item page says of a history: the latest price, the spread of its prices, and its moves. */
export interface ItemFigures {
  /** The newest run's price (null when that run had none). */
  current: number | null;
  currency: string | null;
  /** Over the runs that had a price. */
  min: number | null;
  avg: number | null;
  max: number | null;
  /** Runs with a price. */
  priced: number;
  /** From the first priced run to the newest priced run, and from the one before the newest to it. */
  sinceFirst: PriceMove | null;
  sinceLast: PriceMove | null;
  /** The item's name as its newest record that had one gave it. */
  title: string | null;
  brand: string | null;
}

/** The figures of a history (oldest point first). */
export function itemFigures(points: readonly HistoryPoint[]): ItemFigures {
  const prices = points.map((p) => p.price).filter((p): p is number => p !== null);
  const newestFirst = [...points].reverse();
  const last = prices.at(-1);
  return {
    current: points.at(-1)?.price ?? null,
    currency: newestFirst.find((p) => p.currency !== null)?.currency ?? null,
    min: prices.length > 0 ? Math.min(...prices) : null,
    avg: prices.length > 0 ? prices.reduce((a, b) => a + b, 0) / prices.length : null,
    max: prices.length > 0 ? Math.max(...prices) : null,
    priced: prices.length,
    sinceFirst: prices.length > 1 ? move(prices[0], last) : null,
    sinceLast: prices.length > 1 ? move(prices.at(-2), last) : null,
    title: newestFirst.find((p) => p.title !== null)?.title ?? null,
    brand: newestFirst.find((p) => p.brand !== null)?.brand ?? null,
  };
}

/** The least half-height of a price axis, as a share of the prices' mean: a 1.4% move must not fill the chart. */
const MIN_HALF_SPAN = 0.02;
/** Room above the highest and below the lowest price, as a share of their spread, so no point sits on an edge. */
const EDGE_PAD = 0.12;

/**
 * The y range of a price chart: where the prices are (not from 0), with room at both edges, and at least
 * ±2% of their mean high, so small moves look small; never below 0 for prices that are not.
 */
export function priceAxisRange(prices: readonly (number | null)[]): [number, number] {
  const known = prices.filter((p): p is number => p !== null && Number.isFinite(p));
  if (known.length === 0) return [0, 1];
  const min = Math.min(...known);
  const max = Math.max(...known);
  const mean = known.reduce((a, b) => a + b, 0) / known.length;
  const pad = (max - min) * EDGE_PAD;
  let low = min - pad;
  let high = max + pad;
  const least = Math.max(Math.abs(mean) * MIN_HALF_SPAN, 0.01);
  if (high - low < least * 2) {
    const middle = (min + max) / 2;
    low = middle - least;
    high = middle + least;
  }
  if (min >= 0 && low < 0) {
    high -= low;
    low = 0;
  }
  return [low, high];
}

/** The x range of runs' times (seconds) with room at both ends, so the first and last points are drawn whole. */
export function paddedTimeRange(min: number, max: number, share = 0.03): [number, number] {
  const pad = Math.max((max - min) * share, 1);
  return [min - pad, max + pad];
}
