import { ConnectionBanner } from '../../../components/connection-banner.tsx';
import { navigate } from '../../../lib/use-route.ts';
import { useCheckConnection, useConnectionEvents, useConnectionState } from '../api/connection-state.ts';
import { useProfiles } from '../api/list-profiles.ts';

/** The banner under the header while the active profile is offline, rejected or without a credential. */
export function ConnectionBannerSlot() {
  useConnectionEvents();
  const state = useConnectionState();
  const profiles = useProfiles();
  const check = useCheckConnection();
  const view = state.data;
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
