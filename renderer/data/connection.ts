import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ProfilesView } from '../../shared/bridge/profile.ts';
import { unwrap } from '../lib/bridge-query.ts';
import { desk } from '../lib/desk.ts';
import { profilesChanged } from './changes.ts';
import { applyConnectionView } from './connection-cache.ts';
import { connectionKeys } from './keys.ts';
import { LOCAL_STALE_MS } from './lifetimes.ts';

/** Every connection profile and which one is active (`profiles.list`); they change only through this desk's own mutations. */
export function profilesQuery() {
  return queryOptions({
    queryKey: connectionKeys.profiles(),
    queryFn: () => unwrap(desk.profiles.list({})),
    staleTime: LOCAL_STALE_MS,
  });
}

/** What is stored for one profile and where credentials are kept (`credentials.status`); `'active'` for the active profile. */
export function credentialStatusQuery(profileId: string) {
  return queryOptions({
    queryKey: connectionKeys.credential(profileId),
    queryFn: () => unwrap(desk.credentials.status(profileId === 'active' ? {} : { profileId })),
    // Cheap and local, but the keychain can change under the desk (another app, a locked session).
    staleTime: 0,
  });
}

/** The active profile's connection as main last saw it (`connection.status`, then `connection.state` events). */
export function connectionStateQuery() {
  return queryOptions({
    queryKey: connectionKeys.state(),
    queryFn: () => unwrap(desk.connection.status({})),
    staleTime: LOCAL_STALE_MS,
  });
}

/** Calls the service once to see how the active profile is connected (`connection.check`). */
export function checkConnectionMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: () => unwrap(desk.connection.check({})),
    // As an event would be: coming back online re-reads whatever had failed.
    onSuccess: (view) => applyConnectionView(client, view),
  });
}

/**
 * Stores the new profiles view, then resets every other query: data of the previous profile is dropped
 * (never shown under the new one) and what is on screen loads again from the new service.
 */
export async function afterProfileSwitch(client: QueryClient, view: ProfilesView): Promise<void> {
  client.setQueryData(connectionKeys.profiles(), view);
  const [root, profiles] = connectionKeys.profiles();
  await client.resetQueries({ predicate: (query) => !(query.queryKey[0] === root && query.queryKey[1] === profiles) });
}

/** Makes a profile the active one (`profiles.switch`) and reloads everything for it. */
export function switchProfileMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (id: string) => unwrap(desk.profiles.switch({ id })),
    onSuccess: (view) => afterProfileSwitch(client, view),
  });
}

/** Renames one of the user's profiles (`profiles.rename`). */
export function renameProfileMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: { id: string; name: string }) => unwrap(desk.profiles.rename(input)),
    onSuccess: () => profilesChanged(client),
  });
}
