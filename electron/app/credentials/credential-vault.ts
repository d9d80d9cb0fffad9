import type { KeychainProbe } from '../secrets/keychain-store.ts';
import { KeychainError } from '../secrets/secret-store.ts';
import type { SecretStore } from '../secrets/secret-store.ts';
import { createSessionStore } from '../secrets/session-store.ts';
import { DeskError } from '../connection/desk-error.ts';

/** Where credentials are kept this run. */
export type CredentialStorage = 'keychain' | 'session' | 'unavailable';

/**
 * The one SecretStore the app uses: the OS keychain when the start-up probe found it working;
 * otherwise nothing at all (every call fails with `keychain-unavailable`) until the user chooses
 * session-only storage for this run. There is no file fallback.
 */
export interface CredentialVault extends SecretStore {
  storage(): CredentialStorage;
  /** Why the keychain cannot be used, for the user (undefined when it can). */
  unavailableReason(): string | undefined;
  /** Switches to memory-only storage for this run (no-op when the keychain works). */
  useSessionOnly(): CredentialStorage;
}

/** Builds the vault from the keychain store and what probing it found. */
export function createCredentialVault(keychain: SecretStore, probe: KeychainProbe): CredentialVault {
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

  return {
    get kind() {
      return current?.kind ?? 'session';
    },
    get: (account) => guard((s) => s.get(account)),
    set: (account, secret) => guard((s) => s.set(account, secret)),
    delete: (account) => guard((s) => s.delete(account)),
    storage: () => (current === null ? 'unavailable' : current.kind),
    unavailableReason: () => (current === null ? reason : undefined),
    useSessionOnly() {
      current ??= createSessionStore();
      return current.kind;
    },
  };
}
