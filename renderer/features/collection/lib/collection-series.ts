import { formatSignedPercent } from '../../../../shared/format/numbers.ts';
import type { RunStock } from '../../../../shared/bridge/methods/local-copy.ts';

/** One bar of the change histogram: the changes from `from` % (inclusive) to `to` % (exclusive). */
export interface ChangeBin {
  from: number;
  to: number;
  /** Its middle, where the bar stands. */
  centre: number;
  count: number;
  /** "−1% to +1%"; the outermost bars say "< −7%" / "≥ +7%" when they also hold the few far-out changes. */
  label: string;
  /** Whether the bar is open-ended: it also holds every change beyond its outer edge. */
  open: boolean;
}

/** About how many bars the histogram aims for. */
const TARGET_BINS = 15;
/** With this many changes or more, the 2% at either end do not stretch the bars (they join the outermost ones). */
const TRIM_FROM = 50;

/** A step of 1, 2 or 5 × 10ⁿ hundredths of a percent at or above `raw`, at least 0.1%. */
function niceStepBp(raw: number): number {
  let power = 10;
  for (;;) {
    for (const factor of [1, 2, 5]) if (factor * power >= raw) return factor * power;
    power *= 10;
  }
}

/** A change in percent as the comparison's bins write it: "+1.5%", "−2%", "0%" (up to 2 decimals). */
export function formatChange(pct: number): string {
  return formatSignedPercent(pct, 2, true);
}

/**
 * The distribution of price changes (in %) between two runs: bars centred on multiples of a round step, so
 * the middle one (about unchanged) is centred on 0 and always shown. With many changes, the 2% farthest out at
 * either end are counted in the outermost bars instead of widening every bar.
 */
export function changeBins(pcts: readonly number[]): ChangeBin[] {
  if (pcts.length === 0) return [];
  // In hundredths of a percent (the comparison rounds to those), so bin edges are exact.
  const bp = pcts.map((p) => Math.round(p * 100)).sort((a, b) => a - b);
  const trim = bp.length >= TRIM_FROM ? Math.floor(bp.length * 0.02) : 0;
  const low = Math.min(0, bp[trim] ?? 0);
  const high = Math.max(0, bp[bp.length - 1 - trim] ?? 0);
  const step = niceStepBp((high - low) / TARGET_BINS);
  const bin = (v: number) => Math.floor((v + step / 2) / step);
  const first = bin(low);
  const last = bin(high);
  const counts = Array.from({ length: last - first + 1 }, () => 0);
  for (const v of bp) {
    const k = Math.min(last, Math.max(first, bin(v)));
    counts[k - first] = (counts[k - first] ?? 0) + 1;
  }
  const openLow = (bp[0] ?? 0) < (first - 0.5) * step;
  const openHigh = (bp[bp.length - 1] ?? 0) >= (last + 0.5) * step;
  return counts.map((count, i) => {
    const k = first + i;
    const from = ((k - 0.5) * step) / 100;
    const to = ((k + 0.5) * step) / 100;
    const lowEnd = i === 0 && openLow;
    const highEnd = k === last && openHigh;
    const label = lowEnd ? `< ${formatChange(to)}` : highEnd ? `≥ ${formatChange(from)}` : `${formatChange(from)} to ${formatChange(to)}`;
    return { from, to, centre: (k * step) / 100, count, label, open: lowEnd || highEnd };
  });
}

/** One labelled tick of the histogram's x axis. */
export interface AxisTick {
  at: number;
  label: string;
}

/**
 * The x axis's ticks: on the bars' edges ("−1.5%", "+1.5%"), one every `every` bars so labels never crowd,
 * symmetric about the middle bar ("unchanged"); an open-ended outer bar is labelled at its middle with what
 * it holds ("< −7%", "≥ +7%") instead of by its edges, which do not bound it, and no edge label stands
 * closer to it than `every` bars.
 */
export function axisTicks(bins: readonly ChangeBin[], every = 1): AxisTick[] {
  const step = Math.max(1, Math.round(every));
  const width = bins[0] ? bins[0].to - bins[0].from : 1;
  const lowOpen = bins[0]?.open === true ? bins[0] : null;
  const highOpen = bins.length > 1 && bins[bins.length - 1]?.open === true ? bins[bins.length - 1] : null;
  const edges = [...new Set(bins.flatMap((b) => [b.from, b.to]))];
  const below = edges.filter((v) => v < 0).reverse();
  const above = edges.filter((v) => v > 0);
  // From the middle bar's two edges outwards (bars are centred on 0, so no edge is 0): the first kept edge
  // on each side is the (step)th, so the middle pair is not crowded either.
  const thin = (side: number[]) => side.filter((_, i) => (i + 1) % step === 0);
  const clear = (v: number) =>
    (!lowOpen || (v - lowOpen.centre) / width >= Math.max(1.5, step)) && (!highOpen || (highOpen.centre - v) / width >= Math.max(1.5, step));
  const ticks = [...thin(below).reverse(), ...thin(above)].filter(clear).map((at) => ({ at, label: formatChange(at) }));
  return [...(lowOpen ? [{ at: lowOpen.centre, label: lowOpen.label }] : []), ...ticks, ...(highOpen ? [{ at: highOpen.centre, label: highOpen.label }] : [])];
}

/**
 * The least span the y axis shows, as a share of the prices' middle: a 1% move stays a small slope and a
 * 40% move fills the height, instead of every line being stretched from its lowest to its highest point.
 */
export const MIN_SPAN_SHARE = 0.3;

/** The y range a trend is drawn on: its own range, widened about its middle to MIN_SPAN_SHARE of it. */
export function sparklineRange(known: readonly number[]): { low: number; high: number } {
  const min = Math.min(...known);
  const max = Math.max(...known);
  const middle = (min + max) / 2;
  const span = Math.max(max - min, Math.abs(middle) * MIN_SPAN_SHARE, 1e-9);
  return { low: middle - span / 2, high: middle + span / 2 };
}

/** The move of a price from the run before the latest to the latest (both priced), as Prices & history's Δ and Δ % columns show it. */
export interface LastMove {
  delta: number;
  /** delta as a percentage of the earlier price; null when that was 0. */
  pct: number | null;
}

/** The last move of a trend (prices per run, oldest first); null unless the last two runs both priced it. */
export function lastMove(trend: readonly (number | null)[]): LastMove | null {
  const after = trend.at(-1);
  const before = trend.at(-2);
  if (after === null || after === undefined || before === null || before === undefined) return null;
  // In cents, so 12.1 − 12 is 0.1 and not 0.09999999999999964.
  const delta = (Math.round(after * 100) - Math.round(before * 100)) / 100;
  return { delta, pct: before === 0 ? null : Math.round((delta / before) * 10_000) / 100 };
}

/** The share of items in stock per archived run (null where a run archived no outputs), for the in-stock line. */
export interface StockShare {
  runs: readonly RunStock[];
  /** Percent of the run's outputs that were in stock. */
  share: (number | null)[];
}

/** Shapes the stock counts per run into the in-stock line. */
export function stockShare(runs: readonly RunStock[]): StockShare {
  return { runs, share: runs.map((r) => (r.items > 0 ? (r.inStock / r.items) * 100 : null)) };
}
