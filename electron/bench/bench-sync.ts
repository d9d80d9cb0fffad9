// Part of `npm run bench:local`: main's sync engine at its default cadence against a standalone sandbox with 20
// collections (one open, holding 5000 ASINs; 19 others of 50 parts each). Prints the service requests per
// minute while the window is visible and while it is hidden, and the time from a change made elsewhere
// (through the service's API) to the `localCopy.changed` event for the open collection. Prints
// `name value unit (target)`; asserts nothing. Needs a Secret Service (the profile's key goes to the keychain).
// Then the churning-list scenario (bench-sync-churn.ts).
import { join } from 'node:path';
import { activePostcodes, benchAsins, benchCollection, benchDir, benchSandbox, median, printFigure } from '../../sandbox/bench/bench-kit.ts';
import { createDesk } from '../app/desk.ts';
import { benchDeskOptions, benchKeychain } from './bench-kit.ts';

const VISIBLE_S = 90;
const HIDDEN_S = 90;
const TRIALS = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { dir, remove } = benchDir('bench-sync');
/** `elsewhere`: the service's API called directly, a change made elsewhere. */
const { sandbox, apiKey, api: elsewhere } = await benchSandbox(dir);

await activePostcodes(elsewhere, [1, 5]);
for (let i = 0; i < 19; i += 1) {
  const id = await benchCollection(elsewhere, `Parts ${i}`, 'partsstore');
  const skus = Array.from({ length: 50 }, (_, n) => `P${i}-${n}`).join(',');
  await elsewhere('schedules/partsstore/sku/create/multiple/', { collection: id, skus, customer_postcode: '2000' });
}
const open = await benchCollection(elsewhere, 'Open 5000');
const asins = benchAsins(5000);
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
const keychain = benchKeychain('sync');
const desk = await createDesk({ ...benchDeskOptions(join(dir, 'desk'), keychain.service), fetch: counting });
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
printFigure('local.sync-requests-visible', await rate(VISIBLE_S), '/min', `≤ 30 /min; 20 collections, one open with 5000 items, over ${VISIBLE_S} s`);
await call('localCopy.focus', { collectionId: open, list: false, visible: false });
printFigure('local.sync-requests-hidden', await rate(HIDDEN_S), '/min', `— the same while the window is hidden, over ${HIDDEN_S} s`);
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
printFigure(
  'local.sync-change-to-event-count',
  median(added),
  's',
  `≤ 15 s; an item deleted elsewhere (the count moves); median of ${TRIALS}, max ${Math.max(...added).toFixed(1)} s`,
);
printFigure(
  'local.sync-change-to-event-content',
  median(customIds),
  's',
  `≤ 15 s; a custom id set elsewhere (no count moves); median of ${TRIALS}, max ${Math.max(...customIds).toFixed(1)} s`,
);

await desk.dispose();
await sandbox.close();
await keychain.clear(profile.id);
remove();

await import('./bench-sync-churn.ts');
