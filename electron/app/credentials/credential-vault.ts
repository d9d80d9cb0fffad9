import { rememberSecret } from '../bridge/redact.ts';
import type { KeychainProbe } from '../secrets/keychain-store.ts';
import { KeychainError, profileAccounts } from '../secrets/secret-store.ts';
import type { SecretStore } from '../secrets/secret-store.ts';
import { createSessionStore } from '../secrets/session-store.ts';
import { DeskError } from '../connection/desk-error.ts';
import { createSecretCache } from './secret-cache.ts';
import type { SecretCacheOptions } from './secret-cache.ts';

/** Where credentials are kept this run; `sandbox`: in memory, from the embedded sandbox's own store. */
export type CredentialStorage = 'keychain' | 'session' | 'unavailable' | 'sandbox';

/**
 * The one SecretStore the app uses: the OS keychain when the start-up probe found it working;
 * otherwise nothing at all (every call fails with `keychain-unavailable`) until the user chooses
 * session-only storage for this run. There is no file fallback. Reads go through an in-memory cache
 * (see secret-cache.ts): a keychain read costs milliseconds, and every service call needs the credential.
 * Without a working keychain, the accounts of `memoryProfiles` (the embedded Sandbox) are held in memory:
 * the sandbox keeps its demo credentials in its own store and the desk reads them at each start, so the
 * Sandbox never needs the keychain (nor the session-only choice).
 */
export interface CredentialVault extends SecretStore {
  /** Where credentials of real profiles are kept: the keychain, memory (chosen), or nowhere yet. */
  storage(): Exclude<CredentialStorage, 'sandbox'>;
  /** Where the credentials of one profile are kept. */
  storageOf(profileId: string): CredentialStorage;
  /** Why the keychain cannot be used, for the user (undefined when it can). */
  unavailableReason(): string | undefined;
  /** Switches to memory-only storage for this run (no-op when the keychain works). */
  useSessionOnly(): Exclude<CredentialStorage, 'sandbox'>;
  /** Drops the cached copy of `account` (e.g. the service rejected it): the next read goes to the store. */
  forget(account: string): void;
  /** Tells the log's redaction a password being sent for `profileId` (it replaces the one told before). */
  notePassword(profileId: string, password: string): void;
}

// Each vault names its secrets apart, so two desks in one process (tests) do not forget each other's.
let vaults = 0;

/** Builds the vault from the keychain store and what probing it found; `cache` tunes its read cache. */
export function createCredentialVault(
  keychain: SecretStore,
  probe: KeychainProbe,
  cache: SecretCacheOptions = {},
  memoryProfiles: readonly string[] = [],
): CredentialVault {
  const cached = createSecretCache(cache);
  const slotPrefix = `vault-${(vaults += 1)}:`;
  // Every secret the vault hands out or takes is told to the log's redaction, so it is masked wherever it appears.
  const told = (account: string, value: string | null): string | null => {
    rememberSecret(slotPrefix + account, value);
    return value;
  };
  let current: SecretStore | null = probe.available ? keychain : null;
  const reason = probe.available ? undefined : probe.reason;
  const memory = createSessionStore();
  const keychainWorks = probe.available;
  const inMemory = (account: string): boolean => !keychainWorks && memoryProfiles.some((id) => profileAccounts(id).includes(account));

  const store = (account: string): SecretStore => {
    if (inMemory(account)) return memory;
    if (current) return current;
    throw new DeskError(
      'keychain-unavailable',
      `Credentials cannot be saved: ${reason ?? 'the OS keychain is not available.'} Unlock or start the keychain and restart the app, or keep credentials for this session only (they are forgotten when the app quits).`,
    );
  };
  const guard = async <T>(account: string, run: (s: SecretStore) => Promise<T>): Promise<T> => {
    const s = store(account);
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
      await guard(account, run);
    } catch (err) {
      cached.drop(account);
      throw err;
    }
    cached.stored(account, told(account, value));
  };

  return {
    get kind() {
      return current?.kind ?? 'session';
    },
    get: async (account) => told(account, await guard(account, (s) => cached.read(account, () => s.get(account)))),
    set: (account, secret) => write(account, (s) => s.set(account, secret), secret),
    delete: (account) => write(account, (s) => s.delete(account), null),
    storage: () => (current === null ? 'unavailable' : current.kind),
    storageOf: (profileId) => (!keychainWorks && memoryProfiles.includes(profileId) ? 'sandbox' : current === null ? 'unavailable' : current.kind),
    unavailableReason: () => (current === null ? reason : undefined),
    useSessionOnly() {
      current ??= createSessionStore();
      cached.clear();
      return current.kind;
    },
    forget: (account) => cached.drop(account),
    notePassword: (profileId, password) => rememberSecret(`${slotPrefix}profile:${profileId}:password`, password),
  };
}
