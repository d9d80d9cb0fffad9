import type { RunView } from '../../../data/run-cache.ts';

// Shares here keep one decimal so 1 failed item in 1,000 is not "0 %"; the one percentage style of the
// desk's formatting module is "<number> %" with a space, which this follows.
const shareFormat = new Intl.NumberFormat(undefined, { minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** The share of a run's items that failed, as "2.4 %" ("< 0.1 %" for a tiny non-zero share). */
export function failedShare(failed: number, itemCount: number): string {
  if (failed <= 0 || itemCount <= 0) return '0 %';
  const share = Math.min(100, (failed / itemCount) * 100);
  return share < 0.05 ? '< 0.1 %' : `${shareFormat.format(share)} %`;
}

/**
 * How a finished run ended, in one plain line: "Done · no items failed", "Done · 2.4 % of items failed",
 * "Failed" (the service gave up on the run); null while it is under way.
 */
export function runOutcome(run: Pick<RunView, 'stage' | 'item_count' | 'processed_count' | 'failed_count'>): string | null {
  if (run.stage === 'failed') return 'Failed';
  if (run.stage !== 'done') return null;
  if (run.failed_count <= 0) return 'Done · no items failed';
  const of = run.item_count > 0 ? run.item_count : run.processed_count + run.failed_count;
  return `Done · ${failedShare(run.failed_count, of)} of items failed`;
}
