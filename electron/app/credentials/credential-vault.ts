import type { KeychainProbe } from '../secrets/keychain-store.ts';
import { KeychainError } from '../secrets/secret-store.ts';
import type { SecretStore } from '../secrets/secret-store.ts';
import { createSessionStore } from '../secrets/session-store.ts';
import { DeskError } from '../connection/desk-error.ts';
import { createSecretCache } from './secret-cache.ts';
import type { SecretCacheOptions } from './secret-cache.ts';

/** Where credentials are kept this run. */
export type CredentialStorage = 'keychain' | 'session' | 'unavailable';

/**
 * The one SecretStore the app uses: the OS keychain when the start-up probe found it working;
 * otherwise nothing at all (every call fails with `keychain-unavailable`) until the user chooses
 * session-only storage for this run. There is no file fallback. Reads go through an in-memory cache
 * (see secret-cache.ts): a keychain read costs milliseconds, and every service call needs the credential.
 */
export interface CredentialVault extends SecretStore {
  storage(): CredentialStorage;
  /** Why the keychain cannot be used, for the user (undefined when it can). */
  unavailableReason(): string | undefined;
  /** Switches to memory-only storage for this run (no-op when the keychain works). */
  useSessionOnly(): CredentialStorage;
  /** Drops the cached copy of `account` (e.g. the service rejected it): the next read goes to the store. */
  forget(account: string): void;
}

/** Builds the vault from the keychain store and what probing it found; `cache` tunes its read cache. */
export function createCredentialVault(keychain: SecretStore, probe: KeychainProbe, cache: SecretCacheOptions = {}): CredentialVault {
  const cached = createSecretCache(cache);
  let current: SecretStore | null = probe.available ? keychain : null;
  const reason = probe.available ? undefined : probe.reason;

  const store = (): SecretStore => {
    if (current) return current;
    throw new DeskError(
      'keychain-unavailable',
      `Credentials cannot be saved: ${reason ?? 'the OS keychain is not available.'} Unlock or start the keychain and restart the app, or keep credentials for this session only (they are forgotten when the app quits).`,
    );
  };
  const guard = async <T>(run: (s: SecretStore) => Promise<T>): Promise<T> => {
    const s = store();
    try {
      return await run(s);
    } catch (err) {
      if (err instanceof KeychainError) throw new DeskError('keychain-unavailable', err.message);
      throw err;
    }
  };

  /** A write updates the cache once the store took it; a failed one leaves the store's state unknown, so drops it. */
  const write = async (account: string, run: (s: SecretStore) => Promise<void>, value: string | null): Promise<void> => {
    try {
      await guard(run);
    } catch (err) {
      cached.drop(account);
      throw err;
    }
    cached.stored(account, value);
  };

  return {
    get kind() {
      return current?.kind ?? 'session';
    },
    get: (account) => guard((s) => cached.read(account, () => s.get(account))),
    set: (account, secret) => write(account, (s) => s.set(account, secret), secret),
    delete: (account) => write(account, (s) => s.delete(account), null),
    storage: () => (current === null ? 'unavailable' : current.kind),
    unavailableReason: () => (current === null ? reason : undefined),
    useSessionOnly() {
      current ??= createSessionStore();
      cached.clear();
      return current.kind;
    },
    forget: (account) => cached.drop(account),
  };
}
