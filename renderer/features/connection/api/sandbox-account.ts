import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { connectionKeys } from '../../../data/keys.ts';

/** The embedded Sandbox's demo account (`sandbox.account`): read fresh each time it is shown, never kept. */
export function sandboxAccountQuery() {
  return queryOptions({
    queryKey: connectionKeys.sandboxAccount(),
    queryFn: () => unwrap(desk.sandbox.account({})),
    staleTime: 0,
    gcTime: 0,
  });
}

/** Reads the demo account while `enabled` (the Sandbox's credentials are open). */
export function useSandboxAccount(enabled: boolean) {
  return useQuery({ ...sandboxAccountQuery(), enabled });
}

/** Resets the Sandbox (`sandbox.reset`): every view of its data is stale afterwards, so all of them reload. */
export function resetSandboxMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: () => unwrap(desk.sandbox.reset({ confirm: true })),
    onSuccess: (account) => {
      client.setQueryData(sandboxAccountQuery().queryKey, account);
      // Invalidated, not reset: screens keep what they show (and stay mounted) until the fresh data arrives.
      void client.invalidateQueries({ predicate: (query) => query.queryKey[1] !== connectionKeys.sandboxAccount()[1] });
    },
  });
}

/** The Sandbox reset mutation. */
export function useResetSandbox() {
  const client = useQueryClient();
  return useMutation(resetSandboxMutation(client));
}
