import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { profilesChanged } from '../../../data/changes.ts';
import { connectionKeys } from '../../../data/keys.ts';

/** Ends a profile's session token (`credentials.logout`). */
export function signOutMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (profileId: string) => unwrap(desk.credentials.logout({ profileId })),
    onSuccess: (status) => {
      client.setQueryData(connectionKeys.credential(status.profileId), status);
      return Promise.all([profilesChanged(client), client.invalidateQueries({ queryKey: connectionKeys.state() })]);
    },
  });
}

/** The sign-out mutation. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation(signOutMutation(client));
}
