import { z } from 'zod';
import { userSchema } from '../../api/accounts.ts';
import { MASKED_API_KEY } from '../api-key-mask.ts';
import { method } from '../define.ts';
import { MAX_SECRET_LENGTH } from './profiles.ts';

/**
 * Where credentials are kept this run: the OS keychain, memory only (chosen by the user), nowhere yet, or
 * (the embedded Sandbox's) in memory from the sandbox's own store, with no keychain needed.
 */
export const CREDENTIAL_STORAGES = ['keychain', 'session', 'unavailable', 'sandbox'] as const;

/** Which profile a credentials call is about; the active one when left out. */
const profileRef = { profileId: z.string().min(1).max(100).optional() };

/** What is stored for a profile, never the secrets themselves. */
export const credentialStatusSchema = z.object({
  profileId: z.string(),
  hasApiKey: z.boolean(),
  hasSession: z.boolean(),
  storage: z.enum(CREDENTIAL_STORAGES),
  /** A key rotation was interrupted and is waiting to be finished from the session token. */
  pendingRotation: z.boolean(),
  /** Why the OS keychain cannot be used, while it cannot (given for every profile, the Sandbox's too). */
  storageMessage: z.string().optional(),
});
/** What is stored for a profile. */
export type CredentialStatus = z.infer<typeof credentialStatusSchema>;

/** Credential lifecycle (area `credentials`): main keeps the key and token in the keychain. */
export const credentialMethods = {
  'credentials.status': method(
    'What is stored for a profile (API key, session token, pending rotation) and where credentials are kept.',
    z.object(profileRef).strict(),
    credentialStatusSchema,
  ),
  'credentials.setApiKey': method(
    'Checks an API key with users/account-details against the profile’s service, then stores it in the keychain; a rejected key is not stored.',
    z.object({ ...profileRef, apiKey: z.string().trim().min(1).max(MAX_SECRET_LENGTH) }).strict(),
    credentialStatusSchema,
  ),
  'credentials.login': method(
    'Signs in with e-mail and password (users/login) and stores the session token in the keychain; returns the user.',
    z.object({ ...profileRef, email: z.string().trim().min(1).max(254), password: z.string().min(1).max(128) }).strict(),
    z.object({ user: userSchema, status: credentialStatusSchema }),
  ),
  'credentials.logout': method('Ends the session token at the service (best effort) and forgets it.', z.object(profileRef).strict(), credentialStatusSchema),
  'credentials.revealApiKey': method(
    'Reads the API key from users/account-details for display after an explicit reveal click: the only method whose output holds a full key.',
    z.object(profileRef).strict(),
    z.object({ apiKey: z.string() }),
  ),
  'credentials.copyApiKey': method(
    'Copies the API key to the clipboard in main (Electron) and returns `{copied: true}`; in browser mode main has no clipboard, so it returns `{copied: false, apiKey}` for the page’s own clipboard call.',
    z.object(profileRef).strict(),
    z.object({ copied: z.boolean(), apiKey: z.string().optional() }),
  ),
  'credentials.rotate': method(
    'Rotates the API key safely (interface 5 rule 4): needs a session token (log in first), marks the rotation pending in the keychain, rotates, reads and verifies the new key with the token, stores it, clears the mark; an interrupted rotation is finished at the next start or call.',
    z.object(profileRef).strict(),
    z.object({ apiKeyMasked: z.string().regex(MASKED_API_KEY), status: credentialStatusSchema }),
  ),
  'credentials.useSessionOnly': method(
    'When the OS keychain is unavailable: keeps credentials in memory for this run only (forgotten at quit; never written to a file).',
    z.object({}).strict(),
    z.object({ storage: z.enum(CREDENTIAL_STORAGES) }),
  ),
};
