// `npm run bench:local`: the local copy on a store of 5000 items × 100 runs = 500,000 outputs built
// here (records as the sandbox writes them, moving run to run), then a real sync from the sandbox over
// loopback into that store, and desk start-up with and without it. Prints `name value unit (target)`;
// asserts nothing.
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { marketplaceOutput } from '../../sandbox/data/marketplace-output.ts';
import { driftRecord } from '../../sandbox/runs/output-drift.ts';
import { startSandbox } from '../../sandbox/start-sandbox.ts';
import { createDesk } from '../app/desk.ts';
import { localCopyBytes, localCopyFile, openLocalDb } from '../app/local-copy/local-db.ts';
import { queryCompare, queryHistory, queryItems } from '../app/local-copy/local-queries.ts';
import { syncItems, syncRuns, type SyncTarget } from '../app/local-copy/local-sync.ts';
import { queryStockByRun } from '../app/local-copy/run-stock.ts';
import { serviceContract } from '../../shared/api/contract.ts';
import { archiveRun, replaceItems, saveCollections, saveRuns, type ItemRow } from '../app/local-copy/local-writes.ts';
import { factsOf } from '../app/local-copy/record-fields.ts';
import { syntheticCollection, syntheticRun } from '../app/local-copy/testing/synthetic.ts';
import { createKeychainStore } from '../app/secrets/keychain-store.ts';
import { profileAccounts } from '../app/secrets/secret-store.ts';
import { createServiceClient } from '../app/service/service-client.ts';
import { evaluateRun } from '../app/local-copy/watch-eval.ts';
import { saveRules } from '../app/local-copy/watch-rules-store.ts';

const ITEMS = 5000;
const RUNS = 100;
// Far from the sandbox's own ids, so the built collection and the synced one never meet.
const BIG = 1_000_000;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};
const time = (work: () => void): number => {
  const t = performance.now();
  work();
  return performance.now() - t;
};
const print = (name: string, value: number, unit: string, target: string): void =>
  console.log(`${name} ${value.toFixed(value < 10 ? 2 : 0)} ${unit} (${target})`);

const dir = mkdtempSync(join(tmpdir(), 'bench-local-'));
const file = join(dir, 'store', 'bench.sqlite');
const db = openLocalDb(file);

// 1. The store: 5000 ASINs, 100 finished runs of full-mode records with drifting prices and stock.
const asins = Array.from({ length: ITEMS }, (_, i) => `B${String(i).padStart(9, '0')}`);
const at = new Date().toISOString();
saveCollections(db, [syntheticCollection(BIG)], at, false);
const items: ItemRow[] = asins.map((asin, i) => ({
  itemId: BIG + i,
  key: asin,
  type: 'marketplace',
  code: asin,
  postcode: '2000',
  domain: 'marketplace.com.au',
  storeId: null,
  customId: null,
  createdAt: at,
  includeRawHtml: false,
  output: 'JSON',
}));
replaceItems(db, BIG, items, at);
saveRuns(
  db,
  BIG,
  Array.from({ length: RUNS }, (_, i) => ({ ...syntheticRun(BIG + i + 1) })),
  at,
);
const buildStart = performance.now();
for (let run = 1; run <= RUNS; run += 1) {
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
  archiveRun(db, BIG + run, [factsOf(records)]);
}
db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
console.log(`# built ${ITEMS} items × ${RUNS} runs = ${ITEMS * RUNS} outputs in ${((performance.now() - buildStart) / 1000).toFixed(1)} s`);

// 2. Reads over it.
const history = asins.filter((_, i) => i % 25 === 0).map((asin) => time(() => queryHistory(db, BIG, asin)));
print('local.history-100-runs', median(history), 'ms', '≤ 5 ms');
const compare = Array.from({ length: 15 }, () => time(() => queryCompare(db, BIG + RUNS - 1, BIG + RUNS)));
print('local.compare-2x5000', median(compare), 'ms', '≤ 100 ms');
const itemReads = Array.from({ length: 7 }, () => time(() => queryItems(db, BIG)));
print('local.items-read-5000', median(itemReads), 'ms', 'no target; with a 12-run trend each');
const stockReads = Array.from({ length: 7 }, () => time(() => queryStockByRun(db, BIG)));
print('local.stock-by-run-100-runs', median(stockReads), 'ms', 'no target; the in-stock line, read as Compare runs opens');
print('local.db-size-500k-outputs', localCopyBytes(file) / 1024 / 1024, 'MB', '≤ 150 MB');

