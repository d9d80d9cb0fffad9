import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalItem, LocalRun } from '../../../../shared/bridge/methods/local-copy.ts';
import { clearKeychainService, requireSecretService, sandboxDemoUser, startTestDesk, testKeychainService, waitUntil } from '../../testing/desk-test-kit.ts';
import type { TestDesk } from '../../testing/desk-test-kit.ts';
import { activePostcode } from '../../testing/run-kit.ts';
import { sandboxApi } from '../../../../sandbox/testing/sandbox-api.ts';

const service = testKeychainService('sync-engine');
let t: TestDesk;
let down = false;
/** Paths the desk asked of the service, in order. */
const asked: string[] = [];
const network: typeof fetch = async (input, init) => {
  if (down) throw new TypeError('fetch failed');
  asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
  return fetch(input, init);
};

/** A colleague, a script or a schedule: the service's API called directly with the account's key, not through the desk. */
let elsewhere: (path: string, body: unknown) => Promise<unknown>;

beforeAll(async () => {
  requireSecretService();
  // Fast cadence for the open collection; nothing else runs by itself, so every read here has a reason.
  t = await startTestDesk({
    keychainService: service,
    fetch: network,
    localCopyTiming: {
      startDelayMs: 600_000,
      passMs: 600_000,
      listPassMs: 600_000,
      probeMs: 120,
      itemsMs: 300,
      retryMs: 100,
      maxRetryMs: 200,
      requestsPerMinute: 100_000,
    },
  });
  const { profiles } = await t.value<{ profiles: { id: string; baseUrl: string }[] }>('profiles.list');
  const baseUrl = profiles.find((p) => p.id === 'sandbox')?.baseUrl ?? '';
  const { apiKey } = sandboxDemoUser(t.dataDir);
  elsewhere = sandboxApi(baseUrl, apiKey);
});

afterAll(async () => {
  await t?.dispose();
  clearKeychainService(service);
});

const items = async (collectionId: number) => (await t.value<{ items: LocalItem[] }>('localCopy.items', { collectionId })).items;
const runs = async (collectionId: number) => (await t.value<{ runs: LocalRun[] }>('localCopy.runs', { collectionId })).runs;
const focus = (collectionId: number | null, visible = true) => t.value('localCopy.focus', { collectionId, list: false, visible });

describe('the sync engine keeps the open collection current with changes made elsewhere', () => {
  let collectionId = 0;

  beforeAll(async () => {
    await activePostcode(t, 1, '2000');
    collectionId = (
      await t.value<{ id: number }>('collections.add', {
        name: 'Watched shelf',
        request_type: 'marketplace',
        schedule: 'Manual',
        priority: 'Normal',
        notification_email: 'analyst@example.com',
      })
    ).id;
    await t.value('marketplaceItems.createMultiple', {
      collection: collectionId,
      domain: 'marketplace.com.au',
      customer_postcode: '2000',
      asins: 'B0000000A1,B0000000A2',
    });
    await focus(collectionId);
    await waitUntil(async () => ((await items(collectionId)).length === 2 ? true : undefined));
  });

  it('shows items added elsewhere, with no focus change and no reload', async () => {
    const from = t.events.length;
    await elsewhere('schedules/marketplace/asin/create/multiple/', {
      collection: collectionId,
      domain: 'marketplace.com.au',
      customer_postcode: '2000',
      asins: 'B0000000B1,B0000000B2,B0000000B3',
    });
    await t.waitForEvent('localCopy.changed', (p) => p.collectionId === collectionId && p.what === 'items', { from });
    expect((await items(collectionId)).map((i) => i.code).sort()).toEqual(['B0000000A1', 'B0000000A2', 'B0000000B1', 'B0000000B2', 'B0000000B3']);
    const record = await t.value<{ collection: { item_count: number } }>('localCopy.collection', { collectionId });
    expect(record.collection.item_count).toBe(5);
  });

  it('shows a custom id set elsewhere (a change no count reveals)', async () => {
    const target = (await items(collectionId)).find((i) => i.code === 'B0000000A1');
    const from = t.events.length;
    await elsewhere('schedules/marketplace/asin/update/', { asin_id: target?.itemId, custom_id: 'SHELF-7' });
    await t.waitForEvent('localCopy.changed', (p) => p.collectionId === collectionId && p.what === 'items', { from });
    expect((await items(collectionId)).find((i) => i.code === 'B0000000A1')?.customId).toBe('SHELF-7');
  });

  it('finds a run started elsewhere and archives it when it ends', async () => {
    const from = t.events.length;
    const started = (await elsewhere('schedules/run/result/', { collection_id: collectionId })) as { runner_id: number };
    await t.waitForEvent('localCopy.changed', (p) => p.collectionId === collectionId && p.what === 'runs', { from });
    const archived = await waitUntil(async () => (await runs(collectionId)).find((r) => r.runId === started.runner_id && r.archive === 'archived'));
    expect(archived.outputCount).toBe(5);
    expect((await items(collectionId)).every((i) => i.outputRunId === started.runner_id && !i.outputOlder)).toBe(true);
  });

  it('reads only the cheap records while nothing moves, and says when nothing changed', async () => {
    await waitUntil(async () => ((await runs(collectionId)).every((r) => r.archive === 'archived') ? true : undefined));
    // Main may have followed the run while it was under way: its watcher has stopped too.
    await waitUntil(async () => ((await t.value<{ watchers: unknown[] }>('watch.list')).watchers.length === 0 ? true : undefined));
    // The record read in the pass that found the run done may be older than the run's end ("Processing"):
    // the next read stores "Completed", a real change. Count from once the copy holds the finished record.
    await waitUntil(async () => {
      const read = await t.value<{ collection: { schedule_status: string } | null }>('localCopy.collection', { collectionId });
      return read.collection?.schedule_status === 'Completed' ? true : undefined;
    });
    const from = t.events.length;
    const start = asked.length;
    await waitUntil(async () => (asked.slice(start).filter((p) => p.includes('/asin/list/')).length >= 2 ? true : undefined));
    const read = asked.slice(start);
    expect(new Set(read.map((p) => p.replace(/\/api\/v1\//, '')))).toEqual(new Set(['schedules/get_schedule/', 'schedules/marketplace/asin/list/']));
    expect(read.filter((p) => p.includes('get_schedule')).length).toBeGreaterThan(read.filter((p) => p.includes('/asin/list/')).length);
    expect(t.events.slice(from).filter((e) => e.event === 'localCopy.changed')).toEqual([]);
  });

  it('says offline as soon as the service cannot be reached, and up to date once it is back', async () => {
    const from = t.events.length;
    down = true;
    try {
      await t.waitForEvent('sync.status', (p) => p.state === 'offline', { from });
      expect((await items(collectionId)).length).toBe(5);
    } finally {
      down = false;
    }
    const back = t.events.length;
    await t.waitForEvent('sync.status', (p) => p.state === 'up-to-date', { from: back });
  });

  it('learns that a collection deleted elsewhere is gone', async () => {
    await elsewhere('schedules/delete_schedule/', { collection_id: collectionId });
    await waitUntil(async () => {
      const read = await t.value<{ collection: unknown; notFound: boolean }>('localCopy.collection', { collectionId });
      return read.collection === null && read.notFound ? true : undefined;
    });
    await focus(null);
  });
});
