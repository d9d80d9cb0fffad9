import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../../sandbox/testing/test-sandbox.ts';
import type { Profile, ProfilesView } from '../../../shared/bridge/profile.ts';
import { apiKeyAccount, sessionTokenAccount } from '../secrets/secret-store.ts';
import { clearKeychainService, keychainLookup, requireSecretService, startTestDesk, testKeychainService, type TestDesk } from '../testing/desk-test-kit.ts';

const service = testKeychainService('profiles');
let remote: TestSandbox;
let t: TestDesk;

beforeAll(async () => {
  requireSecretService();
  remote = await startTestSandbox();
  t = await startTestDesk({ keychainService: service });
});

afterAll(async () => {
  await t?.dispose();
  await remote?.close();
  clearKeychainService(service);
});

describe('profiles (real sandbox, real keychain)', () => {
  it('starts on the built-in Sandbox profile, with its demo key in the keychain', async () => {
    const view = await t.value<ProfilesView>('profiles.list');
    expect(view.activeId).toBe('sandbox');
    expect(view.profiles[0]).toMatchObject({ id: 'sandbox', builtIn: true, auth: 'apiKey' });
    expect(view.profiles[0]?.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(keychainLookup(service, apiKeyAccount('sandbox'))).toMatch(/^[^.]+\..+/);
    expect(await t.value('app.info')).toMatchObject({ sandbox: true, mode: 'web' });
  });

  it('adds a profile with a good key, switches to it, and talks to that service', async () => {
    const added = await t.value<Profile>('profiles.add', { name: 'Remote', baseUrl: `${remote.baseUrl}/api/v1/`, auth: 'apiKey', apiKey: remote.apiKey });
    expect(added).toMatchObject({ name: 'Remote', baseUrl: remote.baseUrl, builtIn: false });
    expect(keychainLookup(service, apiKeyAccount(added.id))).toBe(remote.apiKey);
    // Nothing secret in the profiles file.
    expect(readFileSync(join(t.dataDir, 'profiles.json'), 'utf8')).not.toContain(remote.apiKey);

    const view = await t.value<ProfilesView>('profiles.switch', { id: added.id });
    expect(view.activeId).toBe(added.id);
    await t.waitForEvent('connection.state', (p) => p.profileId === added.id && p.state === 'online');
    // A postcode made on the remote service is not in the embedded sandbox.
    await t.value('zipcodes.create', { domain: 7, zipcode: '3000' });
    expect(await t.value<unknown[]>('zipcodes.list', {})).toHaveLength(1);
    expect(await t.value('app.info')).toMatchObject({ sandbox: false });

    await t.value('profiles.switch', { id: 'sandbox' });
    expect(await t.value<unknown[]>('zipcodes.list', {})).toHaveLength(0);
  });

  it('refuses a bad key with a clear message and saves nothing', async () => {
    const before = await t.value<ProfilesView>('profiles.list');
    const result = await t.call('profiles.add', { name: 'Wrong key', baseUrl: remote.baseUrl, auth: 'apiKey', apiKey: 'nope.not-a-real-key' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'credential-rejected' } });
    if (!result.ok) expect(result.error.message).toMatch(/did not accept that API key.*nothing was saved/);
    expect(await t.value<ProfilesView>('profiles.list')).toEqual(before);
  });

  it('refuses an unreachable address, a bad address and a duplicate name before saving anything', async () => {
    const closed = await startTestSandbox();
    const deadUrl = closed.baseUrl;
    await closed.close();
    const unreachable = await t.call('profiles.add', { name: 'Gone', baseUrl: deadUrl, auth: 'apiKey', apiKey: remote.apiKey });
    expect(unreachable).toMatchObject({ ok: false, error: { kind: 'network' } });
    const badUrl = await t.call('profiles.add', { name: 'Plain', baseUrl: 'http://example.com', auth: 'apiKey', apiKey: remote.apiKey });
    expect(badUrl).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    const duplicate = await t.call('profiles.add', { name: 'sandbox', baseUrl: remote.baseUrl, auth: 'apiKey' });
    expect(duplicate).toMatchObject({ ok: false, error: { kind: 'invalid-input', message: expect.stringContaining('already exists') } });
    expect((await t.value<ProfilesView>('profiles.list')).profiles.map((p) => p.name)).toEqual(['Sandbox', 'Remote']);
  });

  it('refuses link-local and metadata addresses, and adds a private-network address only once confirmed', async () => {
    const before = await t.value<ProfilesView>('profiles.list');
    for (const baseUrl of ['https://169.254.169.254', 'https://[fd00:ec2::254]', 'https://[fe80::1]', 'https://metadata.google.internal']) {
      const checked = await t.call('profiles.checkAddress', { baseUrl });
      expect(checked, baseUrl).toMatchObject({ ok: false, error: { kind: 'invalid-input', message: expect.stringMatching(/never a collection service/) } });
      const added = await t.call('profiles.add', { name: 'Metadata', baseUrl, auth: 'session', allowPrivateNetwork: true });
      expect(added, baseUrl).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    }
    expect(await t.value('profiles.checkAddress', { baseUrl: 'https://10.0.0.7' })).toEqual({
      verdict: 'confirm',
      message: '10.0.0.7 is on a private network (10.0.0.7). Add it only if you run the service there.',
    });
    expect(await t.value('profiles.checkAddress', { baseUrl: remote.baseUrl })).toEqual({ verdict: 'ok' });
    const unconfirmed = await t.call('profiles.add', { name: 'Office', baseUrl: 'https://10.0.0.7', auth: 'session' });
    expect(unconfirmed).toMatchObject({ ok: false, error: { kind: 'invalid-input', message: expect.stringContaining('Confirm it to add the profile.') } });
    expect(await t.value<ProfilesView>('profiles.list')).toEqual(before);
    const confirmed = await t.value<Profile>('profiles.add', { name: 'Office', baseUrl: 'https://10.0.0.7', auth: 'session', allowPrivateNetwork: true });
    expect(confirmed).toMatchObject({ name: 'Office', baseUrl: 'https://10.0.0.7' });
    await t.value('profiles.remove', { id: confirmed.id });
  });

  it('renames a profile but never the Sandbox', async () => {
    const view = await t.value<ProfilesView>('profiles.list');
    const remoteProfile = view.profiles.find((p) => p.name === 'Remote');
    expect(await t.value('profiles.rename', { id: remoteProfile?.id, name: '  Remote service ' })).toMatchObject({ name: 'Remote service' });
    expect(await t.call('profiles.rename', { id: 'sandbox', name: 'Mine' })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(await t.call('profiles.remove', { id: 'sandbox' })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });

  it('removes an active profile with its keychain entries, and the Sandbox takes over', async () => {
    const view = await t.value<ProfilesView>('profiles.list');
    const id = view.profiles.find((p) => p.name === 'Remote service')?.id ?? '';
    await t.value('profiles.switch', { id });
    await t.value('credentials.login', { email: remote.sandbox.users[0]?.email, password: remote.sandbox.users[0]?.password });
    expect(keychainLookup(service, sessionTokenAccount(id))).not.toBeNull();

    const after = await t.value<ProfilesView>('profiles.remove', { id });
    expect(after.activeId).toBe('sandbox');
    expect(after.profiles.map((p) => p.id)).toEqual(['sandbox']);
    expect(keychainLookup(service, apiKeyAccount(id))).toBeNull();
    expect(keychainLookup(service, sessionTokenAccount(id))).toBeNull();
    expect(await t.call('profiles.switch', { id })).toMatchObject({ ok: false, error: { kind: 'invalid-input', message: 'That profile no longer exists.' } });
    expect(existsSync(join(t.dataDir, 'profiles.json'))).toBe(true);
  });

  it('adds a session profile without a key, then logs in to it', async () => {
    const added = await t.value<Profile>('profiles.add', { name: 'By password', baseUrl: remote.baseUrl, auth: 'session' });
    const user = remote.sandbox.users[0];
    const login = await t.value<{ user: { email: string }; status: { hasSession: boolean } }>('credentials.login', {
      profileId: added.id,
      email: user?.email,
      password: user?.password,
    });
    expect(login.user.email).toBe(user?.email);
    expect(login.status.hasSession).toBe(true);
    await t.value('profiles.switch', { id: added.id });
    expect(await t.value('connection.check')).toMatchObject({ profileId: added.id, state: 'online' });
  });
});
