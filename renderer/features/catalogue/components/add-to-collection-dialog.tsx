import { AddCodesDialog } from '../../../components/add-codes-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { ADD_BATCH_SIZE } from '../../../lib/add-in-batches.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { pluralize } from '../../../lib/format.ts';
import { addSkusToCollection } from '../api/add-skus-to-collection.ts';
import { useActivePostcodes } from '../api/list-active-postcodes.ts';
import { useStores } from '../api/list-stores.ts';
import { useAddDraft } from '../stores/add-draft-store.ts';
import type { AddDraft } from '../stores/add-draft-store.ts';
import { useCatalogueSelection } from '../stores/selection-store.ts';
import { PostcodeStoreFields } from './postcode-store-fields.tsx';

/** Props of AddToCollectionDialog. */
export interface AddToCollectionDialogProps {
  onClose: () => void;
}

/**
 * "Add to a collection" for the catalogue: the selected SKUs into a new or existing officestore
 * collection, with an active officestore.com.au postcode and a store. The form is a kept draft.
 */
export function AddToCollectionDialog({ onClose }: AddToCollectionDialogProps) {
  const draft = useAddDraft((s) => s.draft);
  const selected = useCatalogueSelection((s) => s.selected);
  const skus = [...selected];
  const postcodes = useActivePostcodes();
  const stores = useStores();
  const change = (patch: Partial<AddDraft>) => useAddDraft.getState().patch(patch);
  return (
    <AddCodesDialog
      requestType="officestore"
      noun="SKU"
      description={`Adds the ${pluralize(skus.length, 'selected SKU')} as officestore items, ${ADD_BATCH_SIZE} per call.`}
      codes={skus}
      target={draft}
      onTargetChange={change}
      newHint="Run manually at Normal priority; change that on the collection's page."
      errors={{
        postcode: draft.postcode === '' ? 'Choose an active officestore.com.au postcode.' : undefined,
        storeId: draft.storeMode === 'store' && draft.storeId === '' ? 'Choose a store, or let the service pick the nearest.' : undefined,
      }}
      add={(target, onProgress) =>
        addSkusToCollection({ target, postcode: draft.postcode, storeId: draft.storeMode === 'store' ? draft.storeId : null, skus, onProgress })
      }
      onClose={(outcome) => {
        if (outcome) {
          // Sent SKUs leave the selection (added or refused, with the reasons shown); unsent ones stay for a retry.
          useCatalogueSelection.getState().remove(outcome.sentCodes);
          if (!outcome.stoppedBy) useAddDraft.getState().reset();
        }
        onClose();
      }}
      onDiscard={() => useAddDraft.getState().reset()}
    >
      {(shown, running) => (
        <>
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
        </>
      )}
    </AddCodesDialog>
  );
}
