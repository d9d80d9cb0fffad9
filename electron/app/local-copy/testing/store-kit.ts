import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { activePostcode, marketplaceCollection, waitRunEnded } from '../../../../sandbox/runs/run-test-kit.ts';
import { startTestSandbox, type TestSandbox } from '../../../../sandbox/testing/test-sandbox.ts';
import type { Runner } from '../../../../shared/api/runs.ts';
import { createServiceClient } from '../../service/service-client.ts';
import { openLocalDb } from '../sqlite/local-db.ts';
import type { SyncTarget } from '../sync/local-sync.ts';
import { createSqliteStore } from '../sqlite/sqlite-store.ts';

/** A sandbox, a client of it that counts result-file requests, and a fresh local copy. */
export interface StoreKit {
  sb: TestSandbox;
  db: DatabaseSync;
  target: SyncTarget;
  /** Paths of result files fetched so far. */
  fileRequests: string[];
  /** The sync's clock (tests move it to reach retry and retention times). */
  clock: { now: Date };
  changes: { collectionId: number | null; what: string }[];
  logs: string[];
}

/** Starts a sandbox (fast jobs) and a local copy synced from it over loopback. */
export async function startStoreKit(): Promise<StoreKit> {
  const sb = await startTestSandbox({ credits: 1_000_000 });
  const fileRequests: string[] = [];
  const counting: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/api/v1/results/')) fileRequests.push(new URL(url).pathname);
    return fetch(input, init);
  };
  const client = createServiceClient({
    baseUrl: sb.baseUrl,
    credential: async () => ({ kind: 'apiKey', value: sb.apiKey }),
    fetch: counting,
    retry: { attempts: 1, baseMs: 1, capMs: 1 },
  });
  const file = join(mkdtempSync(join(tmpdir(), 'cd-local-')), 'local-copy', 'test.sqlite');
  const db = openLocalDb(file);
  const clock = { now: new Date() };
  const changes: StoreKit['changes'] = [];
  const logs: string[] = [];
  const target: SyncTarget = {
    store: createSqliteStore(db, file),
    client,
    changed: (collectionId, what) => changes.push({ collectionId, what }),
    log: (line) => logs.push(line),
    now: () => clock.now,
  };
  return { sb, db, target, fileRequests, clock, changes, logs };
}

/** Runs a collection on the sandbox and waits for the run to end. */
export async function runToEnd(sb: TestSandbox, collectionId: number): Promise<Runner> {
  const started = await sb.call('schedules/run/result/', { collection_id: collectionId });
  const runnerId = (started.data as { runner_id: number }).runner_id;
  return waitRunEnded(sb, collectionId, runnerId);
}

/** A marketplace collection of `count` ASINs at postcode 2000 (postcode made active first). */
export async function marketplaceOf(sb: TestSandbox, count: number): Promise<number> {
  await activePostcode(sb, 1, '2000');
  return marketplaceCollection(sb, count);
}
