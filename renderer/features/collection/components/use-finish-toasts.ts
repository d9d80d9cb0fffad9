import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatNumber, pluralize } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { runChanged } from '../../../data/changes.ts';
import type { RunView } from '../../../data/run-cache.ts';
import { finishedSince, stagesOf } from '../lib/run-progress.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';

/** The toast text of a finished run. */
export function finishedRunText(runner: RunView): { title: string; message: string } {
  const title = runner.stage === 'failed' ? `Run #${runner.id} failed` : `Run #${runner.id} finished`;
  const message = `${formatNumber(runner.processed_count)} of ${pluralize(runner.item_count, 'item')} processed, ${formatNumber(runner.failed_count)} failed.`;
  return { title, message };
}

/**
 * Toasts once when a run of this collection finishes (seen running here, or started here), then re-reads
 * what a run changes (the collection's status and last run, the credits).
 */
export function useFinishToasts(collectionId: number, runners: readonly RunView[], openResults: () => void): void {
  const client = useQueryClient();
  const seen = useRef<Map<number, string>>(new Map());
  const announced = useRef<Set<number>>(new Set());
  // Read as state, not at effect time only: a run can finish before its start is recorded as awaited.
  const awaitedRuns = useCollectionUi((s) => s.awaitedRuns);
  const forgetRun = useCollectionUi((s) => s.forgetRun);
  useEffect(() => {
    const news = finishedSince(seen.current, runners, awaitedRuns).filter((runner) => !announced.current.has(runner.id));
    for (const runner of news) {
      announced.current.add(runner.id);
      forgetRun(runner.id);
      const { title, message } = finishedRunText(runner);
      const action = { label: 'View results', onClick: openResults };
      if (runner.stage === 'failed') toast.error(title, { message, action });
      else if (runner.failed_count > 0) toast.warning(title, { message, action });
      else toast.success(title, { message, action });
    }
    // Seen in the copy too, when main sent no `run.finished`: what the run changed is re-read either way.
    if (news.length > 0) void runChanged(client, collectionId);
    seen.current = stagesOf(runners);
  }, [client, collectionId, runners, openResults, awaitedRuns, forgetRun]);
}
