import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { credentialsFixed } from '../../../data/changes.ts';

/**
 * Keeps credentials in memory for this run when the OS keychain is unavailable
 * (`credentials.useSessionOnly`); everything reloads, since the credentials can now be read.
 */
export function sessionOnlyMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: () => unwrap(desk.credentials.useSessionOnly({})),
    onSuccess: async () => {
      await unwrap(desk.connection.check({})).catch(() => undefined);
      await credentialsFixed(client);
    },
  });
}

/** The session-only mutation. */
export function useKeepSessionOnly() {
  const client = useQueryClient();
  return useMutation(sessionOnlyMutation(client));
}
