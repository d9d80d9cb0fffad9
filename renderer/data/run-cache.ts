import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Runner, RunnerStage } from '../../shared/api/runs.ts';
import { runKeys } from './keys.ts';

// The cached runner records of a collection: when to poll them, and how a `run.progress` event is written
// into them without a re-read.

/** One page of `runs.results`. */
export interface RunsPage {
  total: number;
  skip: number;
  limit: number;
  items: Runner[];
}

/** How often the runner records are re-read while the newest run is queued or processing (no events needed). */
export const RUN_POLL_MS = 1500;

/** Whether a stage means the run is still going. */
export function isActiveStage(stage: RunnerStage | string): boolean {
  return stage === 'queued' || stage === 'processing';
}

/** The newest runner (first item of the first page), if any. */
export function newestRunner(data: InfiniteData<RunsPage> | undefined): Runner | undefined {
  return data?.pages[0]?.items[0];
}

/** Whether the runner records should be polled: the newest runner is queued or processing. */
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

/** A `run.progress` event: its counts written into the cached runner records (no re-read). */
export function applyRunProgressEvent(client: QueryClient, event: RunProgressEvent & { collectionId: number }): void {
  client.setQueryData<InfiniteData<RunsPage>>(runKeys.list(event.collectionId), (data) => applyRunProgress(data, event));
}
