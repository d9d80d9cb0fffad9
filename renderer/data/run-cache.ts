import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Runner, RunnerStage } from '../../shared/api/runs.ts';
import type { LocalRun } from '../../shared/bridge/methods/local-copy.ts';
import type { DeskEvent } from './events.ts';

// A run's record is mirrored: the local copy holds it, and main's sync engine re-reads it (the screens on
// `localCopy.changed`). Its progress between two syncs comes from main's run watcher alone (`run.progress`,
// `run.finished`), which follows every run of the open collection whoever started it; the renderer never
// polls the service for it. What the events said is kept here, apart from the copy's record, so a re-read
// of the copy never moves the counts back.

/** A run as the collection page shows it. */
export type RunView = Pick<Runner, 'id' | 'stage' | 'item_count' | 'processed_count' | 'failed_count'>;

/** What main's events said of one run: its latest counts, and its end once it ended. */
export interface RunNews {
  processed: number;
  failed: number;
  itemCount?: number;
  ended?: 'done' | 'failed';
}

/** What main's events said of a collection's runs, by runner id. */
export type RunProgress = Readonly<Record<number, RunNews>>;

/** Whether a stage means the run is still going. */
export function isActiveStage(stage: RunnerStage | string): boolean {
  return stage === 'queued' || stage === 'processing';
}

/** Where the events' news of a collection's runs is kept (outside the runs' keys: a run's change must not wipe it). */
export const runProgressKey = (collectionId: number) => ['run-progress', collectionId] as const;

/** The events' news of a collection's runs: written by events only, nothing read (none yet: empty). */
export function runProgressQuery(collectionId: number) {
  return queryOptions({
    queryKey: runProgressKey(collectionId),
    queryFn: (): RunProgress => ({}),
    staleTime: Infinity,
  });
}

const newsOf = (client: QueryClient, collectionId: number, runnerId: number): RunNews | undefined =>
  client.getQueryData<RunProgress>(runProgressKey(collectionId))?.[runnerId];

const keep = (client: QueryClient, collectionId: number, runnerId: number, news: RunNews): void => {
  client.setQueryData<RunProgress>(runProgressKey(collectionId), (was) => ({ ...was, [runnerId]: news }));
};

/** A `run.progress` event: its counts kept (never lower than counts seen before). */
export function applyRunProgressEvent(client: QueryClient, event: DeskEvent<'run.progress'>): void {
  const was = newsOf(client, event.collectionId, event.runnerId);
  keep(client, event.collectionId, event.runnerId, {
    ...was,
    processed: Math.max(was?.processed ?? 0, event.processed),
    failed: Math.max(was?.failed ?? 0, event.failed),
    itemCount: event.itemCount,
  });
}

/** A `run.finished` event: the run's end and final counts kept. */
export function applyRunFinishedEvent(client: QueryClient, event: DeskEvent<'run.finished'>): void {
  if (event.stage !== 'done' && event.stage !== 'failed') return;
  const was = newsOf(client, event.collectionId, event.runnerId);
  keep(client, event.collectionId, event.runnerId, {
    ...was,
    processed: Math.max(was?.processed ?? 0, event.processed),
    failed: Math.max(was?.failed ?? 0, event.failed),
    ended: event.stage,
  });
}

/** The copy's runs, newest first, with what the events said since: a run the copy still shows under way moves on. */
export function runsWithProgress(runs: readonly LocalRun[], progress: RunProgress | undefined): RunView[] {
  return runs.map((run) => {
    const news = progress?.[run.runId];
    const view: RunView = {
      id: run.runId,
      stage: run.stage,
      item_count: run.itemCount,
      processed_count: run.processedCount,
      failed_count: run.failedCount,
    };
    if (!news || !isActiveStage(run.stage)) return view;
    return {
      id: run.runId,
      stage: news.ended ?? 'processing',
      item_count: news.itemCount ?? run.itemCount,
      processed_count: Math.max(run.processedCount, news.processed),
      failed_count: Math.max(run.failedCount, news.failed),
    };
  });
}
