import type { Profile } from '../../../../shared/bridge/profile.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { nextStepFor } from '../../../lib/error-advice.ts';
import { toast } from '../../../lib/toasts.ts';
import { useRemoveProfile } from '../api/remove-profile.ts';
import { useConnectUi } from '../stores/connect-ui-store.ts';

/** Props of RemoveProfileDialog. */
export interface RemoveProfileDialogProps {
  profile: Profile | null;
  active: boolean;
}

/** Confirms removing a profile: says its keychain entries go too, and that the Sandbox takes over if it was active. */
export function RemoveProfileDialog({ profile, active }: RemoveProfileDialogProps) {
  const mutation = useRemoveProfile();
  const close = () => {
    useConnectUi.getState().setRemovingId(null);
    mutation.reset();
  };
  const failure = mutation.isError ? asBridgeError(mutation.error) : null;
  return (
    <ConfirmDialog
      open={profile !== null}
      tone="danger"
      title={profile ? `Remove ${profile.name}?` : 'Remove profile?'}
      message={
        <div className="stack">
          <p>
            The profile and its keychain entries — the stored API key, session token and any rotation marker — are deleted from this computer. The account at{' '}
            <span className="mono">{profile?.baseUrl}</span> is not touched; you can add it again with its key.
          </p>
          {active && <p>It is the active profile: the Sandbox becomes active instead.</p>}
        </div>
      }
      confirmLabel="Remove profile"
      busy={mutation.isPending}
      error={failure ? `${failure.message} ${nextStepFor(failure)}` : undefined}
      onCancel={close}
      onConfirm={() => {
        if (!profile) return;
        mutation.mutate(profile.id, {
          onSuccess: () => {
            close();
            toast.success(`Profile ${profile.name} removed`, { message: 'Its keychain entries were deleted.' });
          },
        });
      }}
    />
  );
}
