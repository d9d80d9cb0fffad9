// Main's sync engine against a service that misbehaves (a list that changes on every read, 429 with
// `Retry-After: 0`, an answer that never comes), over loopback into a real local copy: requests are counted
// where they arrive, at the HTTP server. The budget's window is shortened to two seconds so a test lasts seconds.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../../../shared/bridge/methods/local-copy.ts';
import { waitFor } from '../../../../sandbox/testing/test-sandbox.ts';
import { createServiceClient } from '../../service/service-client.ts';
import type { SyncTarget } from './local-sync.ts';
import { createSyncEngine, type SyncEngine } from './sync-engine.ts';
import type { SyncTiming } from './sync-timing.ts';
import { parts, partsCollection, startServiceStub, type ServiceStub } from '../testing/service-stub.ts';

const WINDOW_MS = 2_000;
const LIMIT = 20;

let stub: ServiceStub;
let engine: SyncEngine | null = null;
let statuses: SyncStatus[] = [];

beforeEach(async () => {
  stub = await startServiceStub();
  statuses = [];
});

afterEach(async () => {
  engine?.dispose();
  engine = null;
  await stub.close();
});

/** The engine over the stub, its client retrying reads as the desk's does (three tries, honouring `Retry-After`). */
function startEngine(timing: Partial<SyncTiming>): SyncEngine {
  const client = createServiceClient({
    baseUrl: stub.server.origin,
    credential: async () => ({ kind: 'apiKey', value: 'pfx.stub-secret' }),
    retry: { attempts: 3, baseMs: 1, capMs: 50 },
  });
  const target: SyncTarget = { ...stub.target, client };
  let chain: Promise<void> = Promise.resolve();
  engine = createSyncEngine({
    run: (_key, job) => {
      const run = chain.then(() => job(target));
      chain = run.catch(() => undefined);
      return run;
    },
    activeId: () => 'stub',
    lastSync: { get: async () => null, set: async () => undefined },
    publish: (status) => statuses.push(status),
    log: () => {},
    timing: {
      startDelayMs: 0,
      passMs: 50,
      listPassMs: 50,
      retryMs: 20,
      maxRetryMs: 50,
      maxBackoffMs: 100,
      requestsPerMinute: LIMIT,
      budgetWindowMs: WINDOW_MS,
      ...timing,
    },
  });
  engine.setFocus({ collectionId: null, list: true, visible: true });
  engine.start();
  return engine;
}

/**
 * The most requests that arrived at the server within any window a little shorter than the budget's: the desk
 * counts a request when it sends it, the server when it arrives, and on a loaded machine one arrival can lag
 * another by a few hundred milliseconds. A desk over its budget puts many more in the window than its limit.
 */
const ARRIVAL_WINDOW_MS = WINDOW_MS - 400;
function busiestWindow(arrivals: readonly number[]): number {
  let most = 0;
  for (let i = 0, j = 0; i < arrivals.length; i += 1) {
    while ((arrivals[i] as number) - (arrivals[j] as number) >= ARRIVAL_WINDOW_MS) j += 1;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the sync engine keeps its request budget whatever the service answers', () => {
  it('reads a list that changes on every read within the budget, says Behind, and reads every collection in turn', async () => {
    // Nothing but item counts moves: one request reads a collection.
    const collections = Array.from({ length: 41 }, (_, i) => ({ ...partsCollection(i + 1), last_run_at: null }));
    let reads = 0;
    // Every read of the list moves every collection's item count.
    stub.answers.collections = () => {
      reads += 1;
      return { total: collections.length, items: collections.map((c) => ({ ...c, item_count: 5 + reads })) };
    };
    startEngine({});
    // The longest-waiting are read first: no collection is left never read, however busy the machine.
    const synced = () => (stub.db.prepare('SELECT COUNT(*) AS n FROM collections WHERE items_synced_at IS NOT NULL').get() as { n: number }).n;
    await waitFor(() => (synced() === 41 && statuses.at(-1)?.state === 'behind' ? true : undefined), 30_000);
    expect(busiestWindow(stub.arrivals)).toBeLessThanOrEqual(LIMIT);
    expect(stub.arrivals.length).toBeGreaterThan(LIMIT);
    expect(statuses.at(-1)).toMatchObject({ state: 'behind', message: expect.stringMatching(/faster than the desk may read the service/) });
    expect(statuses.some((s) => s.state === 'up-to-date')).toBe(false);
  }, 40_000);

  it('keeps the budget while the service answers 429 with Retry-After: 0 to everything', async () => {
    stub.answers.reply = () => ({ status: 429, headers: { 'retry-after': '0' }, body: { detail: 'Too many requests' } });
    startEngine({});
    await sleep(4_500);
    expect(busiestWindow(stub.arrivals)).toBeLessThanOrEqual(LIMIT);
    expect(statuses.at(-1)).toMatchObject({ state: 'behind' });
  });

  it('abandons a pass whose answer never comes, says why, and is up to date once the service answers again', async () => {
    let hang = true;
    stub.answers.reply = (path) => (hang && path === 'schedules/get_schedules/' ? 'hang' : undefined);
    stub.answers.collections = () => ({ total: 1, items: [partsCollection(1)] });
    stub.answers.itemsTotal = 5;
    stub.answers.items = (skip) => (skip === 0 ? parts(1, 1, 5) : []);
    startEngine({ requestTimeoutMs: 60_000, stallMs: 300 });
    await waitFor(() => statuses.find((s) => s.state === 'behind' && /did not finish within/.test(s.message ?? '')), 5_000);
    expect(statuses.some((s) => s.state === 'up-to-date')).toBe(false);
    hang = false;
    await waitFor(() => (statuses.at(-1)?.state === 'up-to-date' ? true : undefined), 5_000);
    // Abandoned and asked again: the first request never answered, a later one did.
    expect(stub.calls.get('schedules/get_schedules/')).toBeGreaterThanOrEqual(2);
  });
});
