import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { nextStepFor } from '../../../lib/error-advice.ts';
import { pluralize } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCollectionMutation } from '../../../data/collections.ts';
import { useWriteGate } from '../../../data/write-gate.ts';
import { useCollectionsUi } from '../stores/collections-ui-store.ts';

/** Confirms deleting one collection (with its items and runs). */
export function DeleteCollectionDialog() {
  const collection = useCollectionsUi((s) => s.deleting);
  const mutation = useMutation(deleteCollectionMutation(useQueryClient()));
  const gate = useWriteGate(collection !== null);
  const close = () => {
    useCollectionsUi.getState().setDeleting(null);
    mutation.reset();
  };
  const error = mutation.isError ? asBridgeError(mutation.error) : null;
  return (
    <ConfirmDialog
      open={collection !== null}
      tone="danger"
      title={collection ? `Delete “${collection.name}”?` : 'Delete collection?'}
      confirmLabel="Delete collection"
      busy={mutation.isPending}
      message={
        collection && (
          <p>
            Its {pluralize(collection.item_count, 'item')} and its run history are deleted with it. Result files you already saved stay on your computer. This
            cannot be undone.
          </p>
        )
      }
      error={error ? `${error.message} ${nextStepFor(error)}` : undefined}
      refusal={gate.reason}
      onCancel={close}
      onConfirm={() => {
        if (!collection) return;
        mutation.mutate(collection.id, {
          onSuccess: () => {
            const ui = useCollectionsUi.getState();
            const selected = new Set(ui.selected);
            selected.delete(String(collection.id));
            ui.setSelected(selected);
            ui.setEditDraft(collection.id, null);
            close();
            toast.success(`Collection “${collection.name}” deleted`);
          },
        });
      }}
    />
  );
}
