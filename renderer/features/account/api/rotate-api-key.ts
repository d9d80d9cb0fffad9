import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { accountChanged } from '../../../data/changes.ts';

/** What rotation needs: nothing when a session is held, else the e-mail and password to sign in first. */
export type RotateInput = { signIn: null } | { signIn: { email: string; password: string } };

/**
 * Rotates the API key safely: signs in first when no session token is held (`credentials.login`), then
 * `credentials.rotate` (main marks, rotates, reads and verifies the new key with the token, stores it).
 * Returns the new key masked.
 */
export async function rotateApiKey(input: RotateInput): Promise<{ apiKeyMasked: string }> {
  if (input.signIn) await unwrap(desk.credentials.login(input.signIn));
  const answer = await unwrap(desk.credentials.rotate({}));
  return { apiKeyMasked: answer.apiKeyMasked };
}

/** The rotate mutation options; everything of the account reloads afterwards. */
export function rotateApiKeyMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: rotateApiKey,
    onSettled: () => accountChanged(client),
  });
}

/** The rotate mutation. */
export function useRotateApiKey() {
  const client = useQueryClient();
  return useMutation(rotateApiKeyMutation(client));
}
