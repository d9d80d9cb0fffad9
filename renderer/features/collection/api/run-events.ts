import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { applyRunProgress } from '../lib/run-progress.ts';
import type { RunsPage } from '../lib/run-progress.ts';
import { collectionKeys } from './keys.ts';

/**
 * Listens to main's run watcher while the page is open: `run.progress` writes the counts into the cached
 * runners (no refetch), `run.finished` and `credits.changed` re-read what they change. Polling of
 * `runs.results` covers a desk that sends no such events.
 */
export function useRunEvents(collectionId: number): void {
  const client = useQueryClient();
  useEffect(() => {
    const offProgress = desk.on('run.progress', (event) => {
      if (event.collectionId !== collectionId) return;
      client.setQueryData<InfiniteData<RunsPage>>(collectionKeys.runs(collectionId), (data) => applyRunProgress(data, event));
    });
    const offFinished = desk.on('run.finished', (event) => {
      if (event.collectionId !== collectionId) return;
      void client.invalidateQueries({ queryKey: collectionKeys.runs(collectionId) });
      void client.invalidateQueries({ queryKey: collectionKeys.detail(collectionId) });
      void client.invalidateQueries({ queryKey: collectionKeys.credits() });
    });
    const offCredits = desk.on('credits.changed', () => void client.invalidateQueries({ queryKey: collectionKeys.credits() }));
    return () => {
      offProgress();
      offFinished();
      offCredits();
    };
  }, [client, collectionId]);
}
