// What bench:local and bench:team share: figures printed as `name value unit (target)`, the records a store of
// 500,000 outputs is built from, and a real 5000-output run synced from a sandbox over loopback.
import { join } from 'node:path';
import type { Collection } from '../../shared/api/collections.ts';
import { serviceContract } from '../../shared/api/contract.ts';
import type { WatchRule } from '../../shared/watch/watch-rules.ts';
import { marketplaceOutput } from '../../sandbox/data/marketplace-output.ts';
import { driftRecord } from '../../sandbox/runs/output-drift.ts';
import { startSandbox } from '../../sandbox/start-sandbox.ts';
import { syncItems, syncRuns, type SyncTarget } from '../app/local-copy/sync/local-sync.ts';
import { factsOf, type OutputFacts } from '../app/local-copy/record-fields.ts';
import { createServiceClient, type ServiceClient } from '../app/service/service-client.ts';

/** Every kind of watch rule, as the rules benches evaluate them. */
export const ALL_RULES: WatchRule[] = [
  { kind: 'priceDownPct', value: 10 },
  { kind: 'priceDownBy', value: 5 },
  { kind: 'priceUpPct', value: 10 },
  { kind: 'priceUpBy', value: 5 },
  { kind: 'priceBelow', value: 20 },
  { kind: 'priceAbove', value: 500 },
  { kind: 'outOfStock', value: null },
  { kind: 'backInStock', value: null },
  { kind: 'newItem', value: null },
  { kind: 'missingItem', value: null },
  { kind: 'failedRuns', value: 3 },
];

/** The median of some timings. */
export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

/** How long `work` takes, in ms. */
export const time = async (work: () => unknown): Promise<number> => {
  const t = performance.now();
  await work();
  return performance.now() - t;
};

/** Prints one figure. */
export const print = (name: string, value: number, unit: string, target: string): void =>
  console.log(`${name} ${value.toFixed(value < 10 ? 2 : 0)} ${unit} (${target})`);

/** `count` ASINs, B000000000 on. */
export const benchAsins = (count: number): string[] => Array.from({ length: count }, (_, i) => `B${String(i).padStart(9, '0')}`);

/** Run `run`'s outputs of these ASINs as the sandbox writes them: full-mode records, prices and stock drifting run to run. */
export function benchOutputs(asins: readonly string[], run: number): OutputFacts[] {
  const records = asins.map((asin) => {
    const record = marketplaceOutput({
      asin,
      postcode: '2000',
      domain: 'marketplace.com.au',
      fetchMode: 'full',
      runSeed: `runner-${run}`,
      assetBaseUrl: 'http://127.0.0.1:45123',
    });
    return driftRecord('marketplace', `marketplace|marketplace.com.au|2000|${asin}`, { ...record }, run);
  });
  return factsOf(records);
}

/** A sandbox holding a 5000-item collection with one finished run, and a client of it. */
export interface BenchRun {
  client: ServiceClient;
  collection: Collection;
  close(): Promise<void>;
}

/** Starts a sandbox in `dir`, adds a collection of `asins` and runs it to the end. */
export async function sandboxRun(dir: string, asins: readonly string[]): Promise<BenchRun> {
  const sandbox = await startSandbox({ dataDir: join(dir, 'sandbox'), port: 0, users: 1, cookieDelayMs: 1, jobDelayMs: 0, credits: 1_000_000 });
  const apiKey = sandbox.users[0]?.apiKey ?? '';
  const client = createServiceClient({ baseUrl: sandbox.baseUrl, credential: async () => ({ kind: 'apiKey', value: apiKey }) });
  const post = async (path: string, body: unknown): Promise<Record<string, unknown>> => {
    const res = await fetch(`${sandbox.baseUrl}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify(body),
    });
    const envelope = (await res.json()) as { status: number; data: unknown };
    if (envelope.status !== 1) throw new Error(`${path}: ${JSON.stringify(envelope.data)}`);
    return envelope.data as Record<string, unknown>;
  };
  const until = async (check: () => Promise<boolean>): Promise<void> => {
    while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  await post('zipcodes/create-zipcode/', { domain: 1, zipcode: '2000' });
  await until(async () => ((await post('zipcodes/get-zipcodes/', { domain: 1 })) as unknown as { status: string }[]).every((z) => z.status === 'active'));
  const collectionId = (
    await post('schedules/add_schedule/', {
      name: 'Bench 5000',
      request_type: 'marketplace',
      schedule: 'Manual',
      priority: 'Normal',
      notification_email: 'bench@example.com',
    })
  ).id as number;
  for (let i = 0; i < asins.length; i += 1000) {
    await post('schedules/marketplace/asin/create/multiple/', {
      collection: collectionId,
      domain: 'marketplace.com.au',
      customer_postcode: '2000',
      asins: asins.slice(i, i + 1000).join(','),
    });
  }
  await post('schedules/run/result/', { collection_id: collectionId });
  await until(async () => {
    const page = (await post('schedules/collections/results/download/', { collection_id: collectionId })) as { items: { stage: string }[] };
    return page.items[0]?.stage === 'done';
  });
  const collection = await client.call(serviceContract.collections.get, { collection_id: collectionId });
  return { client, collection, close: () => sandbox.close() };
}

/**
 * Syncs the sandbox's collection into a store three times: its items mirrored afresh then re-read unchanged,
 * and its run archived afresh (`reset` makes the store forget both first). Answers the medians.
 */
export async function measureSync(
  target: SyncTarget,
  collection: Collection,
  reset: { items(): Promise<void>; runs(): Promise<void> },
): Promise<{ runSync: number; itemsRefresh: number; itemsRecheck: number }> {
  const runSyncs: number[] = [];
  const itemSyncs: number[] = [];
  const itemChecks: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    await reset.items();
    itemSyncs.push(await time(() => syncItems(target, collection)));
    itemChecks.push(await time(() => syncItems(target, collection)));
    // A real desk never fetches a run twice: each round forgets it was archived.
    await reset.runs();
    runSyncs.push(await time(() => syncRuns(target, collection)));
  }
  return { runSync: median(runSyncs), itemsRefresh: median(itemSyncs), itemsRecheck: median(itemChecks) };
}
