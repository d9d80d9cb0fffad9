import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { WriteRefusal } from '../../../components/write-refusal.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatNumber, pluralize } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLiveItemCount, useLiveRemainingCredits } from '../../../data/live-limits.ts';
import type { LiveReading } from '../../../data/live-limits.ts';
import { runCollectionMutation } from '../../../data/runs.ts';
import { useWriteGate } from '../../../data/write-gate.ts';
import { describeRunRefusal, runCost } from '../lib/run-cost.ts';
import type { ItemType } from '../lib/item-rows.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';
import { PlayIcon } from '../../../components/icons.tsx';
import { RunRefusal } from './run-refusal.tsx';

/** Props of RunDialog. */
export interface RunDialogProps {
  collectionId: number;
  name: string;
  type: ItemType;
}

/** A figure of the cost table: the value once read for this opening, a spinner while reading, "—" when unreadable. */
function figure(reading: LiveReading<number>, label: string | null, show: (value: number) => string): ReactNode {
  if (reading.status === 'read') return show(reading.value);
  return reading.status === 'reading' ? <Spinner size="sm" label={label} /> : '—';
}

/**
 * Before a run: its cost (one credit per item) from the item count and the balance read from the service
 * as the dialog opens (items added elsewhere count); unreadable, or offline, the run is refused in place.
 */
export function RunDialog({ collectionId, name, type }: RunDialogProps) {
  const open = useCollectionUi((s) => s.runOpen);
  const setOpen = useCollectionUi((s) => s.setRunOpen);
  const awaitRun = useCollectionUi((s) => s.awaitRun);
  const gate = useWriteGate(open);
  const count = useLiveItemCount(collectionId, type, open && gate.allowed);
  const credits = useLiveRemainingCredits(open && gate.allowed);
  const run = useMutation(runCollectionMutation(useQueryClient()));
  const items = count.status === 'read' ? count.value : null;
  const remaining = credits.status === 'read' ? credits.value : null;
  const cost = runCost(items ?? 0, remaining);
  const refusal = run.error ? describeRunRefusal(asBridgeError(run.error), cost) : null;
  const ready = gate.allowed && items !== null && items > 0 && remaining !== null;

  const close = () => {
    if (run.isPending) return;
    run.reset();
    setOpen(false);
  };

  const start = () =>
    run.mutate(collectionId, {
      onSuccess: (answer) => {
        awaitRun(answer.runner_id);
        toast.info(`Run #${answer.runner_id} started`, { message: `${pluralize(answer.item_count, 'item')} of ${name} are queued.` });
        run.reset();
        setOpen(false);
      },
    });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Run ${name} now?`}
      description="A run scrapes every item once. It costs one credit per item; failed items give their credit back."
      size="sm"
      footer={
        <>
          <Button onClick={close} disabled={run.isPending}>
            Cancel
          </Button>
          <Button variant="primary" icon={<PlayIcon />} onClick={start} loading={run.isPending} disabled={!ready} data-autofocus="">
            {items === null ? 'Run' : `Run ${pluralize(items, 'item')}`}
          </Button>
        </>
      }
    >
      {gate.allowed ? (
        <div className="stack">
          <dl className="run-cost" aria-label="Cost of the run">
            <div className="run-cost__row">
              <dt>Items</dt>
              <dd className="num">{figure(count, 'Counting the items', formatNumber)}</dd>
            </div>
            <div className="run-cost__row">
              <dt>Cost</dt>
              <dd className="num">{figure(count, null, (n) => pluralize(n, 'credit'))}</dd>
            </div>
            <div className="run-cost__row">
              <dt>Remaining credits</dt>
              <dd className="num">{figure(credits, 'Reading credits', formatNumber)}</dd>
            </div>
            <div className="run-cost__row run-cost__row--total">
              <dt>After this run</dt>
              <dd className={cost.after !== null && cost.after < 0 ? 'num run-cost__negative' : 'num'}>{formatNumber(items === null ? null : cost.after)}</dd>
            </div>
          </dl>
          {items !== null && cost.shortfall !== null && cost.shortfall > 0 && !refusal && (
            <p className="field__error" role="status">
              This run needs {pluralize(cost.shortfall, 'credit')} more than remain; the service will refuse it.
            </p>
          )}
          {items === 0 && <p className="muted">Add items before running this collection.</p>}
          {count.status === 'failed' && (
            <ErrorMessage variant="inline" error={count.error} title="The items could not be counted, so the run cannot be priced" onRetry={count.retry} />
          )}
          {credits.status === 'failed' && (
            <ErrorMessage
              variant="inline"
              error={credits.error}
              title="The credit balance could not be read, so the run cannot be priced"
              onRetry={credits.retry}
            />
          )}
          {refusal && <RunRefusal refusal={refusal} />}
        </div>
      ) : (
        <WriteRefusal reason={gate.reason} />
      )}
    </Dialog>
  );
}
