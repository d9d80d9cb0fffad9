import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { nextStepFor } from '../../../lib/error-advice.ts';
import { toast } from '../../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteZipcodeMutation } from '../../../data/zipcodes.ts';
import { useWriteGate } from '../../../data/write-gate.ts';
import type { PostcodeRow } from '../lib/postcode-rows.ts';
import { usePostcodesUi } from '../stores/postcodes-ui-store.ts';

/** Props of DeletePostcodeDialog. */
export interface DeletePostcodeDialogProps {
  /** The postcode to delete; null keeps the dialog closed. */
  row: PostcodeRow | null;
}

/** Confirms deleting a postcode, warning that items using it keep a broken postcode. */
export function DeletePostcodeDialog({ row }: DeletePostcodeDialogProps) {
  const setDeletingId = usePostcodesUi((s) => s.setDeletingId);
  const dropEditDraft = usePostcodesUi((s) => s.dropEditDraft);
  const mutation = useMutation(deleteZipcodeMutation(useQueryClient()));
  const gate = useWriteGate(row !== null);
  const close = () => {
    setDeletingId(null);
    mutation.reset();
  };
  const error = mutation.isError ? asBridgeError(mutation.error) : null;
  return (
    <ConfirmDialog
      open={row !== null}
      title={row ? `Delete postcode ${row.zipcode}?` : 'Delete postcode?'}
      tone="danger"
      confirmLabel="Delete postcode"
      busy={mutation.isPending}
      message={
        row && (
          <>
            <p>
              <strong className="mono">{row.zipcode}</strong> on <strong>{row.domain}</strong> will be removed from your postcodes.
            </p>
            <p className="panel panel--subtle pc-notice pc-notice--warning">
              Items that use it are not deleted: they keep a broken postcode and fail to scrape until you give them another one.
            </p>
          </>
        )
      }
      error={error ? `${error.message} ${nextStepFor(error)}` : undefined}
      refusal={gate.reason}
      onCancel={close}
      onConfirm={() => {
        if (!row) return;
        mutation.mutate(row.id, {
          onSuccess: () => {
            dropEditDraft(row.id);
            close();
            toast.success(`Postcode ${row.zipcode} deleted`);
          },
        });
      }}
    />
  );
}
