import type { Domain } from '../../../../shared/api/settings.ts';
import { toast } from '../../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createZipcodeMutation } from '../../../data/zipcodes.ts';
import { EMPTY_POSTCODE_DRAFT, usePostcodesUi } from '../stores/postcodes-ui-store.ts';
import { PostcodeFormDialog } from './postcode-form-dialog.tsx';

/** Props of CreatePostcodeDialog. */
export interface CreatePostcodeDialogProps {
  domains: readonly Domain[];
}

/** "Add postcode": checks the postcode against its domain before sending, keeps the draft on failure or close. */
export function CreatePostcodeDialog({ domains }: CreatePostcodeDialogProps) {
  const open = usePostcodesUi((s) => s.createOpen);
  const draft = usePostcodesUi((s) => s.createDraft);
  const setOpen = usePostcodesUi((s) => s.setCreateOpen);
  const patch = usePostcodesUi((s) => s.patchCreateDraft);
  const reset = usePostcodesUi((s) => s.resetCreateDraft);
  const mutation = useMutation(createZipcodeMutation(useQueryClient()));
  const dirty = draft.domainId !== EMPTY_POSTCODE_DRAFT.domainId || draft.zipcode !== EMPTY_POSTCODE_DRAFT.zipcode;

  const submit = (close: () => void) => {
    if (draft.domainId === null) return;
    const zipcode = draft.zipcode.trim();
    mutation.mutate(
      { domain: draft.domainId, zipcode },
      {
        onSuccess: (created) => {
          reset();
          close();
          // The same postcode is often added for several domains in a row: the notice names which one.
          toast.success(`Postcode ${created.zipcode} added for ${created.domain.domain}`, {
            message: created.status === 'in-progress' ? 'Its cookies are being generated; it becomes Active when they are ready.' : 'It is active.',
          });
        },
      },
    );
  };

  return (
    <PostcodeFormDialog
      open={open}
      title="Add postcode"
      description="Register a postcode for a retail domain. Scraping domains generate session cookies before the postcode can be used."
      draft={draft}
      domains={domains}
      onChange={patch}
      onClose={() => setOpen(false)}
      onSubmit={submit}
      submitLabel="Add postcode"
      resetAction={{ label: 'Clear form', visible: dirty, onReset: reset }}
      mutation={mutation}
    />
  );
}
