import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Profile } from '../../../../shared/bridge/profile.ts';
import { checkProfileName } from '../../../../shared/bridge/profile.ts';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { toast } from '../../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { renameProfileMutation } from '../../../data/connection.ts';
import { checkUniqueName } from '../lib/profile-form.ts';
import { useConnectUi } from '../stores/connect-ui-store.ts';

/** Props of RenameProfileDialog. */
export interface RenameProfileDialogProps {
  profile: Profile | null;
  profiles: readonly Profile[];
}

/** Renames a profile; the name is checked in place (1–60 characters, not used by another profile). */
export function RenameProfileDialog({ profile, profiles }: RenameProfileDialogProps) {
  const draft = useConnectUi((s) => s.renameDraft);
  const mutation = useMutation(renameProfileMutation(useQueryClient()));
  const [submitted, setSubmitted] = useState(false);
  const formId = useId();
  const error = profile ? checkUniqueName(draft, profiles, profile.id) : null;
  const close = () => {
    useConnectUi.getState().closeRename();
    setSubmitted(false);
    mutation.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const name = checkProfileName(draft);
    if (!profile || error || !name.ok) return;
    mutation.mutate(
      { id: profile.id, name: name.value },
      {
        onSuccess: (renamed) => {
          close();
          toast.success(`Profile renamed to ${renamed.name}`);
        },
      },
    );
  };
  return (
    <Dialog
      open={profile !== null}
      onClose={close}
      title={profile ? `Rename ${profile.name}` : 'Rename profile'}
      size="sm"
      closeOnBackdrop={false}
      footer={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} loading={mutation.isPending}>
            Rename
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="stack">
        <TextField
          label="Profile name"
          value={draft}
          required
          error={submitted ? (error ?? undefined) : undefined}
          onChange={(e) => {
            useConnectUi.getState().setRenameDraft(e.currentTarget.value);
            if (mutation.isError) mutation.reset();
          }}
        />
        {mutation.isError && <ErrorMessage variant="inline" error={asBridgeError(mutation.error)} />}
      </form>
    </Dialog>
  );
}
