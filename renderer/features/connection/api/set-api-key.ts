import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { credentialsFixed } from '../../../data/changes.ts';
import { connectionKeys } from '../../../data/keys.ts';

/**
 * Checks a new API key against the profile's service and stores it (`credentials.setApiKey`); a
 * rejected key is not stored. Every query reloads, since a fixed credential makes failed reads work.
 */
export function setApiKeyMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: { profileId: string; apiKey: string }) => unwrap(desk.credentials.setApiKey(input)),
    onSuccess: (status) => {
      client.setQueryData(connectionKeys.credential(status.profileId), status);
      return credentialsFixed(client);
    },
  });
}

/** The set-API-key mutation. */
export function useSetApiKey() {
  const client = useQueryClient();
  return useMutation(setApiKeyMutation(client));
}
