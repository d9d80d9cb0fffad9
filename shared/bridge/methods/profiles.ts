import { z } from 'zod';
import { method } from '../define.ts';
import { BASE_URL_MAX, newProfileSchema, profileSchema, profilesViewSchema } from '../profile.ts';

const profileId = z.string().min(1).max(100);

/** The longest API key or session token accepted from the renderer. */
export const MAX_SECRET_LENGTH = 512;

/** Connection profiles (area `profiles`): where the service is and how to sign in; never a secret in an output. */
export const profileMethods = {
  'profiles.list': method('Every connection profile (the built-in Sandbox first) and which one is active.', z.object({}).strict(), profilesViewSchema),
  'profiles.checkAddress': method(
    'Where a service address leads, before anything secret is sent: `ok` (the internet or this computer), or `confirm` with the reason (a private network: the user must say the service runs there). A link-local or cloud metadata address is an invalid-input failure with the reason; a name that cannot be looked up now passes (the key check or sign-in says whether it can be reached).',
    z.object({ baseUrl: z.string().max(BASE_URL_MAX * 2) }).strict(),
    z.discriminatedUnion('verdict', [z.object({ verdict: z.literal('ok') }), z.object({ verdict: z.literal('confirm'), message: z.string() })]),
  ),
  'profiles.add': method(
    'Adds a profile. Its address is checked as by profiles.checkAddress first (a private network only with `allowPrivateNetwork`). With `apiKey`, the key is first checked with users/account-details against that address (nothing is saved if it fails), then the profile is saved and the key goes to the keychain; a `session` profile follows with credentials.login. The new profile is not made active.',
    newProfileSchema.extend({ apiKey: z.string().trim().min(1).max(MAX_SECRET_LENGTH).optional(), allowPrivateNetwork: z.boolean().optional() }).strict(),
    profileSchema,
  ),
  'profiles.rename': method(
    'Renames one of the user’s profiles (the Sandbox cannot be renamed).',
    z.object({ id: profileId, name: z.string().max(1000) }).strict(),
    profileSchema,
  ),
  'profiles.remove': method(
    'Removes one of the user’s profiles and deletes its keychain entries (key, session token, rotation marker); the Sandbox becomes active if it was.',
    z.object({ id: profileId }).strict(),
    profilesViewSchema,
  ),
  'profiles.switch': method(
    'Makes a profile the active one (starting the embedded sandbox for the Sandbox profile); a `connection.state` event follows.',
    z.object({ id: profileId }).strict(),
    profilesViewSchema,
  ),
};
