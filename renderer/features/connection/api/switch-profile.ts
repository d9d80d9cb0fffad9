import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ProfilesView } from '../../../../shared/bridge/profile.ts';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { connectionKeys } from './keys.ts';
import { profilesQuery } from './list-profiles.ts';

/**
 * Stores the new profiles view, then resets every other query: data of the previous profile is dropped
 * (never shown under the new one) and what is on screen loads again from the new service.
 */
export async function afterProfileSwitch(client: QueryClient, view: ProfilesView): Promise<void> {
  client.setQueryData(profilesQuery().queryKey, view);
  const profilesKey = connectionKeys.profiles();
  await client.resetQueries({
    predicate: (query) => !(query.queryKey[0] === profilesKey[0] && query.queryKey[1] === profilesKey[1]),
  });
}

/** Makes a profile the active one (`profiles.switch`) and reloads everything for it. */
export function switchProfileMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (id: string) => unwrap(desk.profiles.switch({ id })),
    onSuccess: (view) => afterProfileSwitch(client, view),
  });
}

/** The switch mutation. */
export function useSwitchProfile() {
  const client = useQueryClient();
  return useMutation(switchProfileMutation(client));
}
