import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { existingTarget } from '../../../lib/add-in-batches.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatNumber, pluralize } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountProfileQuery } from '../../../data/account.ts';
import { pickerCollectionsQuery } from '../../../data/collections.ts';
import { addSkusMutation, SKU_BATCH_SIZE } from '../api/add-skus-to-collection.ts';
import type { SkuTarget } from '../api/add-skus-to-collection.ts';
import { useActivePostcodes } from '../api/list-active-postcodes.ts';
import { useStores } from '../api/list-stores.ts';
import { useAddDraft } from '../stores/add-draft-store.ts';
import type { AddDraft } from '../stores/add-draft-store.ts';
import { useCatalogueSelection } from '../stores/selection-store.ts';
import { AddOutcome } from './add-outcome.tsx';
import { AddTargetFields } from './add-target-fields.tsx';
import { PostcodeStoreFields } from './postcode-store-fields.tsx';

/** Props of AddToCollectionDialog. */
export interface AddToCollectionDialogProps {
  onClose: () => void;
}

type FieldErrors = Partial<Record<'newName' | 'collectionId' | 'postcode' | 'storeId' | 'skus' | 'email', string>>;

/** The in-place messages of the form as it stands. */
function validate(draft: AddDraft, skuCount: number, email: string | null): FieldErrors {
  return {
    newName: draft.mode === 'new' && draft.newName.trim() === '' ? 'Name the new collection.' : undefined,
    collectionId: draft.mode === 'existing' && draft.collectionId === '' ? 'Choose a collection.' : undefined,
    postcode: draft.postcode === '' ? 'Choose an active officestore.com.au postcode.' : undefined,
    storeId: draft.storeMode === 'store' && draft.storeId === '' ? 'Choose a store, or let the service pick the nearest.' : undefined,
    skus: skuCount === 0 ? 'Select products first.' : undefined,
    email: draft.mode === 'new' && !email ? 'The account e-mail (for run notices) is not known yet; try again in a moment.' : undefined,
  };
}

/**
 * "Add to a collection": the selected SKUs into a new or existing officestore collection, with an active
 * officestore.com.au postcode and a store; sent 500 per call, one call after another, with a progress bar,
 * then the outcome (added count and each refused row with its reason). The form is a kept draft.
 */
export function AddToCollectionDialog({ onClose }: AddToCollectionDialogProps) {
  const formId = useId();
  const draft = useAddDraft((s) => s.draft);
  const selected = useCatalogueSelection((s) => s.selected);
  const skus = [...selected];
  const postcodes = useActivePostcodes();
  const stores = useStores();
  const targets = useQuery({ ...pickerCollectionsQuery('officestore'), enabled: draft.mode === 'existing' });
  const email = useQuery(accountProfileQuery()).data?.email ?? null;
  const mutation = useMutation(addSkusMutation(useQueryClient()));
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const errors = validate(draft, skus.length, email);
  const shown: FieldErrors = submitted ? errors : {};
  const running = mutation.isPending;
  const outcome = mutation.data;
  const change = (patch: Partial<AddDraft>) => {
    useAddDraft.getState().patch(patch);
    if (mutation.isError) mutation.reset();
  };

  const close = () => {
    if (running) return;
    if (outcome) {
      // Sent SKUs leave the selection (added or refused, with the reasons shown); unsent ones stay for a retry.
      useCatalogueSelection.getState().remove(outcome.sentSkus);
      if (!outcome.stoppedBy) useAddDraft.getState().reset();
      mutation.reset();
    }
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    const target: SkuTarget =
      draft.mode === 'new'
        ? { kind: 'new', name: draft.newName.trim(), notificationEmail: email ?? '' }
        : existingTarget(draft.collectionId, targets.data?.items);
    mutation.mutate(
      {
        target,
        postcode: draft.postcode,
        storeId: draft.storeMode === 'store' ? draft.storeId : null,
        skus,
        onProgress: (sent, total) => setProgress({ sent, total }),
      },
      {
        onSuccess: (done) => {
          // The outcome in the dialog tells the rest; a toast only for a clean run.
          if (!done.stoppedBy && done.refused.length === 0) toast.success(`${pluralize(done.added, 'SKU')} added to ${done.collectionName}`);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={close}
      size="md"
      closeOnBackdrop={false}
      title="Add to a collection"
      description={`Adds the ${pluralize(skus.length, 'selected SKU')} as officestore items, ${SKU_BATCH_SIZE} per call.`}
      footer={
        outcome ? (
          <Button variant="primary" onClick={close}>
            Done
          </Button>
        ) : (
          <>
            {!running && (
              <Button
                variant="ghost"
                className="cat-footer-start"
                onClick={() => {
                  useAddDraft.getState().reset();
                  setSubmitted(false);
                  mutation.reset();
                }}
              >
                Discard form
              </Button>
            )}
            <Button onClick={close} disabled={running}>
              Cancel
            </Button>
            <Button variant="primary" type="submit" form={formId} loading={running}>
              Add {pluralize(skus.length, 'SKU')}
            </Button>
          </>
        )
      }
    >
      {outcome ? (
        <AddOutcome outcome={outcome} />
      ) : (
        <form id={formId} onSubmit={submit} noValidate className="stack">
          <AddTargetFields draft={draft} onChange={change} errors={{ newName: shown.newName, collectionId: shown.collectionId }} disabled={running} />
          <PostcodeStoreFields
            draft={draft}
            onChange={change}
            postcodes={postcodes.data}
            stores={stores.data}
            errors={{ postcode: shown.postcode, storeId: shown.storeId }}
            disabled={running}
          />
          {postcodes.isError && <ErrorMessage variant="inline" error={asBridgeError(postcodes.error)} onRetry={() => void postcodes.refetch()} />}
          {stores.isError && draft.storeMode === 'store' && (
            <ErrorMessage variant="inline" error={asBridgeError(stores.error)} onRetry={() => void stores.refetch()} />
          )}
          {running && progress && (
            <ProgressBar value={progress.sent} max={progress.total} label="SKUs sent" detail={`${formatNumber(SKU_BATCH_SIZE)} per call`} />
          )}
          {(shown.skus ?? shown.email) && <p className="field__error">{shown.skus ?? shown.email}</p>}
          {mutation.isError && <ErrorMessage variant="inline" error={asBridgeError(mutation.error)} />}
        </form>
      )}
    </Dialog>
  );
}
