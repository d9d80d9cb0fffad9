import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/bridge/profile.ts';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { profilesChanged } from '../../../data/changes.ts';

/** What adding a profile sends: by API key (checked before saving) or for e-mail + password sign-in. */
export type AddProfileInput = (
  { name: string; baseUrl: string; auth: 'apiKey'; apiKey: string } | { name: string; baseUrl: string; auth: 'session'; email: string; password: string }
) & { allowPrivateNetwork?: boolean };

/**
 * Adds a profile. With an API key, main checks the key against the service first and saves nothing
 * if it fails. With e-mail + password, the profile is added, then signed in; a failed sign-in removes
 * it again, so a failure never leaves a half-made profile behind.
 */
export async function addProfile(input: AddProfileInput): Promise<Profile> {
  if (input.auth === 'apiKey') {
    return unwrap(
      desk.profiles.add({ name: input.name, baseUrl: input.baseUrl, auth: 'apiKey', apiKey: input.apiKey, allowPrivateNetwork: input.allowPrivateNetwork }),
    );
  }
  const added = await unwrap(desk.profiles.add({ name: input.name, baseUrl: input.baseUrl, auth: 'session', allowPrivateNetwork: input.allowPrivateNetwork }));
  try {
    await unwrap(desk.credentials.login({ profileId: added.id, email: input.email, password: input.password }));
  } catch (error) {
    await desk.profiles.remove({ id: added.id });
    throw error;
  }
  return added;
}

/** The add-profile mutation options; refreshes the profiles list and statuses. */
export function addProfileMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: addProfile,
    onSettled: () => profilesChanged(client),
  });
}

/** The add-profile mutation. */
export function useAddProfile() {
  const client = useQueryClient();
  return useMutation(addProfileMutation(client));
}
