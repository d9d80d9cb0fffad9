// The desk with a profile's copy in a team copy: Settings' test and move, reads from the server, another desk's
// archive shown, and a server that goes away and comes back. A real PostgreSQL server (the run's cluster, behind
// a gate the test can cut), a real service (a sandbox on loopback), a real keychain.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCopyProfile, LocalItem, LocalRun, SyncStatus } from '../../../shared/bridge/methods/local-copy.ts';
import { startTestSandbox, type TestSandbox } from '../../../sandbox/testing/test-sandbox.ts';
import { serviceContract } from '../../../shared/api/contract.ts';
import { createServiceClient } from '../service/service-client.ts';
import { teamCopyPasswordAccount } from '../secrets/secret-store.ts';
import { clearKeychainService, keychainLookup, requireSecretService, startTestDesk, testKeychainService, waitUntil } from '../testing/desk-test-kit.ts';
import type { TestDesk } from '../testing/desk-test-kit.ts';
import { COPY_STORES_FILE } from './copy-store-config.ts';
import { localCopyFile } from './sqlite/local-db.ts';
import { syncCollection } from './sync/local-sync.ts';
import { PG_SCHEMA_VERSION } from './postgres/pg-schema.ts';
import { createPostgresStore } from './postgres/pg-store.ts';
import { freshDatabase, type TestDatabase } from './testing/pg-database.ts';
import { marketplaceOf, runToEnd } from './testing/store-kit.ts';
import { startTcpGate, type TcpGate } from './testing/tcp-gate.ts';

const service = testKeychainService('team-copy');
let t: TestDesk;
let remote: TestSandbox;
let db: TestDatabase;
let gate: TcpGate;
let profileId = '';
let collectionId = 0;
/** Requests the desk made of any service. */
let requests = 0;
const counting: typeof fetch = (input, init) => {
  requests += 1;
  return fetch(input, init);
};

beforeAll(async () => {
  requireSecretService();
  [db, remote] = await Promise.all([freshDatabase(), startTestSandbox({ credits: 1_000_000 })]);
  gate = await startTcpGate(Number(new URL(db.url).port));
  // The engine's own cadence is off: every read here has a reason; retries after a failure are quick.
  t = await startTestDesk({
    keychainService: service,
    fetch: counting,
    localCopyTiming: { startDelayMs: 600_000, passMs: 600_000, listPassMs: 600_000, retryMs: 150, maxRetryMs: 300, liveMs: 300 },
  });
  collectionId = await marketplaceOf(remote, 40);
  for (let i = 0; i < 2; i += 1) await runToEnd(remote, collectionId);
  profileId = (await t.value<{ id: string }>('profiles.add', { name: 'Team', baseUrl: remote.baseUrl, auth: 'apiKey', apiKey: remote.apiKey })).id;
  await t.value('profiles.switch', { id: profileId });
}, 60_000);

afterAll(async () => {
  await t?.dispose();
  await gate?.close();
  await remote?.close();
  await db?.drop();
  clearKeychainService(service);
});

const teamConnection = () => {
  const url = new URL(db.connection);
  url.port = String(gate.port);
  return url.toString();
};
const runs = async () => (await t.value<{ runs: LocalRun[] }>('localCopy.runs', { collectionId })).runs;
const archived = (n: number) => waitUntil(async () => ((await runs()).filter((r) => r.archive === 'archived').length >= n ? true : undefined));
const client = () => createServiceClient({ baseUrl: remote.baseUrl, credential: async () => ({ kind: 'apiKey', value: remote.apiKey }) });
/** The service account the desk's team copy belongs to, as another desk on it names it. */
const source = async () => ({ baseUrl: remote.baseUrl, account: String((await client().call(serviceContract.accounts.accountDetails, {})).id) });
const status = async () => (await t.value<{ profiles: LocalCopyProfile[] }>('localCopy.status')).profiles.find((p) => p.profileId === profileId);