// Every kind of watch rule, evaluated on the newest run against the one before (as after its archiving).
saveRules(db, BIG, [
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
]);
let found = 0;
const rules = Array.from({ length: 15 }, () => {
  db.prepare('DELETE FROM watch_matches').run();
  return time(() => {
    found = evaluateRun(db, { id: BIG + RUNS, collection_id: BIG, output_count: ITEMS })?.total ?? 0;
  });
});
print('local.rules-over-5000-items', median(rules), 'ms', `≤ 50 ms; all 11 kinds of rule against the run before, ${found} matches (median of 15)`);

// 3. A real sync from the sandbox into that store: a 5000-item collection, one finished run.
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
for (let i = 0; i < ITEMS; i += 1000) {
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
const target: SyncTarget = { db, client, changed: () => {}, log: (line) => console.error(line) };
const collection = await client.call(serviceContract.collections.get, { collection_id: collectionId });
saveCollections(db, [collection], new Date().toISOString(), false);
const itemSyncs: number[] = [];
const itemChecks: number[] = [];
const runSyncs: number[] = [];
for (let round = 0; round < 3; round += 1) {
  // Each round mirrors the items afresh (as the first read of a collection does), then reads them again unchanged.
  db.prepare('UPDATE collections SET items_synced_at = NULL WHERE id = ?').run(collectionId);
  let t = performance.now();
  await syncItems(target, collection);
  itemSyncs.push(performance.now() - t);
  t = performance.now();
  await syncItems(target, collection);
  itemChecks.push(performance.now() - t);
  // Each round archives the run afresh (a real desk never fetches it twice).
  db.prepare(`UPDATE runs SET archive = 'pending' WHERE collection_id = ?`).run(collectionId);
  t = performance.now();
  await syncRuns(target, collection);
  runSyncs.push(performance.now() - t);
}
const synced = db.prepare(`SELECT output_count FROM runs WHERE collection_id = ?`).get(collectionId) as { output_count: number };
print('local.sync-run-5000-outputs', median(runSyncs), 'ms', `≤ 1000 ms; ${synced.output_count} outputs from the all-pages ZIP`);
print('local.refresh-items-5000', median(itemSyncs), 'ms', '≤ 1000 ms; one request, compared, then written in one transaction');
print('local.recheck-items-5000', median(itemChecks), 'ms', '— the open collection re-read unchanged: one request, compared, nothing written');
await sandbox.close();
db.close();

// 4. Desk start-up (compose + first local-copy read) on a data dir with that store and on one without.
const keychainService = `collection-desk-bench-local-${process.pid}-${randomUUID().slice(0, 8)}`;
const withStore = join(dir, 'with-store');
const without = join(dir, 'without-store');
mkdirSync(join(withStore, 'local-copy'), { recursive: true });
copyFileSync(file, localCopyFile(withStore, 'sandbox'));
const startUp = async (dataDir: string): Promise<number> => {
  const t = performance.now();
  const desk = await createDesk({
    dataDir,
    version: 'bench',
    mode: 'web',
    log: () => {},
    keychainService,
    notify: () => {},
    openExternal: async () => {},
    localCopyTiming: { startDelayMs: 600_000 },
  });
  await desk.router.invoke('localCopy.collections', {}, { origin: 'web' });
  const ms = performance.now() - t;
  await desk.dispose();
  return ms;
};
await startUp(withStore);
await startUp(without);
const startWith: number[] = [];
const startWithout: number[] = [];
for (let i = 0; i < 5; i += 1) {
  startWith.push(await startUp(withStore));
  startWithout.push(await startUp(without));
}
print(
  'local.startup-extra',
  median(startWith) - median(startWithout),
  'ms',
  `≤ 50 ms; ${median(startWith).toFixed(0)} ms with the store, ${median(startWithout).toFixed(0)} ms without`,
);

const store = createKeychainStore({ service: keychainService });
for (const account of profileAccounts('sandbox')) await store.delete(account).catch(() => undefined);
rmSync(dir, { recursive: true, force: true });
