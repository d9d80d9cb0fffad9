import type { LocalRun } from '../../../../shared/bridge/methods/local-copy.ts';

/** Days the usage chart covers, today included. */
export const USAGE_DAYS = 30;

/** Credits used on one local calendar day. */
export interface UsageDay {
  /** Local midnight that starts the day, epoch seconds (the chart's x). */
  start: number;
  /** Credits spent by runs that finished (or, still running, started) that day. */
  credits: number;
  /** Runs counted that day. */
  runs: number;
}

/**
 * The credits one run spent, as the service charges them: an item run one per processed item (a failed
 * item's credit is given back); a category scrape one per product it listed.
 */
export function creditsOfRun(run: Pick<LocalRun, 'processedCount'>): number {
  return run.processedCount;
}

const midnight = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/**
 * Credits used per local day over the `days` days ending today, oldest first; every day is there, a day
 * without runs with 0 (so the chart's gaps are real). Runs outside the window are left out.
 */
export function creditsPerDay(runs: readonly Pick<LocalRun, 'processedCount' | 'createdAt' | 'finishedAt'>[], now: Date, days = USAGE_DAYS): UsageDay[] {
  const today = midnight(now);
  const starts = Array.from({ length: days }, (_, i) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1 - i)));
  const index = new Map(starts.map((d, i) => [d.getTime(), i]));
  const out: UsageDay[] = starts.map((d) => ({ start: d.getTime() / 1000, credits: 0, runs: 0 }));
  for (const run of runs) {
    const at = new Date(run.finishedAt ?? run.createdAt);
    if (Number.isNaN(at.getTime())) continue;
    const slot = index.get(midnight(at).getTime());
    const day = slot === undefined ? undefined : out[slot];
    if (!day) continue;
    day.credits += creditsOfRun(run);
    day.runs += 1;
  }
  return out;
}
