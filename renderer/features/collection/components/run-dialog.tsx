import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatNumber, pluralize } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { creditsQuery } from '../../../data/account.ts';
import { runCollectionMutation } from '../../../data/runs.ts';
import { describeRunRefusal, runCost } from '../lib/run-cost.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';
import { PlayIcon } from '../../../components/icons.tsx';
import { RunRefusal } from './run-refusal.tsx';

/** Props of RunDialog. */
export interface RunDialogProps {
  collectionId: number;
  name: string;
  itemCount: number;
}

/** Before a run: its cost (one credit per item) against the remaining credits; a refusal shows in place. */
export function RunDialog({ collectionId, name, itemCount }: RunDialogProps) {
  const open = useCollectionUi((s) => s.runOpen);
  const setOpen = useCollectionUi((s) => s.setRunOpen);
  const awaitRun = useCollectionUi((s) => s.awaitRun);
  const credits = useQuery({ ...creditsQuery(), enabled: open });
  const run = useMutation(runCollectionMutation(useQueryClient()));
  const cost = runCost(itemCount, credits.data?.remaining_credits ?? null);
  const refusal = run.error ? describeRunRefusal(asBridgeError(run.error), cost) : null;

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
          <Button variant="primary" icon={<PlayIcon />} onClick={start} loading={run.isPending} disabled={itemCount === 0} data-autofocus="">
            Run {pluralize(itemCount, 'item')}
          </Button>
        </>
      }
    >
      <div className="stack">
        <dl className="run-cost" aria-label="Cost of the run">
          <div className="run-cost__row">
            <dt>Items</dt>
            <dd className="num">{formatNumber(cost.items)}</dd>
          </div>
          <div className="run-cost__row">
            <dt>Cost</dt>
            <dd className="num">{pluralize(cost.cost, 'credit')}</dd>
          </div>
          <div className="run-cost__row">
            <dt>Remaining credits</dt>
            <dd className="num">{credits.isLoading ? <Spinner size="sm" label="Reading credits" /> : formatNumber(cost.remaining)}</dd>
          </div>
          <div className="run-cost__row run-cost__row--total">
            <dt>After this run</dt>
            <dd className={cost.after !== null && cost.after < 0 ? 'num run-cost__negative' : 'num'}>{formatNumber(cost.after)}</dd>
          </div>
        </dl>
        {cost.shortfall !== null && cost.shortfall > 0 && !refusal && (
          <p className="field__error" role="status">
            This run needs {pluralize(cost.shortfall, 'credit')} more than remain; the service will refuse it.
          </p>
        )}
        {itemCount === 0 && <p className="muted">Add items before running this collection.</p>}
        {credits.error && <ErrorMessage variant="inline" error={asBridgeError(credits.error)} title="The credit balance could not be read" />}
        {refusal && <RunRefusal refusal={refusal} />}
      </div>
    </Dialog>
  );
}
