import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCopyProfile, LocalOutput, LocalRun } from '../../../shared/bridge/methods/local-copy.ts';
import type { ProfilesView } from '../../../shared/bridge/profile.ts';
import { apiKeyAccount, sessionTokenAccount } from '../secrets/secret-store.ts';
import {
  clearKeychainService,
  keychainLookup,
  requireSecretService,
  sandboxDemoUser,
  startTestDesk,
  testKeychainService,
  waitUntil,
  type TestDesk,
} from '../testing/desk-test-kit.ts';
import { runPartsstoreCollection } from '../testing/run-kit.ts';

const service = testKeychainService('sandbox-account');
let t: TestDesk;

beforeAll(async () => {
  requireSecretService();
  t = await startTestDesk({ keychainService: service });
});

afterAll(async () => {
  await t?.dispose();
  clearKeychainService(service);
});

const sandboxUrl = async (): Promise<string> => (await t.value<ProfilesView>('profiles.list')).profiles[0]?.baseUrl ?? '';

describe('the Sandbox’s own account (real sandbox, real keychain)', () => {
  it('shows the demo account’s e-mail and password, which sign in at the sandbox', async () => {
    const demo = sandboxDemoUser(t.dataDir);
    expect(await t.value('sandbox.account')).toEqual({ email: demo.email, password: demo.password });
    const login = await fetch(`${await sandboxUrl()}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demo.email, password: demo.password }),
    });
    expect(((await login.json()) as { code: number }).code).toBe(200);
  });

  it('rotates the Sandbox’s key without asking for a password: it signs in by itself', async () => {
    const before = sandboxDemoUser(t.dataDir).apiKey;
    expect((await t.value<{ hasSession: boolean }>('credentials.status')).hasSession).toBe(false);
    const rotated = await t.value<{ apiKeyMasked: string; status: { hasSession: boolean; pendingRotation: boolean } }>('credentials.rotate');
    const after = sandboxDemoUser(t.dataDir).apiKey;
    expect(after).not.toBe(before);
    expect(rotated.apiKeyMasked).toBe(`${after.split('.')[0]}.••••••••`);
    expect(rotated.status).toMatchObject({ hasSession: true, pendingRotation: false });
    expect(keychainLookup(service, apiKeyAccount('sandbox'))).toBe(after);
    // The desk keeps working with the new key.
    expect(await t.value('accounts.credits')).toMatchObject({ available_credits: expect.any(Number) });
  });

  it('resets the Sandbox only when confirmed: fresh data, a new demo account, its key held, the old one gone', async () => {
    expect((await t.call('sandbox.reset', {})).ok).toBe(false);
    await t.value('zipcodes.create', { domain: 1, zipcode: '2000' });
    expect(await t.value<unknown[]>('zipcodes.list', {})).toHaveLength(1);
    const old = sandboxDemoUser(t.dataDir);
    const oldUrl = await sandboxUrl();

    const account = await t.value<{ email: string; password: string }>('sandbox.reset', { confirm: true });
    const fresh = sandboxDemoUser(t.dataDir);
    expect(account).toEqual({ email: fresh.email, password: fresh.password });
    expect(fresh.password).not.toBe(old.password);
    expect(fresh.apiKey).not.toBe(old.apiKey);
    expect(await sandboxUrl()).not.toBe(oldUrl);
    expect(keychainLookup(service, apiKeyAccount('sandbox'))).toBe(fresh.apiKey);
    expect(keychainLookup(service, sessionTokenAccount('sandbox'))).toBeNull();
    expect(await t.value<unknown[]>('zipcodes.list', {})).toEqual([]);
    expect(await t.value('connection.check')).toMatchObject({ profileId: 'sandbox', state: 'online' });
  });

  it('purges the Sandbox’s local copy on reset: the fresh run 1 shows its own outputs, not the old run 1’s', async () => {
    /** The keys of a run's outputs once the copy has archived it. */
    const archivedKeys = (collectionId: number, runId: number) =>
      waitUntil(async () => {
        const runs = await t.value<{ runs: LocalRun[] }>('localCopy.runs', { collectionId });
        if (runs.runs.find((r) => r.runId === runId)?.archive !== 'archived') return undefined;
        const read = await t.value<{ outputs: LocalOutput[] }>('localCopy.outputs', { collectionId, runId });
        return read.outputs.map((o) => o.key);
      });
    const old = await runPartsstoreCollection(t, 'Before the reset', ['P100', 'P200']);
    expect(await archivedKeys(old.collectionId, old.runnerId)).toEqual(['P100@2000', 'P200@2000']);

    await t.value('sandbox.reset', { confirm: true });
    const status = await t.value<{ profiles: LocalCopyProfile[] }>('localCopy.status');
    expect(status.profiles.find((p) => p.profileId === 'sandbox')).toMatchObject({ collections: 0, runs: 0, outputs: 0 });

    const fresh = await runPartsstoreCollection(t, 'After the reset', ['P900']);
    expect([fresh.collectionId, fresh.runnerId]).toEqual([old.collectionId, old.runnerId]);
    expect(await archivedKeys(fresh.collectionId, fresh.runnerId)).toEqual(['P900@2000']);
  });
});
