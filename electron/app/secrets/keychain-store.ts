import { randomBytes, randomUUID } from 'node:crypto';
import { AsyncEntry } from '@napi-rs/keyring';
import type { EntryOptions } from '@napi-rs/keyring';
import { checkAccount, KeychainError } from './secret-store.ts';
import type { SecretStore } from './secret-store.ts';

/** The keychain service name every Collection Desk entry is filed under. */
export const DEFAULT_KEYCHAIN_SERVICE = 'collection-desk';

/**
 * Pinned to the Secret Service on Linux: left to itself the library silently falls back to the kernel
 * keyring, which forgets everything at logout and is readable by any process of the user's session.
 * Other platforms have one store (macOS Keychain, Windows Credential Manager) and ignore this.
 */
const ENTRY_OPTIONS: EntryOptions = { linux: { store: 'secret-service' } };

/** Long enough for a person to answer an unlock prompt; short enough that a dead daemon is noticed. */
const DEFAULT_TIMEOUT_MS = 120_000;
/** The start-up probe should not hold the app for long when the keychain does not answer. */
const DEFAULT_PROBE_TIMEOUT_MS = 30_000;

/** Options of `createKeychainStore`. */
export interface KeychainStoreOptions {
  /** The service name entries are filed under; tests use a unique one per run. */
  service?: string;
  /** How long one keychain call may take before it fails with a KeychainError. */
  timeoutMs?: number;
}

/** The plain reason, for the user, why the keychain cannot be used on this platform. */
export function keychainUnavailableReason(platform: NodeJS.Platform = process.platform): string {
  if (platform === 'darwin') return 'The macOS Keychain could not be used. It may be locked.';
  if (platform === 'win32') return 'Windows Credential Manager could not be used.';
  return 'No OS keychain (Secret Service) is running, or it is locked.';
}

/**
 * A SecretStore on the OS keychain through @napi-rs/keyring. Every call is asynchronous (AsyncEntry runs
 * on a worker thread) so the main process never blocks on D-Bus or an unlock prompt.
 */
export function createKeychainStore(options: KeychainStoreOptions = {}): SecretStore {
  const service = options.service ?? DEFAULT_KEYCHAIN_SERVICE;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (service.length === 0) throw new TypeError('A keychain service name must not be empty.');

  const call = async <T>(account: string, op: (entry: AsyncEntry, signal: AbortSignal) => Promise<T>): Promise<T> => {
    checkAccount(account);
    return withTimeout(timeoutMs, (signal) => op(new AsyncEntry(service, account, ENTRY_OPTIONS), signal));
  };

  return {
    kind: 'keychain',
    get: (account) => call(account, (entry, signal) => entry.getPassword(signal)),
    async set(account, secret) {
      if (secret.length === 0) throw new TypeError('Refusing to save an empty secret.');
      await call(account, (entry, signal) => entry.setPassword(secret, signal));
    },
    async delete(account) {
      // false means "there was nothing to delete", which is what the caller wanted anyway.
      await call(account, (entry, signal) => entry.deleteCredential(signal));
    },
  };
}

/** What `probeKeychain` found. */
export type KeychainProbe =
  | { available: true }
  | {
      available: false;
      /** Plain words for the user. */
      reason: string;
      /** The platform's own error, for logs. */
      detail?: string;
    };

/**
 * Checks that the keychain really works (not just that it exists) by writing, reading back and deleting
 * a throw-away entry. Used at start-up to decide between the keychain and offering session-only storage.
 */
export async function probeKeychain(service: string = DEFAULT_KEYCHAIN_SERVICE, options: { timeoutMs?: number } = {}): Promise<KeychainProbe> {
  const store = createKeychainStore({ service, timeoutMs: options.timeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS });
  const account = `probe:${randomUUID()}`;
  const value = randomBytes(16).toString('hex');
  try {
    await store.set(account, value);
    const readBack = await store.get(account);
    await store.delete(account);
    if (readBack !== value) {
      return { available: false, reason: 'The OS keychain did not return what was saved in it.' };
    }
    return { available: true };
  } catch (error) {
    await store.delete(account).catch(() => undefined); // best effort: never leave the probe behind
    const detail = error instanceof KeychainError && error.cause instanceof Error ? error.cause.message : undefined;
    const reason = error instanceof KeychainError ? error.message : keychainUnavailableReason();
    return detail === undefined ? { available: false, reason } : { available: false, reason, detail };
  }
}

/**
 * Runs one keychain call with a deadline. The signal asks the native side to give up; the race makes
 * sure the caller is released even if a call already under way cannot be interrupted.
 */
async function withTimeout<T>(timeoutMs: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new KeychainError('The OS keychain did not answer in time. It may be waiting to be unlocked.'));
    }, timeoutMs);
  });
  try {
    // The AsyncEntry constructor throws synchronously when the store is missing: keep it inside the try.
    return await Promise.race([Promise.resolve().then(() => run(controller.signal)), deadline]);
  } catch (error) {
    if (error instanceof KeychainError) throw error;
    throw new KeychainError(keychainUnavailableReason(), { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
