import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { pluralize } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { scrapeResultQuery } from '../../../data/scrapes.ts';
import { useWriteGate } from '../../../data/write-gate.ts';
import { cancelScrapeWithoutNotice } from '../api/cancel-scrape.ts';
import { cancelOutcome } from '../lib/scrape-errors.ts';
import { stageLabel } from '../lib/scrape-stage.ts';
import { useScrapesUi } from '../stores/scrapes-ui-store.ts';

/** Props of CancelScrapeDialog. */
export interface CancelScrapeDialogProps {
  collectionId: number;
  name: string;
}

/** "Cancel this scrape?" with its live stage; on a scrape that ended meanwhile the service revokes nothing: "Already finished". */
export function CancelScrapeDialog({ collectionId, name }: CancelScrapeDialogProps) {
  const result = useQuery(scrapeResultQuery(collectionId)).data;
  const mutation = useMutation(cancelScrapeWithoutNotice(useQueryClient()));
  const gate = useWriteGate(true);
  const close = () => {
    useScrapesUi.getState().setCancelingId(null);
    mutation.reset();
  };
  const now = result ? `${stageLabel(result.stage)} · ${pluralize(result.asin_count, 'product')} so far` : 'Reading its stage…';
  return (
    <ConfirmDialog
      open
      title={`Cancel ${name}?`}
      message={
        <>
          <p className="sc-live" aria-live="polite">
            Now: <strong>{now}</strong>
          </p>
          <p>It stops and shows as Failed, “Cancelled by user”. A cancelled scrape is not charged: credits are taken only when one finishes.</p>
        </>
      }
      confirmLabel="Cancel scrape"
      cancelLabel="Keep scraping"
      tone="danger"
      busy={mutation.isPending}
      error={mutation.isError ? asBridgeError(mutation.error).message : undefined}
      refusal={gate.reason}
      onCancel={close}
      onConfirm={() =>
        mutation.mutate(collectionId, {
          onSuccess: ({ revoked }) => {
            const outcome = cancelOutcome(revoked, name);
            toast[outcome.tone](outcome.title, { message: outcome.message });
            close();
          },
        })
      }
    />
  );
}
