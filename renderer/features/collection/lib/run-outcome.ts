import { formatPercent } from '../../../../shared/format/numbers.ts';
import type { RunView } from '../../../data/run-cache.ts';

/**
 * The share of a run's items that failed, in the desk's one percentage style with up to one decimal, so 1
 * failed item in 1,000 is not "0%": "2.4%", "< 0.1%" for a tiny non-zero share.
 */
export function failedShare(failed: number, itemCount: number): string {
  if (failed <= 0 || itemCount <= 0) return formatPercent(0, 0);
  const share = Math.min(100, (failed / itemCount) * 100);
  return share < 0.05 ? `< ${formatPercent(0.1)}` : formatPercent(share, 1, true);
}

/**
 * How a finished run ended, in one plain line: "Done · no items failed", "Done · 2.4% of items failed",
 * "Failed" (the service gave up on the run); null while it is under way.
 */
export function runOutcome(run: Pick<RunView, 'stage' | 'item_count' | 'processed_count' | 'failed_count'>): string | null {
  if (run.stage === 'failed') return 'Failed';
  if (run.stage !== 'done') return null;
  if (run.failed_count <= 0) return 'Done · no items failed';
  const of = run.item_count > 0 ? run.item_count : run.processed_count + run.failed_count;
  return `Done · ${failedShare(run.failed_count, of)} of items failed`;
}
