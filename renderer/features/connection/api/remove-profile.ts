import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { afterProfileSwitch, profilesQuery } from '../../../data/connection.ts';
import { connectionKeys } from '../../../data/keys.ts';

/**
 * Removes a profile and its keychain entries (`profiles.remove`). When it was the active one the
 * Sandbox takes over, so everything is reloaded as after a switch.
 */
export function removeProfileMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (id: string) => unwrap(desk.profiles.remove({ id })),
    onSuccess: async (view, id) => {
      client.removeQueries({ queryKey: connectionKeys.credential(id) });
      const before = client.getQueryData(profilesQuery().queryKey);
      if (before && before.activeId !== view.activeId) await afterProfileSwitch(client, view);
      else client.setQueryData(profilesQuery().queryKey, view);
    },
  });
}

/** The remove mutation. */
export function useRemoveProfile() {
  const client = useQueryClient();
  return useMutation(removeProfileMutation(client));
}
