import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { connectionKeys } from './keys.ts';

/** Renames one of the user's profiles (`profiles.rename`). */
export function renameProfileMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: { id: string; name: string }) => unwrap(desk.profiles.rename(input)),
    onSuccess: () => client.invalidateQueries({ queryKey: connectionKeys.profiles() }),
  });
}

/** The rename mutation. */
export function useRenameProfile() {
  const client = useQueryClient();
  return useMutation(renameProfileMutation(client));
}
