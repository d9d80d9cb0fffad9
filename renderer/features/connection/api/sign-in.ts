import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { credentialsFixed } from '../../../data/changes.ts';
import { connectionKeys } from '../../../data/keys.ts';

/** Signs a profile in with e-mail and password (`credentials.login`); the token stays in main. */
export function signInMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: { profileId: string; email: string; password: string }) => unwrap(desk.credentials.login(input)),
    onSuccess: (answer) => {
      client.setQueryData(connectionKeys.credential(answer.status.profileId), answer.status);
      return credentialsFixed(client);
    },
  });
}

/** The sign-in mutation. */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation(signInMutation(client));
}
