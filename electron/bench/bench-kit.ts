// What main's benches share (the figures, folders and sandbox of every bench: sandbox/bench/bench-kit.ts): the
// records a store of 500,000 outputs is built from, a real 5000-output run synced from a sandbox over loopback,
// and a desk started on its own keychain service.
import { randomUUID } from 'node:crypto';
import type { Collection } from '../../shared/api/collections.ts';
import { serviceContract } from '../../shared/api/contract.ts';
import type { WatchRule } from '../../shared/watch/watch-rules.ts';
import { marketplaceOutput } from '../../sandbox/data/marketplace-output.ts';
import { driftRecord } from '../../sandbox/runs/output-drift.ts';
import { activePostcodes, benchCollection, benchSandbox, median, timed } from '../../sandbox/bench/bench-kit.ts';
import type { DeskOptions } from '../app/desk-options.ts';
import { syncItems, syncRuns, type SyncTarget } from '../app/local-copy/sync/local-sync.ts';
import { factsOf, type OutputFacts } from '../app/local-copy/record-fields.ts';
import { createKeychainStore } from '../app/secrets/keychain-store.ts';
import { profileAccounts } from '../app/secrets/secret-store.ts';
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
  const { sandbox, apiKey, api } = await benchSandbox(dir);
  const client = createServiceClient({ baseUrl: sandbox.baseUrl, credential: async () => ({ kind: 'apiKey', value: apiKey }) });
  const until = async (check: () => Promise<boolean>): Promise<void> => {
    while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  await activePostcodes(api, [1]);
  const collectionId = await benchCollection(api, 'Bench 5000');
  for (let i = 0; i < asins.length; i += 1000) {
    await api('schedules/marketplace/asin/create/multiple/', {
      collection: collectionId,
      domain: 'marketplace.com.au',
      customer_postcode: '2000',
      asins: asins.slice(i, i + 1000).join(','),
    });
  }
  await api('schedules/run/result/', { collection_id: collectionId });
  await until(
    async () =>
      (await api<{ items: { stage: string }[] }>('schedules/collections/results/download/', { collection_id: collectionId })).items[0]?.stage === 'done',
  );
  const collection = await client.call(serviceContract.collections.get, { collection_id: collectionId });
  return { client, collection, close: () => sandbox.close() };
}

/** A keychain service unique to this run, so a bench never touches the app's own entries, and how to clear what the run stored. */
export function benchKeychain(name: string): { service: string; clear(profileId: string): Promise<void> } {
  const service = `collection-desk-bench-${name}-${process.pid}-${randomUUID().slice(0, 8)}`;
  return {
    service,
    clear: async (profileId) => {
      const store = createKeychainStore({ service });
      for (const account of profileAccounts(profileId)) await store.delete(account).catch(() => undefined);
    },
  };
}

/** The desk options a bench starts from: browser mode on `dataDir`, silent, with the run's own keychain service. */
export function benchDeskOptions(dataDir: string, keychainService: string): DeskOptions {
  return { dataDir, version: 'bench', mode: 'web', log: () => {}, keychainService, notify: () => {}, openExternal: async () => {} };
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
    itemSyncs.push(await timed(() => syncItems(target, collection)));
    itemChecks.push(await timed(() => syncItems(target, collection)));
    // A real desk never fetches a run twice: each round forgets it was archived.
    await reset.runs();
    runSyncs.push(await timed(() => syncRuns(target, collection)));
  }
  return { runSync: median(runSyncs), itemsRefresh: median(itemSyncs), itemsRecheck: median(itemChecks) };
}
