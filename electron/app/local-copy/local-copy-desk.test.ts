import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalItem, LocalRun } from '../../../shared/bridge/methods/local-copy.ts';
import { clearKeychainService, requireSecretService, startTestDesk, testKeychainService, waitUntil } from '../testing/desk-test-kit.ts';
import type { TestDesk } from '../testing/desk-test-kit.ts';
import { runPartsstoreCollection } from '../testing/run-kit.ts';
import { localCopyFile } from './sqlite/local-db.ts';

const service = testKeychainService('local-copy');
let t: TestDesk;
// A data folder others may read, as a desk may find one it did not make: the desk makes it owner-only.
const dataDir = mkdtempSync(join(tmpdir(), 'cd-desk-'));
let down = false;
// The desk's way out to the service: cut on demand, as a lost network would.
const network: typeof fetch = async (input, init) => {
  if (down) throw new TypeError('fetch failed');
  return fetch(input, init);
};

beforeAll(async () => {
  requireSecretService();
  // No background pass during the test: every refresh here is one the desk starts on its own for a reason.
  chmodSync(dataDir, 0o755);
  t = await startTestDesk({ keychainService: service, fetch: network, localCopyTiming: { startDelayMs: 600_000 }, dataDir });
});

afterAll(async () => {
  await t?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
  clearKeychainService(service);
});

type ItemsView = { items: LocalItem[]; synced: boolean };
type Status = { state: string; lastSyncAt: string | null };
const items = (collectionId: number) => t.value<ItemsView>('localCopy.items', { collectionId });
const runs = async (collectionId: number) => (await t.value<{ runs: LocalRun[] }>('localCopy.runs', { collectionId })).runs;
const archivedRuns = (collectionId: number, n: number) =>
  waitUntil(async () => {
    const list = (await runs(collectionId)).filter((r) => r.archive === 'archived');
    return list.length >= n ? list : undefined;
  });

