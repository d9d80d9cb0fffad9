import { afterAll, describe, expect, it } from 'vitest';
import { redact } from '../bridge/redact.ts';
import { createKeychainStore } from '../secrets/keychain-store.ts';
import { apiKeyAccount, KeychainError, sessionTokenAccount } from '../secrets/secret-store.ts';
import type { SecretStore } from '../secrets/secret-store.ts';
import { createSessionStore } from '../secrets/session-store.ts';
import { clearKeychainService, requireSecretService, testKeychainService } from '../testing/desk-test-kit.ts';
import { createCredentialVault } from './credential-vault.ts';
import { SECRET_CACHE_MAX_AGE_MS } from './secret-cache.ts';

const ACCOUNT = apiKeyAccount('p1');
const AVAILABLE = { available: true } as const;

/** A real store, wrapped: counts reads, can hold the next read until released, can fail like a locked keychain. */
function counted(store: SecretStore) {
  let hold: Promise<void> | null = null;
  const wrapper = {
    reads: 0,
    failNext: false,
    /** Holds the next read (after it read the store) until the returned function is called. */
    holdNextRead(): () => void {
      let release = (): void => undefined;
      hold = new Promise((ok) => (release = ok));
      return release;
    },
    store: {
      kind: store.kind,
      async get(account: string) {
        wrapper.reads += 1;
        if (wrapper.failNext) {
          wrapper.failNext = false;
          throw new KeychainError('The keychain is locked.');
        }
        const value = await store.get(account);
        const waiting = hold;
        hold = null;
        await waiting;
        return value;
      },
      set: (account: string, secret: string) => store.set(account, secret),
      delete: (account: string) => store.delete(account),
    } satisfies SecretStore,
  };
  return wrapper;
}

describe('credential vault read cache (session store underneath)', () => {
  it('reads the store once for repeated reads, a missing secret included', async () => {
    const inner = createSessionStore();
    await inner.set(ACCOUNT, 'key-1');
    const c = counted(inner);
    const vault = createCredentialVault(c.store, AVAILABLE);
    for (let i = 0; i < 5; i++) expect(await vault.get(ACCOUNT)).toBe('key-1');
    for (let i = 0; i < 5; i++) expect(await vault.get('other')).toBeNull();
    expect(c.reads).toBe(2);
  });

  it('shows a set or delete at once, without reading the store', async () => {
    const c = counted(createSessionStore());
    const vault = createCredentialVault(c.store, AVAILABLE);
    expect(await vault.get(ACCOUNT)).toBeNull();
    await vault.set(ACCOUNT, 'key-1');
    expect(await vault.get(ACCOUNT)).toBe('key-1');
    await vault.set(ACCOUNT, 'key-2');
    expect(await vault.get(ACCOUNT)).toBe('key-2');
    await vault.delete(ACCOUNT);
    expect(await vault.get(ACCOUNT)).toBeNull();
    expect(c.reads).toBe(1);
  });

  it('does not touch the cache when the store refuses a write', async () => {
    const c = counted(createSessionStore());
    const vault = createCredentialVault(c.store, AVAILABLE);
    await vault.set(ACCOUNT, 'key-1');
    await expect(vault.set(ACCOUNT, '')).rejects.toThrow(TypeError);
    expect(await vault.get(ACCOUNT)).toBe('key-1');
  });

  it('reads the store again after 5 minutes, picking up a change made outside the app', async () => {
    const inner = createSessionStore();
    await inner.set(ACCOUNT, 'key-1');
    const c = counted(inner);
    let now = 0;
    const vault = createCredentialVault(c.store, AVAILABLE, { now: () => now });
    expect(await vault.get(ACCOUNT)).toBe('key-1');
    await inner.set(ACCOUNT, 'changed-outside');
    now = SECRET_CACHE_MAX_AGE_MS - 1;
    expect(await vault.get(ACCOUNT)).toBe('key-1');
    now = SECRET_CACHE_MAX_AGE_MS;
    expect(await vault.get(ACCOUNT)).toBe('changed-outside');
    expect(c.reads).toBe(2);
  });

  it('never caches what a read got when a set or delete finished while it was under way', async () => {
    const inner = createSessionStore();
    await inner.set(ACCOUNT, 'old');
    const c = counted(inner);
    const vault = createCredentialVault(c.store, AVAILABLE);

    let release = c.holdNextRead();
    const racing = vault.get(ACCOUNT);
    await vault.set(ACCOUNT, 'new');
    release();
    expect(await racing).toBe('old'); // what the store held when it was read
    expect(await vault.get(ACCOUNT)).toBe('new');

    vault.forget(ACCOUNT);
    release = c.holdNextRead();
    const racingDelete = vault.get(ACCOUNT);
    await vault.delete(ACCOUNT);
    release();
    expect(await racingDelete).toBe('new');
    expect(await vault.get(ACCOUNT)).toBeNull();
    expect(c.reads).toBe(2);
  });

  it('never caches a keychain failure', async () => {
    const inner = createSessionStore();
    await inner.set(ACCOUNT, 'key-1');
    const c = counted(inner);
    const vault = createCredentialVault(c.store, AVAILABLE);
    c.failNext = true;
    await expect(vault.get(ACCOUNT)).rejects.toMatchObject({ kind: 'keychain-unavailable', message: 'The keychain is locked.' });
    expect(await vault.get(ACCOUNT)).toBe('key-1');
    expect(c.reads).toBe(2);
  });

  it('reads the store again after forget or useSessionOnly', async () => {
    const inner = createSessionStore();
    await inner.set(ACCOUNT, 'key-1');
    const c = counted(inner);
    const vault = createCredentialVault(c.store, AVAILABLE);
    await vault.get(ACCOUNT);
    await inner.set(ACCOUNT, 'key-2');
    vault.forget(ACCOUNT);
    expect(await vault.get(ACCOUNT)).toBe('key-2');
    await inner.set(ACCOUNT, 'key-3');
    expect(vault.useSessionOnly()).toBe('session');
    expect(await vault.get(ACCOUNT)).toBe('key-3');
    expect(c.reads).toBe(3);
  });

  it('caches nothing while no store is usable, then serves session-only storage', async () => {
    const vault = createCredentialVault(createSessionStore(), { available: false, reason: 'No keychain.' });
    await expect(vault.get(ACCOUNT)).rejects.toMatchObject({ kind: 'keychain-unavailable' });
    vault.useSessionOnly();
    expect(vault.storage()).toBe('session');
    expect(await vault.get(ACCOUNT)).toBeNull();
    await vault.set(ACCOUNT, 'key-1');
    expect(await vault.get(ACCOUNT)).toBe('key-1');
  });

  it("holds the Sandbox's credentials in memory without a keychain, while other profiles still need one", async () => {
    const vault = createCredentialVault(createSessionStore(), { available: false, reason: 'No keychain.' }, {}, ['sandbox']);
    expect(vault.storageOf('sandbox')).toBe('sandbox');
    expect(vault.storageOf('p1')).toBe('unavailable');
    await vault.set(apiKeyAccount('sandbox'), 'demo-key');
    expect(await vault.get(apiKeyAccount('sandbox'))).toBe('demo-key');
    await expect(vault.set(ACCOUNT, 'key-1')).rejects.toMatchObject({ kind: 'keychain-unavailable' });
    vault.useSessionOnly();
    expect(vault.storageOf('p1')).toBe('session');
    expect(await vault.get(apiKeyAccount('sandbox'))).toBe('demo-key');
  });

  it("keeps the Sandbox's credentials in the keychain when it works", () => {
    const vault = createCredentialVault(createSessionStore(), AVAILABLE, {}, ['sandbox']);
    expect(vault.storageOf('sandbox')).toBe('session');
  });
});

