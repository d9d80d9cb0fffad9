import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Domain } from '../../../../shared/api/settings.ts';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { toast } from '../../../lib/toasts.ts';
import { useCreateZipcode } from '../api/create-zipcode.ts';
import { checkPostcode } from '../lib/postcode-format.ts';
import { EMPTY_POSTCODE_DRAFT, usePostcodesUi } from '../stores/postcodes-ui-store.ts';
import type { PostcodeDraft } from '../stores/postcodes-ui-store.ts';
import { PostcodeFields } from './postcode-fields.tsx';
import type { PostcodeFieldErrors } from './postcode-fields.tsx';

/** The form's messages for a draft: a domain must be chosen and the postcode must fit its pattern. */
export function postcodeErrors(draft: PostcodeDraft, domains: readonly Domain[]): PostcodeFieldErrors {
  const domain = domains.find((d) => d.id === draft.domainId);
  return { domain: draft.domainId === null ? 'Choose a domain.' : null, zipcode: checkPostcode(domain, draft.zipcode) };
}

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
  const mutation = useCreateZipcode();
  const [submitted, setSubmitted] = useState(false);
  const formId = useId();
  const domainRef = useRef<HTMLSelectElement>(null);
  const zipcodeRef = useRef<HTMLInputElement>(null);
  const errors = postcodeErrors(draft, domains);
  const shown: PostcodeFieldErrors = submitted ? errors : { domain: null, zipcode: null };
  const dirty = draft.domainId !== EMPTY_POSTCODE_DRAFT.domainId || draft.zipcode !== EMPTY_POSTCODE_DRAFT.zipcode;

  const close = () => {
    setOpen(false);
    setSubmitted(false);
    mutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.domain || errors.zipcode || draft.domainId === null) {
      (errors.domain ? domainRef.current : zipcodeRef.current)?.focus();
      return;
    }
    const zipcode = draft.zipcode.trim();
    mutation.mutate(
      { domain: draft.domainId, zipcode },
      {
        onSuccess: (created) => {
          reset();
          close();
          toast.success(`Postcode ${created.zipcode} added`, {
            message: created.status === 'in-progress' ? 'Its cookies are being generated; it becomes Active when they are ready.' : 'It is active.',
          });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Add postcode"
      description="Register a postcode for a retail domain. Scraping domains generate session cookies before the postcode can be used."
      closeOnBackdrop={false}
      footer={
        <>
          {dirty && (
            <Button
              variant="ghost"
              className="pc-footer-start"
              onClick={() => {
                reset();
                setSubmitted(false);
                mutation.reset();
              }}
            >
              Clear form
            </Button>
          )}
          <Button onClick={close}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} loading={mutation.isPending}>
            Add postcode
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="stack">
        <PostcodeFields
          draft={draft}
          domains={domains}
          errors={shown}
          domainRef={domainRef}
          zipcodeRef={zipcodeRef}
          onChange={(change) => {
            patch(change);
            if (mutation.isError) mutation.reset();
          }}
        />
        {mutation.isError && <ErrorMessage variant="inline" error={asBridgeError(mutation.error)} />}
      </form>
    </Dialog>
  );
}
