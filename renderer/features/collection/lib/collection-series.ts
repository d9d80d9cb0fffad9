import type { RunStock } from '../../../../shared/bridge/methods/local-copy.ts';

/** One bar of the change histogram: the changes from `from` % (inclusive) to `to` % (exclusive). */
export interface ChangeBin {
  from: number;
  to: number;
  /** Its middle, where the bar stands. */
  centre: number;
  count: number;
  /** "−1% to +1%"; the outermost bars say "under …" / "… or more" when they also hold the few far-out changes. */
  label: string;
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

/** A change in percent as the comparison writes it: "+1.5%", "−2%", "0%". */
export function formatChange(pct: number): string {
  const text = `${Math.abs(Math.round(pct * 100) / 100)}%`;
  return pct > 0 ? `+${text}` : pct < 0 ? `−${text}` : text;
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
    const label =
      i === 0 && openLow
        ? `under ${formatChange(to)}`
        : k === last && openHigh
          ? `${formatChange(from)} or more`
          : `${formatChange(from)} to ${formatChange(to)}`;
    return { from, to, centre: (k * step) / 100, count, label };
  });
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
