import type { Domain } from '../../../../shared/api/settings.ts';
import { AlertIcon } from '../../../components/icons.tsx';
import { toast } from '../../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateZipcodeMutation } from '../../../data/zipcodes.ts';
import type { UpdateZipcodeInput } from '../../../data/zipcodes.ts';
import type { PostcodeRow } from '../lib/postcode-rows.ts';
import { usePostcodesUi } from '../stores/postcodes-ui-store.ts';
import { PostcodeFormDialog } from './postcode-form-dialog.tsx';

/** The fields of an edit that differ from the record (update-zipcode takes only those). */
export function editChanges(row: Pick<PostcodeRow, 'id' | 'zipcode' | 'domainId'>, zipcode: string, domainId: number): UpdateZipcodeInput {
  const input: UpdateZipcodeInput = { zipcode_id: row.id };
  if (zipcode.trim() !== row.zipcode) input.zipcode = zipcode.trim();
  if (domainId !== row.domainId) input.domain = domainId;
  return input;
}

/** Props of EditPostcodeDialog. */
export interface EditPostcodeDialogProps {
  /** The postcode being edited; null renders nothing. */
  row: PostcodeRow | null;
  domains: readonly Domain[];
}

/** Edits a postcode's value and/or domain, warning that a change regenerates its cookies. */
export function EditPostcodeDialog({ row, domains }: EditPostcodeDialogProps) {
  const draft = usePostcodesUi((s) => (row ? s.editDrafts[row.id] : undefined));
  const patch = usePostcodesUi((s) => s.patchEditDraft);
  const closeEdit = usePostcodesUi((s) => s.closeEdit);
  const drop = usePostcodesUi((s) => s.dropEditDraft);
  const mutation = useMutation(updateZipcodeMutation(useQueryClient()));
  if (!row || !draft) return null;

  const changes = draft.domainId === null ? { zipcode_id: row.id } : editChanges(row, draft.zipcode, draft.domainId);
  const changed = changes.zipcode !== undefined || changes.domain !== undefined;

  const submit = (close: () => void) => {
    if (!changed) {
      drop(row.id);
      close();
      return;
    }
    mutation.mutate(changes, {
      onSuccess: (updated) => {
        drop(row.id);
        close();
        toast.success(`Postcode ${updated.zipcode} saved`, {
          message: updated.status === 'in-progress' ? 'Its cookies are being generated again.' : undefined,
        });
      },
    });
  };

  const undo = () => {
    drop(row.id);
    usePostcodesUi.getState().openEdit(row.id, { domainId: row.domainId, zipcode: row.zipcode });
  };

  return (
    <PostcodeFormDialog
      open
      title={`Edit postcode ${row.zipcode}`}
      description={`${row.domain}${row.country ? ` · ${row.country}` : ''}`}
      draft={draft}
      domains={domains}
      onChange={(change) => patch(row.id, change)}
      onClose={closeEdit}
      onSubmit={submit}
      submitLabel="Save postcode"
      resetAction={{ label: 'Undo changes', visible: changed, onReset: undo }}
      mutation={mutation}
    >
      <p className={changed ? 'panel panel--subtle pc-notice pc-notice--warning' : 'panel panel--subtle pc-notice'} role={changed ? 'status' : undefined}>
        <AlertIcon className="pc-notice__icon" />
        <span>
          Changing the postcode or its domain regenerates its cookies: it shows <strong>In progress</strong> and cannot be used for new items until it is{' '}
          <strong>Active</strong> again. Items already using it keep it.
        </span>
      </p>
    </PostcodeFormDialog>
  );
}
