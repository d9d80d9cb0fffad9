import { useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { Domain } from '../../../../shared/api/settings.ts';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { WriteRefusal } from '../../../components/write-refusal.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { useWriteGate } from '../../../data/write-gate.ts';
import { checkPostcode } from '../lib/postcode-format.ts';
import type { PostcodeDraft } from '../stores/postcodes-ui-store.ts';
import { PostcodeFields } from './postcode-fields.tsx';
import type { PostcodeFieldErrors } from './postcode-fields.tsx';

/** The form's messages for a draft: a domain must be chosen and the postcode must fit its pattern. */
export function postcodeErrors(draft: PostcodeDraft, domains: readonly Domain[]): PostcodeFieldErrors {
  const domain = domains.find((d) => d.id === draft.domainId);
  return { domain: draft.domainId === null ? 'Choose a domain.' : null, zipcode: checkPostcode(domain, draft.zipcode) };
}

/** Props of PostcodeFormDialog. */
export interface PostcodeFormDialogProps {
  open: boolean;
  title: string;
  description: string;
  draft: PostcodeDraft;
  domains: readonly Domain[];
  onChange: (change: Partial<PostcodeDraft>) => void;
  /** Hides the dialog (the draft is kept). */
  onClose: () => void;
  /** Sends a valid draft; call `close` once it went through. */
  onSubmit: (close: () => void) => void;
  submitLabel: string;
  /** The footer's start button that puts the draft back (shown while `visible`). */
  resetAction: { label: string; visible: boolean; onReset: () => void };
  /** The send's state: pending, its failure, and a reset that clears the failure. */
  mutation: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  /** Shown under the fields. */
  children?: ReactNode;
}

/** The postcode form in a dialog, shared by add and edit: validates in place, focuses the first wrong field, shows the service's failure. */
export function PostcodeFormDialog(props: PostcodeFormDialogProps) {
  const { draft, domains, mutation, resetAction } = props;
  const [submitted, setSubmitted] = useState(false);
  const formId = useId();
  const domainRef = useRef<HTMLSelectElement>(null);
  const zipcodeRef = useRef<HTMLInputElement>(null);
  const errors = postcodeErrors(draft, domains);
  const gate = useWriteGate(props.open);

  const close = () => {
    props.onClose();
    setSubmitted(false);
    mutation.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!gate.allowed) return;
    setSubmitted(true);
    if (errors.domain || errors.zipcode) {
      (errors.domain ? domainRef.current : zipcodeRef.current)?.focus();
      return;
    }
    props.onSubmit(close);
  };

  return (
    <Dialog
      open={props.open}
      onClose={close}
      title={props.title}
      description={props.description}
      closeOnBackdrop={false}
      footer={
        <>
          {resetAction.visible && (
            <Button
              variant="ghost"
              className="pc-footer-start"
              onClick={() => {
                resetAction.onReset();
                setSubmitted(false);
                mutation.reset();
              }}
            >
              {resetAction.label}
            </Button>
          )}
          <Button onClick={close}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} loading={mutation.isPending} disabled={!gate.allowed}>
            {props.submitLabel}
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
            props.onChange(change);
            if (mutation.isError) mutation.reset();
          }}
        />
        {props.children}
        <WriteRefusal reason={gate.reason} />
        {mutation.isError && <ErrorMessage variant="inline" error={asBridgeError(mutation.error)} />}
      </form>
    </Dialog>
  );
}
