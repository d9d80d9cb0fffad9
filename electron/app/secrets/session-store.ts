import { checkAccount } from './secret-store.ts';
import type { SecretStore } from './secret-store.ts';

/**
 * A store in memory only, for when no OS keychain is available and the user chose "keep for this
 * session only". It is never written anywhere: quitting the app forgets everything in it.
 */
export function createSessionStore(): SecretStore {
  const secrets = new Map<string, string>();
  return {
    kind: 'session',
    async get(account) {
      return secrets.get(checkAccount(account)) ?? null;
    },
    async set(account, secret) {
      checkAccount(account);
      if (secret.length === 0) throw new TypeError('Refusing to save an empty secret.');
      secrets.set(account, secret);
    },
    async delete(account) {
      secrets.delete(checkAccount(account));
    },
  };
}