describe('credential vault and the log', () => {
  it('tells the redaction every key, token and password it handles, and forgets replaced ones', async () => {
    // Values no pattern would catch (short, no keyword): only the vault's word masks them.
    const inner = createSessionStore();
    await inner.set(sessionTokenAccount('p1'), 'tok-one');
    const vault = createCredentialVault(inner, AVAILABLE);
    expect(redact('using tok-one')).toBe('using tok-one'); // not read yet: the vault does not know it
    await vault.get(sessionTokenAccount('p1'));
    await vault.set(ACCOUNT, 'key-one');
    vault.notePassword('p1', 'open sesame');
    expect(redact('sent tok-one, key-one and open sesame')).toBe('sent [redacted], [redacted] and [redacted]');

    await vault.set(ACCOUNT, 'key-two');
    await vault.delete(sessionTokenAccount('p1'));
    vault.notePassword('p1', 'new phrase');
    expect(redact('key-one key-two tok-one open sesame new phrase')).toBe('key-one [redacted] tok-one open sesame [redacted]');
  });
});

describe('credential vault read cache (real keychain)', () => {
  const service = testKeychainService('vault-cache');
  afterAll(() => clearKeychainService(service));

  it('reads the keychain once, and again after forget sees a change made outside the app', async () => {
    requireSecretService();
    const outside = createKeychainStore({ service });
    await outside.set(ACCOUNT, 'key-1');
    const c = counted(createKeychainStore({ service }));
    const vault = createCredentialVault(c.store, AVAILABLE);
    for (let i = 0; i < 3; i++) expect(await vault.get(ACCOUNT)).toBe('key-1');
    await outside.set(ACCOUNT, 'key-2');
    expect(await vault.get(ACCOUNT)).toBe('key-1');
    vault.forget(ACCOUNT);
    expect(await vault.get(ACCOUNT)).toBe('key-2');
    await vault.delete(ACCOUNT);
    expect(await vault.get(ACCOUNT)).toBeNull();
    expect(await outside.get(ACCOUNT)).toBeNull();
    expect(c.reads).toBe(2);
  });
});
