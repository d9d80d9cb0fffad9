import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearKeychainService, requireSecretService, startTestDesk, testKeychainService } from '../testing/desk-test-kit.ts';
import type { TestDesk } from '../testing/desk-test-kit.ts';

const service = testKeychainService('watchers');
let t: TestDesk;

beforeAll(async () => {
  requireSecretService();
  t = await startTestDesk({ keychainService: service });
});

afterAll(async () => {
  await t?.dispose();
  clearKeychainService(service);
});

const savedWatchers = (dataDir: string): { watchers: { kind: string }[] } =>
  JSON.parse(readFileSync(join(dataDir, 'watchers.json'), 'utf8')) as { watchers: { kind: string }[] };

describe('watchers (embedded sandbox)', () => {
  it('watches a new postcode until its cookies are ready, then stops', async () => {
    const created = await t.value<{ id: number; status: string }>('zipcodes.create', { domain: 1, zipcode: '2000' });
    expect(created.status).toBe('in-progress');
    const listed = await t.value<{ watchers: { kind: string; zipcodeId?: number }[] }>('watch.list');
    expect(listed.watchers).toEqual([expect.objectContaining({ kind: 'zipcode', zipcodeId: created.id, profileId: 'sandbox' })]);
    expect(savedWatchers(t.dataDir).watchers).toHaveLength(1);

    const event = await t.waitForEvent('postcode.status', (p) => p.zipcodeId === created.id);
    expect(event).toEqual({ zipcodeId: created.id, status: 'active', zipcode: '2000', domain: 'marketplace.com.au' });
    expect(t.notifications.filter((n) => n.kind === 'postcodeActive').map((n) => n.title)).toEqual(['Postcode 2000 for marketplace.com.au is ready']);
    await waitUntil(async () => (await t.value<{ watchers: unknown[] }>('watch.list')).watchers.length === 0);
    await waitUntil(() => savedWatchers(t.dataDir).watchers.length === 0);

    // Watching a postcode that is already active reports its state once and stops.
    const from = t.events.length;
    expect(await t.value('watch.zipcode', { zipcodeId: created.id })).toMatchObject({ kind: 'zipcode', zipcodeId: created.id });
    expect(await t.waitForEvent('postcode.status', (p) => p.zipcodeId === created.id, { from })).toMatchObject({ status: 'active' });
    await waitUntil(async () => (await t.value<{ watchers: unknown[] }>('watch.list')).watchers.length === 0);
    await waitUntil(() => savedWatchers(t.dataDir).watchers.length === 0);
  });

  it('follows a run to its end: progress, finish, credits and a notification', async () => {
    const zip = await t.value<{ id: number }>('zipcodes.create', { domain: 1, zipcode: '2010' });
    await t.waitForEvent('postcode.status', (p) => p.zipcodeId === zip.id && p.status === 'active');
    const collection = await t.value<{ id: number; name: string }>('collections.add', {
      name: 'Watched run',
      request_type: 'marketplace',
      schedule: 'Manual',
      priority: 'Normal',
      notification_email: 'analyst@example.com',
    });
    const added = await t.value<{ success_count: number }>('marketplaceItems.createMultiple', {
      collection: collection.id,
      domain: 'marketplace.com.au',
      customer_postcode: '2010',
      asins: Array.from({ length: 30 }, (_, i) => `B0TEST${String(i).padStart(4, '0')}`).join(','),
    });
    expect(added.success_count).toBe(30);
    const from = t.events.length;
    const run = await t.value<{ runner_id: number }>('runs.run', { collection_id: collection.id });
    // The run's events come from the watcher main started for it (the run may already be over by the time
    // the answer comes back: main reads the write into the local copy first).
    const finished = await t.waitForEvent('run.finished', (p) => p.runnerId === run.runner_id, { from });
    expect(finished).toMatchObject({ collectionId: collection.id, stage: 'done' });
    expect(Number(finished.processed) + Number(finished.failed)).toBe(30);
    await t.waitForEvent('credits.changed', undefined, { from });
    expect(t.notifications).toContainEqual(
      expect.objectContaining({ kind: 'runFinished', title: 'Run finished', body: expect.stringContaining('Watched run') }),
    );
  });

  it('follows a category scrape until its results are ready', async () => {
    const from = t.events.length;
    const added = await t.value<{ id: number; runner_id: number }>('categoryScrape.add', {
      category_url: 'https://www.marketplace.com.au/b/?node=4851799051',
      marketplace_node_id: '4851799051',
      domain: 'marketplace.com.au',
      postcode: '2000',
    });
    await t.waitForEvent('scrape.progress', (p) => p.collectionId === added.id, { from });
    const finished = await t.waitForEvent('run.finished', (p) => p.collectionId === added.id, { from });
    expect(finished).toMatchObject({ runnerId: added.runner_id, stage: 'done' });
    expect(t.notifications.some((n) => n.title === 'Category scrape finished')).toBe(true);
  });

  it('resumes a saved watcher in a new desk on the same data dir', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cd-watch-resume-'));
    const first = await startTestDesk({ keychainService: service, dataDir, sandbox: { cookieDelayMs: 1500, jobDelayMs: 2 } });
    const created = await first.value<{ id: number }>('zipcodes.create', { domain: 2, zipcode: '10001' });
    await first.dispose();
    expect(savedWatchers(dataDir).watchers).toEqual([expect.objectContaining({ kind: 'zipcode', zipcodeId: created.id })]);

    const second = await startTestDesk({ keychainService: service, dataDir });
    try {
      expect((await second.value<{ watchers: unknown[] }>('watch.list')).watchers).toHaveLength(1);
      const event = await second.waitForEvent('postcode.status', (p) => p.zipcodeId === created.id);
      expect(event).toMatchObject({ status: 'active', zipcode: '10001', domain: 'marketplace.com' });
      await waitUntil(() => savedWatchers(dataDir).watchers.length === 0);
    } finally {
      await second.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Polls a condition (no fixed sleeps: it returns as soon as the condition holds). */
async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
