import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxApi } from '../../../sandbox/testing/sandbox-api.ts';
import { clearKeychainService, requireSecretService, sandboxDemoUser, startTestDesk, testKeychainService, waitUntil } from '../testing/desk-test-kit.ts';
import type { TestDesk } from '../testing/desk-test-kit.ts';
import { activePostcode } from '../testing/run-kit.ts';

const service = testKeychainService('open-runs');
// A short budget window, so a run of a second or two spans several of them.
const WINDOW_MS = 1000;
const PER_WINDOW = 12;
const HIDDEN_PER_WINDOW = 6;
let t: TestDesk;
/** When the desk sent each request to the service. */
const sent: number[] = [];
/** When each run ended, as main published it. */
const finishedAt = new Map<number, number>();
let elsewhere: <T = unknown>(path: string, body: unknown) => Promise<T>;

beforeAll(async () => {
  requireSecretService();
  t = await startTestDesk({
    keychainService: service,
    fetch: async (input, init) => {
      sent.push(Date.now());
      return fetch(input, init);
    },
    // The sandbox's 20 slots take 400 ms an item: a run of 60 items is under way for over a second.
    sandbox: { cookieDelayMs: 150, jobDelayMs: 400 },
    localCopyTiming: {
      startDelayMs: 600_000,
      passMs: 600_000,
      listPassMs: 600_000,
      itemsMs: 600_000,
      // Read often, yet leaving the run's watcher room in the budget (at 120 ms the reads alone filled it).
      probeMs: 300,
      requestsPerMinute: PER_WINDOW,
      hiddenRequestsPerMinute: HIDDEN_PER_WINDOW,
      budgetWindowMs: WINDOW_MS,
    },
  });
  t.desk.events.subscribe((event, payload) => {
    if (event === 'run.finished') finishedAt.set((payload as { runnerId: number }).runnerId, Date.now());
  });
  const { profiles } = await t.value<{ profiles: { id: string; baseUrl: string }[] }>('profiles.list');
  elsewhere = sandboxApi(profiles.find((p) => p.id === 'sandbox')?.baseUrl ?? '', sandboxDemoUser(t.dataDir).apiKey);
  await activePostcode(t, 1, '2000');
});

afterAll(async () => {
  await t?.dispose();
  clearKeychainService(service);
});

/** A collection of `count` ASINs, made through the desk. */
async function collectionOf(name: string, count: number): Promise<number> {
  const { id } = await t.value<{ id: number }>('collections.add', {
    name,
    request_type: 'marketplace',
    schedule: 'Manual',
    priority: 'Normal',
    notification_email: 'analyst@example.com',
  });
  const asins = Array.from({ length: count }, (_, i) => `B0OPEN${String(i).padStart(4, '0')}`).join(',');
  await t.value('marketplaceItems.createMultiple', { collection: id, domain: 'marketplace.com.au', customer_postcode: '2000', asins });
  return id;
}

/** The most requests the desk sent within any one budget window between `from` and `to`. */
function busiestWindow(from: number, to: number): number {
  const times = sent.filter((at) => at >= from && at < to);
  return Math.max(0, ...times.map((at) => times.filter((other) => other >= at && other < at + WINDOW_MS).length));
}

/** Starts a run as a colleague or the schedule would, and follows main's events for it until it ends. */
async function runStartedElsewhere(collectionId: number) {
  const from = t.events.length;
  const startedAt = Date.now();
  const { runner_id: runnerId } = await elsewhere<{ runner_id: number }>('schedules/run/result/', { collection_id: collectionId });
  const finished = await t
    .waitForEvent('run.finished', (p) => p.runnerId === runnerId, { from, timeoutMs: 20_000 })
    .catch((error: unknown) => {
      throw new Error(`${String(error)}\nthe desk's last log lines:\n${t.logs.slice(-40).join('\n')}`);
    });
  const progress = t.events
    .slice(from)
    .filter((e) => e.event === 'run.progress' && (e.payload as { runnerId: number }).runnerId === runnerId)
    .map((e) => e.payload as { processed: number; failed: number; itemCount: number });
  return { runnerId, finished, progress, startedAt, endedAt: finishedAt.get(runnerId) ?? Date.now() };
}

describe('main follows every run of the open collection', () => {
  it('a run started through the service, not by this desk, shows as progress events until it is done, within the request budget', async () => {
    const collectionId = await collectionOf('Followed shelf', 60);
    await t.value('localCopy.focus', { collectionId, list: false, visible: true });
    const run = await runStartedElsewhere(collectionId);
    expect(run.finished).toMatchObject({ collectionId, stage: 'done' });
    expect(Number(run.finished.processed) + Number(run.finished.failed)).toBe(60);
    // Seen while under way, not only at the end.
    expect(run.progress.some((p) => p.itemCount === 60 && p.processed + p.failed < 60)).toBe(true);
    // Once: the copy saying the run is under way until it is read again does not start a second watcher.
    await waitUntil(async () => {
      const { runs } = await t.value<{ runs: { runId: number; stage: string }[] }>('localCopy.runs', { collectionId });
      return runs.find((r) => r.runId === run.runnerId)?.stage === 'done';
    });
    await waitUntil(async () => (await t.value<{ watchers: unknown[] }>('watch.list')).watchers.length === 0);
    expect(t.notifications.filter((n) => n.kind === 'runFinished' && n.body.includes('Followed shelf'))).toHaveLength(1);
    // The run's polls and the sync engine's reads share one budget (the one request over it names the
    // collection in the run's notification).
    expect(busiestWindow(run.startedAt, run.endedAt)).toBeLessThanOrEqual(PER_WINDOW + 1);
  }, 30_000);

  it('with the window hidden, follows it on the smaller budget', async () => {
    // 160 items (over 3 s): found by the hidden window's slower reads while still under way.
    const collectionId = await collectionOf('Followed while hidden', 160);
    await t.value('localCopy.focus', { collectionId, list: false, visible: false });
    const run = await runStartedElsewhere(collectionId);
    expect(run.finished).toMatchObject({ collectionId, stage: 'done' });
    expect(busiestWindow(run.startedAt, run.endedAt)).toBeLessThanOrEqual(HIDDEN_PER_WINDOW + 1);
    await t.value('localCopy.focus', { collectionId: null, list: false, visible: true });
  }, 30_000);
});
