import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeychainStore } from '../secrets/keychain-store.ts';
import { apiKeyAccount, sessionTokenAccount } from '../secrets/secret-store.ts';
import type { ProfilesView } from '../../../shared/bridge/profile.ts';
import {
  clearKeychainService,
  keychainLookup,
  requireSecretService,
  sandboxDemoUser,
  startTestDesk,
  testKeychainService,
  type TestDesk,
} from '../testing/desk-test-kit.ts';

const service = testKeychainService('credentials');
let t: TestDesk;
let baseUrl = '';

beforeAll(async () => {
  requireSecretService();
  t = await startTestDesk({ keychainService: service, mode: 'electron' });
  baseUrl = (await t.value<ProfilesView>('profiles.list')).profiles[0]?.baseUrl ?? '';
});

afterAll(async () => {
  await t?.dispose();
  clearKeychainService(service);
});

/** A raw call to the embedded sandbox, to see what the service itself thinks of a credential. */
async function rawCall(path: string, headers: Record<string, string>): Promise<{ code: number }> {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
  return (await response.json()) as { code: number };
}

/** users/account-details with the given credential headers. */
const rawDetails = (headers: Record<string, string>) => rawCall('users/account-details', headers);

describe('credentials (embedded sandbox, real keychain)', () => {
  it('reports what is stored, never the secrets', async () => {
    const status = await t.value('credentials.status');
    expect(status).toEqual({ profileId: 'sandbox', hasApiKey: true, hasSession: false, storage: 'keychain', pendingRotation: false });
  });

  it('shows the key masked in account details, and in full only through revealApiKey', async () => {
    const { apiKey } = sandboxDemoUser(t.dataDir);
    const details = await t.value<Record<string, unknown>>('accounts.accountDetails');
    expect(details).not.toHaveProperty('api_key');
    expect(details.api_key_masked).toBe(`${apiKey.split('.')[0]}.••••••••`);
    expect(JSON.stringify(details)).not.toContain(apiKey.split('.')[1]);
    expect(await t.value('credentials.revealApiKey')).toEqual({ apiKey });
  });

  it('copies the key in main over IPC, and hands it to the page in browser mode', async () => {
    const { apiKey } = sandboxDemoUser(t.dataDir);
    expect(await t.value('credentials.copyApiKey', {}, { origin: 'ipc' })).toEqual({ copied: true });
    expect(t.copied).toEqual([apiKey]);
    expect(await t.value('credentials.copyApiKey', {}, { origin: 'web' })).toEqual({ copied: false, apiKey });
  });

  it('refuses a key the service rejects and keeps the stored one', async () => {
    const { apiKey } = sandboxDemoUser(t.dataDir);
    const result = await t.call('credentials.setApiKey', { apiKey: `${apiKey.split('.')[0]}.wrong-secret` });
    expect(result).toMatchObject({ ok: false, error: { kind: 'credential-rejected', message: expect.stringMatching(/nothing was saved/) } });
    expect(keychainLookup(service, apiKeyAccount('sandbox'))).toBe(apiKey);
    expect(await t.value('credentials.setApiKey', { apiKey })).toMatchObject({ hasApiKey: true });
  });

  it('logs in: the session token goes to the keychain and works; logging out ends it', async () => {
    const { email, password } = sandboxDemoUser(t.dataDir);
    const wrong = await t.call('credentials.login', { email, password: 'not-the-password' });
    expect(wrong).toMatchObject({ ok: false, error: { kind: 'service', code: 400, message: 'Invalid email or password!' } });

    const login = await t.value<{ user: { email: string }; status: { hasSession: boolean } }>('credentials.login', { email, password });
    expect(login.user.email).toBe(email);
    expect(login.status.hasSession).toBe(true);
    expect(JSON.stringify(login)).not.toMatch(/token/i);
    const token = keychainLookup(service, sessionTokenAccount('sandbox'));
    expect(token).toMatch(/\S{16,}/);
    expect((await rawDetails({ authorization: `Token ${token}` })).code).toBe(200);

    expect(await t.value('credentials.logout')).toMatchObject({ hasSession: false });
    expect(keychainLookup(service, sessionTokenAccount('sandbox'))).toBeNull();
    expect((await rawDetails({ authorization: `Token ${token}` })).code).toBe(401);
  });

  it('turns a rejected key into credential-rejected, then repairs the Sandbox with its demo key and goes online', async () => {
    // The key dies at the service (rotated there), so the one the app holds, cached or not, is rejected.
    const old = sandboxDemoUser(t.dataDir).apiKey;
    expect((await rawCall('users/api-key/update/', { 'x-api-key': old })).code).toBe(200);
    const { apiKey } = sandboxDemoUser(t.dataDir);
    expect(apiKey).not.toBe(old);
    const seen = t.events.length;
    const failed = await t.call('zipcodes.list', {});
    expect(failed).toMatchObject({ ok: false, error: { kind: 'credential-rejected' } });
    await t.waitForEvent('connection.state', (p) => p.state === 'credential-rejected', { from: seen });
    const rejectedAt = t.events.findIndex((e, i) => i >= seen && (e.payload as { state?: string }).state === 'credential-rejected');
    await t.waitForEvent('connection.state', (p) => p.state === 'online', { from: rejectedAt });
    expect(keychainLookup(service, apiKeyAccount('sandbox'))).toBe(apiKey);
    expect(await t.call('zipcodes.list', {})).toMatchObject({ ok: true });
    expect(await t.value('connection.status')).toEqual({ profileId: 'sandbox', state: 'online', lastReachedAt: expect.any(String) });
  });

  it('serves the key from memory, and re-reads one changed outside the app as soon as the service rejects the held one', async () => {
    const added = await t.value<{ id: string }>('profiles.add', { name: 'Same sandbox', baseUrl, auth: 'apiKey' });
    const old = sandboxDemoUser(t.dataDir).apiKey;
    await t.value('credentials.setApiKey', { profileId: added.id, apiKey: old });
    await t.value('profiles.switch', { id: added.id });
    expect(await t.call('zipcodes.list', {})).toMatchObject({ ok: true });

    // Another program rotates the key and saves the new one in the keychain; the app still holds the old one.
    expect((await rawCall('users/api-key/update/', { 'x-api-key': old })).code).toBe(200);
    const { apiKey } = sandboxDemoUser(t.dataDir);
    await createKeychainStore({ service }).set(apiKeyAccount(added.id), apiKey);
    expect(await t.call('zipcodes.list', {})).toMatchObject({ ok: false, error: { kind: 'credential-rejected' } });
    expect(await t.call('zipcodes.list', {})).toMatchObject({ ok: true });

    // The Sandbox profile's key died with that rotation too: its repair stores the demo account's new key.
    const seen = t.events.length;
    await t.value('profiles.switch', { id: 'sandbox' });
    await t.call('zipcodes.list', {});
    await t.waitForEvent('connection.state', (p) => p.profileId === 'sandbox' && p.state === 'credential-rejected', { from: seen });
    const rejectedAt = t.events.findIndex((e, i) => i >= seen && (e.payload as { state?: string }).state === 'credential-rejected');
    await t.waitForEvent('connection.state', (p) => p.profileId === 'sandbox' && p.state === 'online', { from: rejectedAt });
    expect(keychainLookup(service, apiKeyAccount('sandbox'))).toBe(apiKey);
    await t.value('profiles.remove', { id: added.id });
  });

  it('shows an unreachable service as offline', async () => {
    const added = await t.value<{ id: string }>('profiles.add', { name: 'Nowhere', baseUrl: 'http://127.0.0.1:9', auth: 'apiKey' });
    await t.value('profiles.switch', { id: added.id });
    await t.waitForEvent('connection.state', (p) => p.profileId === added.id && p.state === 'no-credential');
    await createKeychainStore({ service }).set(apiKeyAccount(added.id), 'abc.def');
    expect(await t.value('connection.check')).toMatchObject({ profileId: added.id, state: 'offline' });
    await t.waitForEvent('connection.state', (p) => p.profileId === added.id && p.state === 'offline');
    const seen = t.events.length;
    await t.value('profiles.switch', { id: 'sandbox' });
    await t.waitForEvent('connection.state', (p) => p.profileId === 'sandbox' && p.state === 'online', { from: seen });
  });
});