describe('the local copy in the desk (embedded sandbox)', () => {
  let collectionId = 0;

  it('archives a finished run on its own, mirrors the items when the collection is opened, and compares two runs', async () => {
    const first = await runPartsstoreCollection(t, 'Shelf prices', ['P100', 'P200', 'P300']);
    collectionId = first.collectionId;
    expect((await archivedRuns(collectionId, 1))[0]).toMatchObject({ runId: first.runnerId, reason: null });

    // The items came in with each item the desk added; opening the collection answers from the copy.
    const view = await waitUntil(async () => {
      const read = await items(collectionId);
      return read.items.length === 3 && read.items.some((i) => i.price !== null) ? read : undefined;
    });
    expect(view.synced).toBe(true);
    expect(view.items.map((i) => i.code).sort()).toEqual(['P100', 'P200', 'P300']);
    expect(view.items.find((i) => i.price !== null)).toMatchObject({ key: expect.stringMatching(/@2000$/), currency: '$' });

    const started = t.events.length;
    const second = await t.value<{ runner_id: number }>('runs.run', { collection_id: collectionId });
    await t.waitForEvent('run.finished', (p) => p.runnerId === second.runner_id, { from: started });
    await archivedRuns(collectionId, 2);
    const compared = await t.value<{ runA: { runId: number }; runB: { runId: number }; rows: unknown[]; totals: Record<string, number> }>('localCopy.compare', {
      collectionId,
    });
    expect([compared.runA.runId, compared.runB.runId]).toEqual([first.runnerId, second.runner_id]);
    const { items: total, ...kinds } = compared.totals;
    expect(total).toBe(compared.rows.length);
    expect(Object.values(kinds).reduce((a, b) => a + b, 0)).toBe(total);
    const key = view.items[0]!.key;
    const history = await t.value<{ points: { runId: number }[] }>('localCopy.history', { collectionId, itemKey: key });
    expect(history.points.length).toBeGreaterThanOrEqual(1);
  });

  it.runIf(process.platform !== 'win32')('keeps the data folder and the local copy owner-only', () => {
    const file = localCopyFile(t.dataDir, 'sandbox');
    expect([t.dataDir, dirname(file)].map((dir) => statSync(dir).mode & 0o777)).toEqual([0o700, 0o700]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refreshes the items after a change the desk makes', async () => {
    const from = t.events.length;
    await t.value('partsstoreItems.create', { collection: collectionId, sku: 'P400', customer_postcode: '2000' });
    await t.waitForEvent('localCopy.changed', (p) => p.collectionId === collectionId && p.what === 'items', { from });
    expect((await items(collectionId)).items.map((i) => i.code)).toContain('P400');

    const bulk = t.events.length;
    await t.value('items.uploadBulk', { type: 'partsstore', collectionId, csv: 'sku,customer_postcode\nP500,2000\n', fileName: 'more.csv' });
    await t.waitForEvent('localCopy.changed', (p) => p.collectionId === collectionId && p.what === 'items', { from: bulk });
    expect((await items(collectionId)).items.map((i) => i.code)).toContain('P500');
  });

  it('reads from the copy while the service cannot be reached, marked offline, and refuses changes with the reason', async () => {
    await t.value('localCopy.refresh', {});
    const before = await waitUntil(async () => {
      const status = await t.value<Status>('localCopy.syncStatus');
      return status.state === 'up-to-date' ? status : undefined;
    });
    down = true;
    try {
      const from = t.events.length;
      expect(await t.call('collections.list', {})).toMatchObject({ ok: false, error: { kind: 'network' } });
      // One sync status for every mirrored view: offline, as of the last sync.
      await t.waitForEvent('sync.status', (p) => p.state === 'offline', { from });
      const offline = await t.value<Status>('localCopy.syncStatus');
      expect(offline.state).toBe('offline');
      expect(offline.lastSyncAt! >= before.lastSyncAt!).toBe(true);
      expect((await items(collectionId)).items).toHaveLength(5);
      expect((await t.value<{ collections: unknown[] }>('localCopy.collections')).collections.length).toBeGreaterThan(0);
      expect(await t.value('localCopy.compare', { collectionId })).toMatchObject({ collectionId });

      const refused = await t.call('collections.update', { collection_id: collectionId, name: 'Renamed offline' });
      expect(refused).toMatchObject({ ok: false, error: { kind: 'network', message: expect.stringMatching(/not made and nothing was queued/) } });
    } finally {
      down = false;
    }
    await t.value('connection.check', {});
    expect((await t.value<{ name: string }>('collections.get', { collection_id: collectionId })).name).toBe('Shelf prices');
  });

  it('reports its size, keeps results for N days, and purges the copy without touching the service', async () => {
    const status = await t.value<{ profiles: { profileId: string; bytes: number; outputs: number; retentionDays: number | null }[] }>('localCopy.status');
    const sandbox = status.profiles.find((p) => p.profileId === 'sandbox');
    expect(sandbox?.bytes).toBeGreaterThan(0);
    expect(sandbox?.outputs).toBeGreaterThanOrEqual(5);
    expect(await t.value('localCopy.setRetention', { profileId: 'sandbox', days: 30 })).toMatchObject({ retentionDays: 30 });
    expect(await t.call('localCopy.setRetention', { profileId: 'nobody', days: 30 })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });

    const purged = await t.value<{ outputs: number; collections: number; retentionDays: number | null }>('localCopy.purge', { profileId: 'sandbox' });
    expect(purged).toMatchObject({ outputs: 0, collections: 0, retentionDays: 30 });
    expect(existsSync(localCopyFile(t.dataDir, 'sandbox'))).toBe(true);
    expect((await t.value<{ item_count: number }>('collections.get', { collection_id: collectionId })).item_count).toBe(5);

    // The sync engine rebuilds the copy from the service at once.
    await waitUntil(async () => ((await items(collectionId)).items.length === 5 ? true : undefined));
    expect((await archivedRuns(collectionId, 2)).length).toBe(2);
  });

  it('removes a profile’s local copy with the profile', async () => {
    const added = await t.value<{ id: string }>('profiles.add', { name: 'Staging', baseUrl: 'https://staging.example.com', auth: 'session' });
    await t.value('localCopy.setRetention', { profileId: added.id, days: 7 });
    const file = localCopyFile(t.dataDir, added.id);
    expect(existsSync(file)).toBe(true);
    await t.value('profiles.remove', { id: added.id });
    expect(existsSync(file)).toBe(false);
    expect(existsSync(localCopyFile(t.dataDir, 'sandbox'))).toBe(true);
  });

  it('refuses a second desk on the same data dir', async () => {
    await expect(startTestDesk({ keychainService: service, dataDir: t.dataDir })).rejects.toThrow(/already using the data folder/);
  });
});
