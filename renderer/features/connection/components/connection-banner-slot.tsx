import { ConnectionBanner } from '../../../components/connection-banner.tsx';
import { navigate } from '../../../lib/use-route.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkConnectionMutation, connectionStateQuery, profilesQuery } from '../../../data/connection.ts';

/** The banner under the header while the active profile is offline, rejected or without a credential. */
export function ConnectionBannerSlot() {
  const state = useQuery(connectionStateQuery());
  const profiles = useQuery(profilesQuery());
  const check = useMutation(checkConnectionMutation(useQueryClient()));
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
