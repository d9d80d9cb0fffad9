import type { InfiniteData } from '@tanstack/react-query';
import type { Runner, RunnerStage } from '../../../../shared/api/runs.ts';

/** One page of `runs.results`. */
export interface RunsPage {
  total: number;
  skip: number;
  limit: number;
  items: Runner[];
}

/** How often the results are re-read while the newest run is queued or processing (no events needed). */
export const RUN_POLL_MS = 1500;

/** Whether a stage means the run is still going. */
export function isActiveStage(stage: RunnerStage | string): boolean {
  return stage === 'queued' || stage === 'processing';
}

/** Every loaded runner, newest first, once each (a run started between page reads shifts the pages). */
export function loadedRunners(data: InfiniteData<RunsPage> | undefined): Runner[] {
  const seen = new Set<number>();
  const out: Runner[] = [];
  for (const runner of data?.pages.flatMap((page) => page.items) ?? []) {
    if (seen.has(runner.id)) continue;
    seen.add(runner.id);
    out.push(runner);
  }
  return out;
}

/** The newest runner (first item of the first page), if any. */
export function newestRunner(data: InfiniteData<RunsPage> | undefined): Runner | undefined {
  return data?.pages[0]?.items[0];
}

/** Whether the results should be polled: the newest runner is queued or processing. */
export function shouldPoll(data: InfiniteData<RunsPage> | undefined): boolean {
  const newest = newestRunner(data);
  return newest !== undefined && isActiveStage(newest.stage);
}

/** A `run.progress` event's counts. */
export interface RunProgressEvent {
  runnerId: number;
  processed: number;
  failed: number;
  itemCount?: number;
}

/** Writes a progress event into the cached runners (a queued run becomes processing); unchanged when unknown. */
export function applyRunProgress(data: InfiniteData<RunsPage> | undefined, event: RunProgressEvent): InfiniteData<RunsPage> | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    const items = page.items.map((runner) => {
      if (runner.id !== event.runnerId) return runner;
      changed = true;
      return {
        ...runner,
        stage: runner.stage === 'queued' ? ('processing' as const) : runner.stage,
        processed_count: Math.max(runner.processed_count, event.processed),
        failed_count: Math.max(runner.failed_count, event.failed),
        item_count: event.itemCount ?? runner.item_count,
      };
    });
    return { ...page, items };
  });
  return changed ? { ...data, pages } : data;
}

/** Share of a run's items handled (processed or failed), 0..1. */
export function runFraction(runner: Pick<Runner, 'item_count' | 'processed_count' | 'failed_count'>): number {
  if (runner.item_count <= 0) return 0;
  return Math.min(1, (runner.processed_count + runner.failed_count) / runner.item_count);
}

/**
 * Runners whose end is news: seen queued or processing last time (`previous`: runner id → stage) and
 * finished now, or started from this desk (`awaited`) and finished. Runners first seen finished are not news.
 */
export function finishedSince(previous: ReadonlyMap<number, string>, runners: readonly Runner[], awaited: readonly number[] = []): Runner[] {
  return runners.filter((runner) => {
    if (isActiveStage(runner.stage)) return false;
    const before = previous.get(runner.id);
    return awaited.includes(runner.id) || (before !== undefined && isActiveStage(before));
  });
}

/** The stage of every runner, for the next {@link finishedSince}. */
export function stagesOf(runners: readonly Runner[]): Map<number, string> {
  return new Map(runners.map((runner) => [runner.id, runner.stage]));
}
