/** Binning of prices for the results histogram: 10–20 bins on "nice" boundaries. */

import { formatCount } from '../../../../shared/format/numbers.ts';

/** One bar: the prices from `from` (inclusive) to `to` (exclusive, inclusive for the last bar), in cents. */
export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/** Fewest and most bars drawn. */
export const MIN_BINS = 10;
/** Most bars drawn. */
export const MAX_BINS = 20;

/** The nearest "nice" step at or above `raw` (1, 2, 2.5 or 5 × 10ⁿ), at least one cent. */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 2.5, 5, 10]) {
    const step = factor * power;
    if (step >= raw) return Math.max(1, Math.round(step));
  }
  return Math.max(1, Math.round(10 * power));
}

function countBins(min: number, max: number, step: number): { start: number; bins: number } {
  const start = Math.floor(min / step) * step;
  // The top value belongs to the last bin, so a max that falls on a boundary does not open a new bin.
  const bins = Math.max(1, Math.ceil((max - start) / step));
  return { start, bins };
}

/** Bin edges for prices between `min` and `max` (cents): a nice step giving 10–20 bins, else equal widths. */
export function binEdges(min: number, max: number): { start: number; step: number; bins: number } {
  if (max <= min) {
    const step = niceStep(Math.max(100, min) / MIN_BINS);
    const start = Math.max(0, Math.floor(min / step) * step - Math.floor(MIN_BINS / 2) * step);
    return { start, step, bins: MIN_BINS };
  }
  for (let target = MIN_BINS; target <= MAX_BINS; target += 1) {
    const step = niceStep((max - min) / target);
    const { start, bins } = countBins(min, max, step);
    if (bins >= MIN_BINS && bins <= MAX_BINS) return { start, step, bins };
  }
  const step = (max - min) / MIN_BINS;
  return { start: min, step, bins: MIN_BINS };
}

/** Counts the prices (cents) into 10–20 bins; empty input gives no bins. */
export function histogram(prices: readonly number[]): HistogramBin[] {
  if (prices.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const p of prices) {
    if (p < min) min = p;
    if (p > max) max = p;
  }
  const { start, step, bins } = binEdges(min, max);
  const out: HistogramBin[] = Array.from({ length: bins }, (_, i) => ({ from: start + i * step, to: start + (i + 1) * step, count: 0 }));
  for (const p of prices) {
    const index = Math.min(bins - 1, Math.max(0, Math.floor((p - start) / step)));
    const bin = out[index];
    if (bin) bin.count += 1;
  }
  return out;
}

/** The median of some numbers; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? null) : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
}

/** A sentence describing the distribution for assistive tech: count, range, median and the fullest bar. */
export function describeHistogram(prices: readonly number[], bins: readonly HistogramBin[], format: (cents: number) => string): string {
  if (prices.length === 0 || bins.length === 0) return 'No prices to chart.';
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const mid = median(prices) ?? low;
  let top = bins[0] as HistogramBin;
  for (const bin of bins) if (bin.count > top.count) top = bin;
  const products = prices.length === 1 ? '1 product' : `${formatCount(prices.length)} products`;
  return (
    `Prices of ${products} in ${bins.length} bands of ${format(top.to - top.from)}: from ${format(low)} to ${format(high)}, median ${format(mid)}. ` +
    `The fullest band is ${format(top.from)} to ${format(top.to)} with ${formatCount(top.count)}.`
  );
}
