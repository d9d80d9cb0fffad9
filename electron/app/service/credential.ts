import { ServiceError } from './service-error.ts';

/** A credential the service accepts: the account API key or a session token from `users/login`. */
export interface Credential {
  kind: 'apiKey' | 'session';
  value: string;
}

// Visible ASCII only: anything else cannot travel in a header, and fetch would echo it in its error text.
const HEADER_SAFE = /^[\x21-\x7e]+$/;

/** The request headers that carry a credential (interface 5). */
export function credentialHeaders(credential: Credential): Record<string, string> {
  if (!HEADER_SAFE.test(credential.value)) {
    throw new ServiceError('credential-rejected', 'The stored credential contains characters a key or token cannot hold. Enter the API key again.');
  }
  return credential.kind === 'apiKey' ? { 'x-api-key': credential.value } : { authorization: `Token ${credential.value}` };
}

/** Resolves the credential for a call: the explicit one, else the provider's; none is a `no-credential` failure. */
export async function requireCredential(explicit: Credential | undefined, provider: () => Promise<Credential | null>): Promise<Credential> {
  const credential = explicit ?? (await provider());
  if (credential === null) {
    throw new ServiceError('no-credential', 'No API key or session token is stored for this profile. Add one in the profile settings.');
  }
  return credential;
}
