import { useEffect, useMemo } from 'react';
import type { CredentialStatus } from '../../../shared/bridge/methods/credentials.ts';
import type { Profile } from '../../../shared/bridge/profile.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Screen } from '../../components/screen.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { asBridgeError } from '../../lib/bridge-query.ts';
import { nextStepFor } from '../../lib/error-advice.ts';
import { pluralize } from '../../lib/format.ts';
import type { ScreenProps } from '../../lib/router.ts';
import { toast } from '../../lib/toasts.ts';
import { navigate } from '../../lib/use-route.ts';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { credentialStatusQuery, profilesQuery, switchProfileMutation } from '../../data/connection.ts';
import { AddProfileDialog } from './components/add-profile-dialog.tsx';
import { CredentialsDrawer } from './components/credentials-drawer.tsx';
import { ProfilesTable } from './components/profiles-table.tsx';
import { RemoveProfileDialog } from './components/remove-profile-dialog.tsx';
import { RenameProfileDialog } from './components/rename-profile-dialog.tsx';
import { keychainMissing } from './components/keychain-banner.tsx';
import { StorageNotice } from './components/storage-notice.tsx';
import { activeProfile } from './lib/profile-labels.ts';
import { useConnectUi } from './stores/connect-ui-store.ts';
import './connection.css';

const NO_PROFILES: readonly Profile[] = [];

/** Connect to a service: profiles with their credentials and storage; add, rename, remove, switch. `?fix=<id>` opens that profile's key form. */
export function ConnectScreen({ route }: ScreenProps) {
  const profilesRead = useQuery(profilesQuery());
  const view = profilesRead.data;
  const profiles = view?.profiles ?? NO_PROFILES;
  const ids = useMemo(() => profiles.map((p) => p.id), [profiles]);
  const statusQueries = useQueries({ queries: ids.map((id) => credentialStatusQuery(id)) });
  const statuses = new Map<string, CredentialStatus>();
  for (const query of statusQueries) if (query.data) statuses.set(query.data.profileId, query.data);
  const switching = useMutation(switchProfileMutation(useQueryClient()));
  const renamingId = useConnectUi((s) => s.renamingId);
  const removingId = useConnectUi((s) => s.removingId);
  const credentialsId = useConnectUi((s) => s.credentialsId);
  const fix = route.query.fix;

  useEffect(() => {
    if (!fix || !view) return;
    const profile = view.profiles.find((p) => p.id === fix);
    if (profile) useConnectUi.getState().openCredentials(profile.id, profile.auth);
    navigate('connect', {}, {}, { replace: true });
  }, [fix, view]);

  const active = activeProfile(view);
  const find = (id: string | null) => (id === null ? null : (profiles.find((p) => p.id === id) ?? null));
  const onSwitch = (profile: Profile) =>
    switching.mutate(profile.id, {
      onSuccess: () => toast.success(`Switched to ${profile.name}`),
      onError: (error) => {
        const failure = asBridgeError(error);
        toast.error(`Could not switch to ${profile.name}`, { message: `${failure.message} ${nextStepFor(failure)}` });
      },
    });

  return (
    <Screen
      title="Connect to a service"
      subtitle={view ? `${pluralize(profiles.length, 'profile')} · using ${active?.name ?? '—'}` : 'Loading profiles…'}
      actions={
        <Button variant="primary" onClick={() => useConnectUi.getState().setAddOpen(true)}>
          Add profile
        </Button>
      }
    >
      {/* A missing keychain is said once, by the banner under the header. */}
      {!keychainMissing(active ? statuses.get(active.id) : undefined) && <StorageNotice status={active ? statuses.get(active.id) : undefined} />}
      {profilesRead.isError ? (
        <ErrorMessage error={asBridgeError(profilesRead.error)} onRetry={() => void profilesRead.refetch()} retrying={profilesRead.isFetching} />
      ) : !view ? (
        <Spinner label="Loading profiles" />
      ) : (
        <ProfilesTable
          profiles={profiles}
          activeId={view.activeId}
          statuses={statuses}
          switchingId={switching.isPending ? (switching.variables ?? null) : null}
          onSwitch={onSwitch}
        />
      )}
      <p className="cn-footnote muted">
        A profile is a service address plus a credential. The built-in Sandbox runs on this computer with synthetic data and cannot be removed. Removing a
        profile deletes its keychain entries.
      </p>
      <AddProfileDialog profiles={profiles} />
      <RenameProfileDialog profile={find(renamingId)} profiles={profiles} />
      <RemoveProfileDialog profile={find(removingId)} active={removingId !== null && removingId === view?.activeId} />
      <CredentialsDrawer profile={find(credentialsId)} />
    </Screen>
  );
}
