import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '../../../../shared/api/limits.ts';
import { deleteCollections } from '../../../data/collections.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { chunk, runBatches } from '../lib/batches.ts';
import { useCollectionsUi } from '../stores/collections-ui-store.ts';

/**
 * The mass delete of the ids in the store's `batch`: batches of 50, each sent after the previous one
 * answered, progress and selection updated after each, "Stop" honoured between batches. Its state
 * lives in the store, so it carries on (and shows) across screen changes.
 */
export function useBatchDelete(): { start: () => Promise<void>; stop: () => void } {
  const client = useQueryClient();
  const start = useCallback(async () => {
    const ui = useCollectionsUi.getState();
    const batch = ui.batch;
    if (!batch || batch.phase === 'running') return;
    ui.patchBatch({ phase: 'running', cancelRequested: false, error: null, remaining: [], progress: { sent: 0, done: 0, total: batch.ids.length } });
    const outcome = await runBatches(chunk(batch.ids, LIMITS.deleteBatch), (ids) => deleteCollections(client, ids), {
      shouldStop: () => useCollectionsUi.getState().batch?.cancelRequested ?? true,
      onBatch: (sent, progress) => {
        const state = useCollectionsUi.getState();
        const selected = new Set(state.selected);
        for (const id of sent) selected.delete(String(id));
        state.setSelected(selected);
        state.patchBatch({ progress });
      },
    });
    useCollectionsUi.getState().patchBatch({
      phase: outcome.status,
      progress: outcome.progress,
      remaining: outcome.remaining,
      error: outcome.status === 'failed' ? asBridgeError(outcome.error) : null,
    });
  }, [client]);
  const stop = useCallback(() => useCollectionsUi.getState().patchBatch({ cancelRequested: true }), []);
  return { start, stop };
}
