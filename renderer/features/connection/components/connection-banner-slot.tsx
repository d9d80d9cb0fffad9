import { ConnectionBanner } from '../../../components/connection-banner.tsx';
import { navigate } from '../../../lib/use-route.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkConnectionMutation, connectionStateQuery, credentialStatusQuery, profilesQuery } from '../../../data/connection.ts';
import { useConnectUi } from '../stores/connect-ui-store.ts';
import { KeychainBanner, keychainMissing } from './keychain-banner.tsx';

/**
 * The banner under the header while the active profile is offline, rejected or without a credential;
 * while the OS keychain is missing, the one keychain notice instead (it says why a real profile has no credential).
 */
export function ConnectionBannerSlot() {
  const state = useQuery(connectionStateQuery());
  const profiles = useQuery(profilesQuery());
  const check = useMutation(checkConnectionMutation(useQueryClient()));
  const status = useQuery(credentialStatusQuery(profiles.data?.activeId ?? 'active'));
  const dismissed = useConnectUi((s) => s.keychainNoticeDismissed);
  const view = state.data;
  const keychain = keychainMissing(status.data);
  if (keychain && status.data && view?.state !== 'offline' && view?.state !== 'credential-rejected') {
    return dismissed && view?.state !== 'no-credential' ? null : <KeychainBanner status={status.data} />;
  }
  if (!view || view.state === 'unknown' || view.state === 'online') return null;
  const profile = profiles.data?.profiles.find((p) => p.id === view.profileId);
  const rejected = view.state === 'credential-rejected';
  return (
    <ConnectionBanner
      state={view.state}
      {...(profile ? { profileName: profile.name } : {})}
      {...(view.message ? { message: view.message } : {})}
      fixLabel={rejected ? 'Enter a new API key' : 'Add a credential'}
      onFix={() => navigate('connect', {}, { fix: view.profileId })}
      onRetry={() => check.mutate()}
    />
  );
}
