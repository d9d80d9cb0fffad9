import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { toast } from '../../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteItemMutation } from '../../../data/items.ts';
import { useWriteGate } from '../../../data/write-gate.ts';
import { itemNoun } from '../lib/item-rows.ts';
import type { ItemRow, ItemType } from '../lib/item-rows.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';

/** Props of DeleteItemDialog. */
export interface DeleteItemDialogProps {
  collectionId: number;
  type: ItemType;
  /** The item to delete (null: closed). */
  row: ItemRow | null;
}

/** Asks before deleting an item; the service's message shows in place when it fails. */
export function DeleteItemDialog({ collectionId, type, row }: DeleteItemDialogProps) {
  const setDeletingId = useCollectionUi((s) => s.setDeletingId);
  const remove = useMutation(deleteItemMutation(useQueryClient()));
  const gate = useWriteGate(row !== null);
  const noun = itemNoun(type);
  const cancel = () => {
    remove.reset();
    setDeletingId(null);
  };
  return (
    <ConfirmDialog
      open={row !== null}
      title={`Delete ${noun} ${row?.code ?? ''}?`}
      message={
        type === 'marketplace'
          ? 'The ASIN leaves this collection. Outputs and result files of earlier runs stay.'
          : `The ${noun} leaves this collection. Result files of earlier runs stay.`
      }
      confirmLabel="Delete"
      tone="danger"
      busy={remove.isPending}
      error={remove.error ? asBridgeError(remove.error).message : undefined}
      refusal={gate.reason}
      onCancel={cancel}
      onConfirm={() => {
        if (!row) return;
        remove.mutate(
          { type, collectionId, itemId: row.id },
          {
            onSuccess: () => {
              toast.success(`Deleted ${noun} ${row.code}`);
              setDeletingId(null);
            },
          },
        );
      }}
    />
  );
}
