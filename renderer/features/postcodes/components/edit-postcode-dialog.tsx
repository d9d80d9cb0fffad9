import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Domain } from '../../../../shared/api/settings.ts';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { AlertIcon } from '../../../components/icons.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { toast } from '../../../lib/toasts.ts';
import { useUpdateZipcode } from '../api/update-zipcode.ts';
import type { UpdateZipcodeInput } from '../api/update-zipcode.ts';
import type { PostcodeRow } from '../lib/postcode-rows.ts';
import { usePostcodesUi } from '../stores/postcodes-ui-store.ts';
import { postcodeErrors } from './create-postcode-dialog.tsx';
import { PostcodeFields } from './postcode-fields.tsx';

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
  const mutation = useUpdateZipcode();
  const [submitted, setSubmitted] = useState(false);
  const formId = useId();
  const domainRef = useRef<HTMLSelectElement>(null);
  const zipcodeRef = useRef<HTMLInputElement>(null);
  if (!row || !draft) return null;

  const errors = postcodeErrors(draft, domains);
  const changes = draft.domainId === null ? { zipcode_id: row.id } : editChanges(row, draft.zipcode, draft.domainId);
  const changed = changes.zipcode !== undefined || changes.domain !== undefined;

  const close = () => {
    closeEdit();
    setSubmitted(false);
    mutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.domain || errors.zipcode) {
      (errors.domain ? domainRef.current : zipcodeRef.current)?.focus();
      return;
    }
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

  return (
    <Dialog
      open
      onClose={close}
      title={`Edit postcode ${row.zipcode}`}
      description={`${row.domain}${row.country ? ` · ${row.country}` : ''}`}
      closeOnBackdrop={false}
      footer={
        <>
          {changed && (
            <Button
              variant="ghost"
              className="pc-footer-start"
              onClick={() => {
                drop(row.id);
                usePostcodesUi.getState().openEdit(row.id, { domainId: row.domainId, zipcode: row.zipcode });
                setSubmitted(false);
                mutation.reset();
              }}
            >
              Undo changes
            </Button>
          )}
          <Button onClick={close}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} loading={mutation.isPending}>
            Save postcode
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="stack">
        <PostcodeFields
          draft={draft}
          domains={domains}
          errors={submitted ? errors : { domain: null, zipcode: null }}
          domainRef={domainRef}
          zipcodeRef={zipcodeRef}
          onChange={(change) => {
            patch(row.id, change);
            if (mutation.isError) mutation.reset();
          }}
        />
        <p className={changed ? 'pc-notice pc-notice--warning' : 'pc-notice'} role={changed ? 'status' : undefined}>
          <AlertIcon className="pc-notice__icon" />
          <span>
            Changing the postcode or its domain regenerates its cookies: it shows <strong>In progress</strong> and cannot be used for new
            items until it is <strong>Active</strong> again. Items already using it keep it.
          </span>
        </p>
        {mutation.isError && <ErrorMessage variant="inline" error={asBridgeError(mutation.error)} />}
      </form>
    </Dialog>
  );
}
