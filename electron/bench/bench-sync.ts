// Part of `npm run bench:local`: main's sync engine at its default cadence against a standalone sandbox with 20
// collections (one open, holding 5000 ASINs; 19 others of 50 parts each). Prints the service requests per
// minute while the window is visible and while it is hidden, and the time from a change made elsewhere
// (through the service's API) to the `localCopy.changed` event for the open collection. Prints
// `name value unit (target)`; asserts nothing. Needs a Secret Service (the profile's key goes to the keychain).
// Then the churning-list scenario (bench-sync-churn.ts).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../../sandbox/start-sandbox.ts';
import { sandboxApi } from '../../sandbox/testing/sandbox-api.ts';
import { createDesk } from '../app/desk.ts';
import { createKeychainStore } from '../app/secrets/keychain-store.ts';
import { profileAccounts } from '../app/secrets/secret-store.ts';

const VISIBLE_S = 90;
const HIDDEN_S = 90;
const TRIALS = 4;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};
const print = (name: string, value: number, unit: string, target: string): void =>
  console.log(`${name} ${value.toFixed(value < 10 ? 2 : 1)} ${unit} (${target})`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dir = mkdtempSync(join(tmpdir(), 'bench-sync-'));
const sandbox = await startSandbox({ dataDir: join(dir, 'sandbox'), port: 0, users: 1, cookieDelayMs: 1, jobDelayMs: 0, credits: 1_000_000 });
const apiKey = sandbox.users[0]?.apiKey ?? '';
/** The service's API called directly: a change made elsewhere. */
const elsewhere = sandboxApi(sandbox.baseUrl, apiKey);

for (const [domain, zipcode] of [
  [1, '2000'],
  [5, '2000'],
] as const) {
  await elsewhere('zipcodes/create-zipcode/', { domain, zipcode });
}
while ((await elsewhere<{ status: string }[]>('zipcodes/get-zipcodes/', {})).some((z) => z.status !== 'active')) await sleep(50);
const collection = (name: string, type: string) =>
  elsewhere<{ id: number }>('schedules/add_schedule/', {
    name,
    request_type: type,
    schedule: 'Manual',
    priority: 'Normal',
    notification_email: 'bench@example.com',
  });
for (let i = 0; i < 19; i += 1) {
  const { id } = await collection(`Parts ${i}`, 'partsstore');
  const skus = Array.from({ length: 50 }, (_, n) => `P${i}-${n}`).join(',');
  await elsewhere('schedules/partsstore/sku/create/multiple/', { collection: id, skus, customer_postcode: '2000' });
}
const open = (await collection('Open 5000', 'marketplace')).id;
const asins = Array.from({ length: 5000 }, (_, i) => `B${String(i).padStart(9, '0')}`);
for (let i = 0; i < asins.length; i += 1000) {
  await elsewhere('schedules/marketplace/asin/create/multiple/', {
    collection: open,
    domain: 'marketplace.com.au',
    customer_postcode: '2000',
    asins: asins.slice(i, i + 1000).join(','),
  });
}

let requests = 0;
const counting: typeof fetch = (input, init) => {
  requests += 1;
  return fetch(input, init);
};
const keychainService = `collection-desk-bench-sync-${process.pid}-${randomUUID().slice(0, 8)}`;
const desk = await createDesk({
  dataDir: join(dir, 'desk'),
  version: 'bench',
  mode: 'web',
  log: () => {},
  keychainService,
  notify: () => {},
  openExternal: async () => {},
  fetch: counting,
});
const changes: { at: number; collectionId: number | null; what: string }[] = [];
const statuses: string[] = [];
desk.events.subscribe((event, payload) => {
  const p = payload as { collectionId?: number | null; what?: string; state?: string };
  if (event === 'localCopy.changed') changes.push({ at: performance.now(), collectionId: p.collectionId ?? null, what: p.what ?? '' });
  if (event === 'sync.status' && p.state) statuses.push(p.state);
});
const call = async <T>(method: string, input: unknown): Promise<T> => {
  const result = await desk.router.invoke(method, input, { origin: 'web' });
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value as T;
};
const profile = await call<{ id: string }>('profiles.add', { name: 'Bench', baseUrl: sandbox.baseUrl, auth: 'apiKey', apiKey });
await call('profiles.switch', { id: profile.id });
await call('localCopy.focus', { collectionId: open, list: false, visible: true });
// The first sync mirrors everything; the steady cadence is what follows.
while ((await call<{ items: unknown[] }>('localCopy.items', { collectionId: open })).items.length < 5000 || statuses.at(-1) !== 'up-to-date') await sleep(200);
const mirrored = await call<{ collections: unknown[] }>('localCopy.collections', {});
console.log(`# ${mirrored.collections.length} collections mirrored; the open one holds 5000 ASINs`);

const rate = async (seconds: number): Promise<number> => {
  const from = requests;
  await sleep(seconds * 1000);
  return ((requests - from) / seconds) * 60;
};
print('local.sync-requests-visible', await rate(VISIBLE_S), '/min', `≤ 30 /min; 20 collections, one open with 5000 items, over ${VISIBLE_S} s`);
await call('localCopy.focus', { collectionId: open, list: false, visible: false });
print('local.sync-requests-hidden', await rate(HIDDEN_S), '/min', `— the same while the window is hidden, over ${HIDDEN_S} s`);
await call('localCopy.focus', { collectionId: open, list: false, visible: true });
await sleep(6_000);

/** Makes a change elsewhere at a random moment of the cadence and times it to the event for the open collection. */
const trial = async (change: () => Promise<unknown>): Promise<number> => {
  await sleep(Math.random() * 10_000);
  const from = changes.length;
  const t = performance.now();
  await change();
  for (;;) {
    const seen = changes.slice(from).find((c) => c.collectionId === open && c.what === 'items');
    if (seen) return (seen.at - t) / 1000;
    await sleep(20);
  }
};
const added: number[] = [];
const customIds: number[] = [];
const listed = await elsewhere<{ asin_list: { id: number }[] }>('schedules/marketplace/asin/list/', { collection_id: open, limit: TRIALS * 2, with_count: 1 });
for (let n = 0; n < TRIALS; n += 1) {
  added.push(await trial(() => elsewhere('schedules/marketplace/asin/delete/', { asin_id: listed.asin_list[n]?.id })));
  customIds.push(await trial(() => elsewhere('schedules/marketplace/asin/update/', { asin_id: listed.asin_list[n + TRIALS]?.id, custom_id: `bench-${n}` })));
}
print(
  'local.sync-change-to-event-count',
  median(added),
  's',
  `≤ 15 s; an item deleted elsewhere (the count moves); median of ${TRIALS}, max ${Math.max(...added).toFixed(1)} s`,
);
print(
  'local.sync-change-to-event-content',
  median(customIds),
  's',
  `≤ 15 s; a custom id set elsewhere (no count moves); median of ${TRIALS}, max ${Math.max(...customIds).toFixed(1)} s`,
);

await desk.dispose();
await sandbox.close();
const store = createKeychainStore({ service: keychainService });
for (const account of profileAccounts(profile.id)) await store.delete(account).catch(() => undefined);
rmSync(dir, { recursive: true, force: true });

await import('./bench-sync-churn.ts');
