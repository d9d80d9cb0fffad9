import type { Runner } from '../../../../shared/api/runs.ts';
import { isActiveStage } from '../../../data/run-cache.ts';
import type { RunView } from '../../../data/run-cache.ts';

/** Share of a run's items handled (processed or failed), 0..1. */
export function runFraction(runner: Pick<Runner, 'item_count' | 'processed_count' | 'failed_count'>): number {
  if (runner.item_count <= 0) return 0;
  return Math.min(1, (runner.processed_count + runner.failed_count) / runner.item_count);
}

/**
 * Runners whose end is news: seen queued or processing last time (`previous`: runner id → stage) and
 * finished now, or started from this desk (`awaited`) and finished. Runners first seen finished are not news.
 */
export function finishedSince<R extends Pick<RunView, 'id' | 'stage'>>(
  previous: ReadonlyMap<number, string>,
  runners: readonly R[],
  awaited: readonly number[] = [],
): R[] {
  return runners.filter((runner) => {
    if (isActiveStage(runner.stage)) return false;
    const before = previous.get(runner.id);
    return awaited.includes(runner.id) || (before !== undefined && isActiveStage(before));
  });
}

/** The stage of every runner, for the next {@link finishedSince}. */
export function stagesOf(runners: readonly Pick<RunView, 'id' | 'stage'>[]): Map<number, string> {
  return new Map(runners.map((runner) => [runner.id, runner.stage]));
}
