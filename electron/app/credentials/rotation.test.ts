import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSeedKey } from '../../../sandbox/accounts/seed.ts';
import { startTestSandbox, type TestSandbox } from '../../../sandbox/testing/test-sandbox.ts';
import { apiKeyAccount, pendingRotationAccount } from '../secrets/secret-store.ts';
import { clearKeychainService, keychainLookup, requireSecretService, startTestDesk, testKeychainService } from '../testing/desk-test-kit.ts';
import type { TestDesk } from '../testing/desk-test-kit.ts';

const service = testKeychainService('rotation');
let remote: TestSandbox;
const dirs: string[] = [];

beforeAll(async () => {
  requireSecretService();
  remote = await startTestSandbox();
});

afterAll(async () => {
  await remote?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  clearKeychainService(service);
});

const user = () => {
  const u = remote.sandbox.users[0];
  if (!u) throw new Error('no seeded user');
  return u;
};
/** The remote account's key right now (the sandbox keeps its demo seed file current). */
const currentKey = (): string => readSeedKey(remote.sandbox.dataDir, user().email) ?? '';
/** What the service itself says of a key. */
const codeWith = async (apiKey: string): Promise<number> => (await remote.call('users/account-details', {}, { apiKey })).code;

/** A desk on a fresh data dir with the remote account as its active profile (key stored, optionally logged in). */
async function deskOnRemote(options: { fetch?: typeof fetch; login: boolean }): Promise<{ t: TestDesk; profileId: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cd-rotation-'));
  dirs.push(dataDir);
  const t = await startTestDesk({ keychainService: service, dataDir, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const added = await t.value<{ id: string }>('profiles.add', { name: 'Remote', baseUrl: remote.baseUrl, auth: 'apiKey', apiKey: currentKey() });
  await t.value('profiles.switch', { id: added.id });
  if (options.login) await t.value('credentials.login', { email: user().email, password: user().password });
  return { t, profileId: added.id };
}

describe('API key rotation (real sandbox, real keychain)', () => {
  it('refuses to rotate without a session token, so the user cannot be locked out', async () => {
    const { t, profileId } = await deskOnRemote({ login: false });
    const before = currentKey();
    const result = await t.call('credentials.rotate', {});
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'no-credential', message: expect.stringMatching(/^Log in with your e-mail and password first/) },
    });
    expect(currentKey()).toBe(before);
    expect(keychainLookup(service, pendingRotationAccount(profileId))).toBeNull();
    await t.dispose();
  });

  it('rotates: the new key is stored and works, the old one is dead, nothing is pending', async () => {
    const { t, profileId } = await deskOnRemote({ login: true });
    const oldKey = currentKey();
    const rotated = await t.value<{ apiKeyMasked: string; status: Record<string, unknown> }>('credentials.rotate', {});
    const newKey = currentKey();
    expect(newKey).not.toBe(oldKey);
    expect(rotated.apiKeyMasked).toBe(`${newKey.split('.')[0]}.••••••••`);
    expect(rotated.status).toMatchObject({ hasApiKey: true, hasSession: true, pendingRotation: false });
    expect(keychainLookup(service, apiKeyAccount(profileId))).toBe(newKey);
    expect(keychainLookup(service, pendingRotationAccount(profileId))).toBeNull();
    expect(await codeWith(oldKey)).toBe(401);
    expect(await codeWith(newKey)).toBe(200);
    expect(await t.value('zipcodes.list', {})).toEqual(expect.any(Array));
    expect(JSON.stringify(t.results)).not.toContain(newKey);
    await t.dispose();
  });

  it('finishes a rotation cut off between rotate and read at the next start', async () => {
    // The network goes away right after the rotate call went through: the old key is dead, the new one unread.
    let down = false;
    const failingAfterRotate: typeof fetch = async (input, init) => {
      if (down) throw new TypeError('fetch failed');
      const response = await fetch(input, init);
      if (String(input instanceof Request ? input.url : input).endsWith('/users/api-key/update/')) down = true;
      return response;
    };
    const first = await deskOnRemote({ login: true, fetch: failingAfterRotate });
    const oldKey = currentKey();
    const failed = await first.t.call('credentials.rotate', {});
    expect(failed).toMatchObject({ ok: false, error: { kind: 'network' } });
    const newKey = currentKey();
    expect(newKey).not.toBe(oldKey);
    expect(await codeWith(oldKey)).toBe(401);
    // The keychain still holds the dead key and the pending mark.
    expect(keychainLookup(service, apiKeyAccount(first.profileId))).toBe(oldKey);
    expect(keychainLookup(service, pendingRotationAccount(first.profileId))).not.toBeNull();
    expect(await first.t.value('credentials.status')).toMatchObject({ pendingRotation: true, hasSession: true });
    await first.t.dispose();

    // Next start, network back: the desk finishes the rotation from the session token before anything else.
    const second = await startTestDesk({ keychainService: service, dataDir: first.t.dataDir });
    expect(keychainLookup(service, apiKeyAccount(first.profileId))).toBe(newKey);
    expect(keychainLookup(service, pendingRotationAccount(first.profileId))).toBeNull();
    expect(await second.value('credentials.status')).toMatchObject({ profileId: first.profileId, pendingRotation: false, hasApiKey: true });
    expect(await second.value('zipcodes.list', {})).toEqual(expect.any(Array));
    expect(await second.value('connection.status')).toEqual({ profileId: first.profileId, state: 'online', lastReachedAt: expect.any(String) });
    await second.dispose();
  });

  it('finishes an interrupted rotation on the next call once the network is back', async () => {
    let down = false;
    const failingAfterRotate: typeof fetch = async (input, init) => {
      if (down) throw new TypeError('fetch failed');
      const response = await fetch(input, init);
      if (String(input instanceof Request ? input.url : input).endsWith('/users/api-key/update/')) down = true;
      return response;
    };
    const { t, profileId } = await deskOnRemote({ login: true, fetch: failingAfterRotate });
    expect(await t.call('credentials.rotate', {})).toMatchObject({ ok: false, error: { kind: 'network' } });
    down = false;
    const seen = t.events.length;
    // This call goes out with the dead key: the 401 makes the desk finish the rotation from the token.
    expect(await t.call('zipcodes.list', {})).toMatchObject({ ok: false, error: { kind: 'credential-rejected' } });
    await t.waitForEvent('connection.state', (p) => p.state === 'online', { from: seen });
    expect(keychainLookup(service, apiKeyAccount(profileId))).toBe(currentKey());
    expect(keychainLookup(service, pendingRotationAccount(profileId))).toBeNull();
    expect(await t.call('zipcodes.list', {})).toMatchObject({ ok: true });
    await t.dispose();
  });
});
