/**
 * Where credentials live: the OS keychain, or (only when the user chose it because no keychain is
 * available) memory for this session. Never a file, a log, the renderer or a URL.
 */
export interface SecretStore {
  /** `keychain` survives restarts; `session` is forgotten when the app quits. */
  readonly kind: 'keychain' | 'session';
  /** The secret saved under `account`, or null when there is none. */
  get(account: string): Promise<string | null>;
  /** Saves (or replaces) the secret under `account`. */
  set(account: string, secret: string): Promise<void>;
  /** Forgets the secret under `account`; nothing happens when there is none. */
  delete(account: string): Promise<void>;
}

/**
 * The keychain could not be used (not running, locked, refused). The message is plain and fit to show;
 * it never contains a secret. The platform's own error, for logs, is in `cause`.
 */
export class KeychainError extends Error {
  override readonly name = 'KeychainError';
}

/** The account under which a profile's API key is saved. */
export function apiKeyAccount(profileId: string): string {
  return `profile:${checkProfileId(profileId)}:api-key`;
}

/** The account under which a profile's session token (from `users/login`) is saved. */
export function sessionTokenAccount(profileId: string): string {
  return `profile:${checkProfileId(profileId)}:session-token`;
}

/**
 * The account that holds a key rotation in flight, so a rotation interrupted by a crash (the old key
 * already dead, the new one not yet saved) can be finished on the next start.
 */
export function pendingRotationAccount(profileId: string): string {
  return `profile:${checkProfileId(profileId)}:pending-rotation`;
}

/** The account under which the password of a profile's team copy (its PostgreSQL server) is saved. */
export function teamCopyPasswordAccount(profileId: string): string {
  return `profile:${checkProfileId(profileId)}:team-copy-password`;
}

/** Every account a profile may own, so removing the profile can forget all of them. */
export function profileAccounts(profileId: string): string[] {
  return [apiKeyAccount(profileId), sessionTokenAccount(profileId), pendingRotationAccount(profileId), teamCopyPasswordAccount(profileId)];
}

/** Throws on an account name no store should accept: empty, or absurdly long for a keychain label. */
export function checkAccount(account: string): string {
  if (account.length === 0 || account.length > 200) {
    throw new TypeError('A secret account name must be 1..200 characters.');
  }
  return account;
}

/** Profile ids become part of account names; a colon would make two profiles' accounts collide. */
function checkProfileId(profileId: string): string {
  if (profileId.length === 0 || profileId.includes(':')) {
    throw new TypeError(`Not a valid profile id for a secret account: "${profileId}".`);
  }
  return profileId;
}