describe('a profile’s copy in a team copy', () => {
  it('tests the server as asked, refusing a password in the connection string and a wrong one with the reason', async () => {
    await t.value('localCopy.refresh', { collectionId });
    await archived(2);
    const test = (settings: Record<string, unknown>) => t.call('copyStore.test', { profileId, settings });
    expect(await test({ connection: `postgres://desk:${db.password}@127.0.0.1:${gate.port}/x`, tls: 'disable' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringMatching(/Leave the password out of the connection string/) },
    });
    expect(await test({ connection: 'postgres://desk@db.example.com/prices', tls: 'disable' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringMatching(/TLS can only be turned off for a server on this computer/) },
    });
    // No mode encrypts without checking the server; a CA file is read and checked by main, and there is no picker in browser mode.
    expect(await test({ connection: teamConnection(), tls: 'require', password: db.password })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(await test({ connection: teamConnection(), tls: 'verify-full', caFile: join(t.dataDir, 'no-ca.pem'), password: db.password })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringMatching(/The CA file .*no-ca\.pem cannot be used: there is no such file/) },
    });
    expect(await t.call('copyStore.chooseCaFile', {})).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringMatching(/type the full path of the CA certificate file/) },
    });
    expect(await test({ connection: teamConnection(), tls: 'disable', password: 'wrong' })).toMatchObject({
      ok: false,
      error: { kind: 'store-unreachable', message: expect.stringMatching(/refused the login/) },
    });
    expect(await test({ connection: teamConnection(), tls: 'disable', password: db.password })).toMatchObject({
      ok: true,
      value: { server: expect.stringMatching(/^PostgreSQL \d+/), schemaVersion: PG_SCHEMA_VERSION, desksVersion: PG_SCHEMA_VERSION },
    });
    expect(await t.call('copyStore.test', { profileId: 'sandbox', settings: { connection: teamConnection(), tls: 'disable' } })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringMatching(/Sandbox’s copy stays on this machine/) },
    });
  });

  it('moves the copy on this machine in with progress, keeps the password in the keychain only, and reads from the server', async () => {
    const before = await status();
    expect(before).toMatchObject({ runs: 2, store: { kind: 'embedded' } });
    const from = t.events.length;
    const moved = await t.value<LocalCopyProfile>('copyStore.usePostgres', {
      profileId,
      settings: { connection: teamConnection(), tls: 'disable', password: db.password },
    });
    expect(moved).toMatchObject({
      outputs: before?.outputs,
      runs: 2,
      store: { kind: 'postgres', connection: teamConnection(), tls: 'disable', reachable: true },
    });
    const progress = t.events.slice(from).filter((e) => e.event === 'copyStore.progress');
    expect(progress.at(-1)?.payload).toEqual({ profileId, done: 2, total: 2 });
    expect(existsSync(localCopyFile(t.dataDir, profileId))).toBe(false);
    expect(readFileSync(join(t.dataDir, COPY_STORES_FILE), 'utf8')).not.toContain(db.password);
    expect(keychainLookup(service, teamCopyPasswordAccount(profileId))).toBe(db.password);

    expect((await runs()).map((r) => r.archive)).toEqual(['archived', 'archived']);
    const compared = await t.value<{ totals: { items: number } }>('localCopy.compare', { collectionId });
    expect(compared.totals.items).toBe(40);
    // Watch rules kept in the team copy: any price move of the runs archived from now on is told.
    const rules = [
      { kind: 'priceDownPct', value: 0.01 },
      { kind: 'priceUpPct', value: 0.01 },
    ];
    expect(await t.value('inbox.setRules', { collectionId, rules })).toMatchObject({ collectionId, own: true, rules });
  });

  it('shows what another desk archived without reading the service itself', async () => {
    const run = await runToEnd(remote, collectionId);
    const other = createPostgresStore({
      settings: { connection: db.connection, tls: 'disable', password: db.password },
      source: await source(),
      deskId: randomUUID(),
      log: () => {},
    });
    const from = t.events.length;
    const asked = requests;
    await syncCollection({ store: other, client: client(), changed: () => {}, log: () => {} }, collectionId, { items: true, runs: true });
    await other.close();
    await t.waitForEvent('localCopy.changed', (p) => p.collectionId === collectionId && p.what === 'runs', { from });
    expect((await runs()).find((r) => r.runId === run.id)).toMatchObject({ archive: 'archived', outputCount: run.processed_count });
    expect(requests).toBe(asked);
  });

  it('says the team copy cannot be reached, reads the service live meanwhile, and catches up when it is back', async () => {
    gate.down();
    const from = t.events.length;
    const live = await t.value<{ items: LocalItem[] }>('localCopy.items', { collectionId });
    expect(live.items).toHaveLength(40);
    expect(live.items.every((i) => i.price === null)).toBe(true);
    await t.waitForEvent('sync.status', (p) => p.state === 'copy-unreachable', { from });
    const down = await t.value<SyncStatus>('localCopy.syncStatus');
    expect(down).toMatchObject({
      state: 'copy-unreachable',
      message: expect.stringMatching(/The team copy \(PostgreSQL at 127\.0\.0\.1:\d+\/t_\w+\) cannot be reached/),
    });
    expect(await t.call('localCopy.history', { collectionId, itemKey: live.items[0]!.key })).toMatchObject({
      ok: false,
      error: { kind: 'store-unreachable', message: expect.stringMatching(/Price history and availability come back with it/) },
    });
    expect((await status())?.store).toMatchObject({ kind: 'postgres', reachable: false });
    // A run finishes while the copy is away: the screens are told to read again, and the service lists it.
    const during = await runToEnd(remote, collectionId);
    const made = t.events.length;
    await t.waitForEvent('localCopy.changed', (p) => p.what === 'all', { from: made });
    expect((await runs()).find((r) => r.runId === during.id)).toMatchObject({ archive: 'pending' });

    const back = t.events.length;
    gate.up();
    await t.waitForEvent('localCopy.changed', (p) => p.what === 'all', { from: back });
    // Back within one pass, with no Refresh.
    await t.waitForEvent('sync.status', (p) => p.state === 'up-to-date', { from: back });
    await t.value('localCopy.refresh', { collectionId });
    await waitUntil(async () => (await runs()).find((r) => r.runId === during.id && r.archive === 'archived'));
    expect((await runs()).map((r) => r.archive)).toEqual(['archived', 'archived', 'archived', 'archived']);
    expect((await status())?.store).toMatchObject({ kind: 'postgres', reachable: true });
    // The run archived on the catch-up was evaluated against the team copy's rules, and told once.
    const told = await t.waitForEvent('inbox.matched', (p) => p.runId === during.id, { from: back });
    const inbox = await t.value<{ total: number; unread: number }>('inbox.list', { runId: during.id });
    expect(inbox.total).toBe(told.matches);
    expect(inbox.total).toBeGreaterThan(0);
  });

  it('keeps the copy on this machine again when asked, rebuilt from the service', async () => {
    const back = await t.value<LocalCopyProfile>('copyStore.useEmbedded', { profileId });
    expect(back.store).toEqual({ kind: 'embedded' });
    expect(keychainLookup(service, teamCopyPasswordAccount(profileId))).toBeNull();
    await t.value('localCopy.refresh', { collectionId });
    await archived(4);
    expect(existsSync(localCopyFile(t.dataDir, profileId))).toBe(true);
  });

  it('forgets a removed profile’s team copy and its password on this computer, leaving the team copy to the others', async () => {
    await t.value('copyStore.usePostgres', { profileId, settings: { connection: teamConnection(), tls: 'disable', password: db.password } });
    expect(readFileSync(join(t.dataDir, COPY_STORES_FILE), 'utf8')).toContain(profileId);
    await t.value('profiles.switch', { id: 'sandbox' });
    await t.value('profiles.remove', { id: profileId });
    await waitUntil(async () => !readFileSync(join(t.dataDir, COPY_STORES_FILE), 'utf8').includes(profileId));
    expect(keychainLookup(service, teamCopyPasswordAccount(profileId))).toBeNull();
    const other = createPostgresStore({
      settings: { connection: db.connection, tls: 'disable', password: db.password },
      source: await source(),
      deskId: randomUUID(),
      log: () => {},
    });
    expect((await other.runs(collectionId)).length).toBe(4);
    await other.close();
  });
});
