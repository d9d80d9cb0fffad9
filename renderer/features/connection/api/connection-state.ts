import { useEffect } from 'react';
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { connectionKeys } from './keys.ts';

/** The active profile's connection as main last saw it (`connection.status`, then `connection.state` events). */
export function connectionStateQuery() {
  return queryOptions({
    queryKey: connectionKeys.state(),
    queryFn: () => unwrap(desk.connection.status({})),
    staleTime: Infinity,
  });
}

/** Reads the connection state. */
export function useConnectionState() {
  return useQuery(connectionStateQuery());
}

const TROUBLE = new Set(['offline', 'credential-rejected', 'no-credential']);

/** One `connection.state` event: stored as the state; coming back online reloads whatever had failed. */
export function applyConnectionEvent(client: QueryClient, event: { profileId: string; state: 'online' | 'offline' | 'credential-rejected' | 'no-credential'; message?: string }): void {
  const key = connectionStateQuery().queryKey;
  const before = client.getQueryData(key);
  client.setQueryData(key, event);
  if (event.state === 'online' && before && TROUBLE.has(before.state)) {
    void client.invalidateQueries({ predicate: (query) => query.state.status === 'error' || query.queryKey[0] === connectionKeys.all[0] });
  }
  if (before?.state !== event.state || before.profileId !== event.profileId) {
    void client.invalidateQueries({ queryKey: connectionKeys.credentials() });
  }
}

/** Listens to `connection.state` for as long as the shell is mounted. */
export function useConnectionEvents(): void {
  const client = useQueryClient();
  useEffect(() => desk.on('connection.state', (event) => applyConnectionEvent(client, event)), [client]);
}

/** Calls the service once to see how the active profile is connected (`connection.check`). */
export function checkConnectionMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: () => unwrap(desk.connection.check({})),
    onSuccess: (view) => client.setQueryData(connectionStateQuery().queryKey, view),
  });
}

/** The check mutation (the banner's "Retry now"). */
export function useCheckConnection() {
  const client = useQueryClient();
  return useMutation(checkConnectionMutation(client));
}
