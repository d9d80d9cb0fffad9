import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { WriteRefusal } from '../../../components/write-refusal.tsx';
import { LIMITS } from '../../../../shared/api/limits.ts';
import { formatNumber, pluralize } from '../../../lib/format.ts';
import { useWriteGate } from '../../../data/write-gate.ts';
import { useBatchDelete } from '../api/delete-collections.ts';
import { useCollectionsUi } from '../stores/collections-ui-store.ts';
import type { BatchDeleteState } from '../stores/collections-ui-store.ts';

function again(batch: BatchDeleteState): void {
  useCollectionsUi.getState().setBatch({
    ...batch,
    ids: batch.remaining,
    phase: 'confirm',
    progress: { sent: 0, done: 0, total: batch.remaining.length },
    remaining: [],
    error: null,
    cancelRequested: false,
  });
}

/** The mass delete: confirm, then batches of 50 one after another with a progress bar and a Stop between batches. */
export function BatchDeleteDialog() {
  const batch = useCollectionsUi((s) => s.batch);
  const { start, stop } = useBatchDelete();
  const gate = useWriteGate(batch?.phase === 'confirm');
  if (!batch) return null;
  const { phase, progress } = batch;
  const running = phase === 'running';
  const close = () => {
    if (!running) useCollectionsUi.getState().setBatch(null);
  };
  const total = progress.total;
  const skipped = progress.sent - progress.done;
  const title =
    phase === 'confirm'
      ? `Delete ${pluralize(batch.ids.length, 'collection')}?`
      : phase === 'running'
        ? 'Deleting collections…'
        : phase === 'done'
          ? 'Collections deleted'
          : phase === 'cancelled'
            ? 'Deleting stopped'
            : 'Deleting failed';

  const footer =
    phase === 'confirm' ? (
      <>
        <Button onClick={close} data-autofocus="">
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void start()} disabled={!gate.allowed}>
          Delete {pluralize(batch.ids.length, 'collection')}
        </Button>
      </>
    ) : running ? (
      <Button onClick={stop} disabled={batch.cancelRequested} autoFocus>
        {batch.cancelRequested ? 'Stopping after this batch…' : 'Stop after this batch'}
      </Button>
    ) : (
      <>
        {batch.remaining.length > 0 && (
          <Button variant="danger" onClick={() => again(batch)}>
            Delete the other {formatNumber(batch.remaining.length)}…
          </Button>
        )}
        <Button variant="primary" onClick={close} autoFocus>
          Done
        </Button>
      </>
    );

  return (
    <Dialog open onClose={close} title={title} size="sm" closeOnBackdrop={!running} footer={footer}>
      {phase === 'confirm' ? (
        <div className="confirm__message">
          <p>Their items and run history are deleted with them. This cannot be undone.</p>
          {batch.ids.length > LIMITS.deleteBatch && (
            <p className="muted">They are deleted {LIMITS.deleteBatch} at a time, one batch after another; you can stop between batches.</p>
          )}
          <WriteRefusal reason={gate.reason} />
        </div>
      ) : (
        <div className="stack">
          <p className="cl-batch-count" role="status">
            Deleted {formatNumber(progress.done)} of {formatNumber(total)}
          </p>
          <ProgressBar
            label="Collections deleted"
            value={progress.sent}
            max={total}
            tone={phase === 'failed' ? 'danger' : phase === 'cancelled' ? 'warning' : phase === 'done' ? 'success' : 'info'}
          />
          {phase === 'cancelled' && <p>Stopped before the next batch. The {pluralize(batch.remaining.length, 'collection')} not deleted stay selected.</p>}
          {skipped > 0 && !running && <p className="muted">{pluralize(skipped, 'collection was', 'collections were')} already gone or not yours.</p>}
          {phase === 'failed' && batch.error && <ErrorMessage variant="inline" error={batch.error} />}
        </div>
      )}
    </Dialog>
  );
}
