// Part of `npm run bench:local` (run by bench-sync.ts): main's sync engine at its default cadence against a
// service whose collections list changes on every read — 41 collections of a standalone sandbox behind a
// loopback proxy that moves every item count on each read — with the Collections list open. Prints the
// requests per minute that reach the service (counted at the proxy) while the window is visible and while it
// is hidden, and the freshness state the desk showed. Prints `name value unit (target)`; asserts nothing.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { benchCollection, benchDir, benchSandbox, printFigure } from '../../sandbox/bench/bench-kit.ts';
import { createDesk } from '../app/desk.ts';
import { benchDeskOptions, benchKeychain } from './bench-kit.ts';

const COLLECTIONS = 41;
const VISIBLE_S = 120;
const HIDDEN_SETTLE_S = 60;
const HIDDEN_S = 120;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { dir, remove } = benchDir('bench-churn');
const { sandbox, apiKey, api: elsewhere } = await benchSandbox(dir);
for (let i = 0; i < COLLECTIONS; i += 1) {
  const id = await benchCollection(elsewhere, `Churn ${i}`, 'partsstore');
  const skus = Array.from({ length: 5 }, (_, n) => `C${i}-${n}`).join(',');
  await elsewhere('schedules/partsstore/sku/create/multiple/', { collection: id, skus, customer_postcode: '2000' });
}

// The proxy: every request is counted; every collection record it passes on has an item count never seen before.
const upstream = new URL(sandbox.baseUrl);
let requests = 0;
let reads = 0;
const churned = (body: Buffer): Buffer => {
  const answer = JSON.parse(body.toString()) as { data?: { items?: { item_count: number }[]; item_count?: number } };
  reads += 1;
  for (const c of answer.data?.items ?? []) c.item_count += reads;
  if (typeof answer.data?.item_count === 'number') answer.data.item_count += reads;
  return Buffer.from(JSON.stringify(answer));
};
const proxy = createServer((req, res) => {
  requests += 1;
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const out = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (c: Buffer) => parts.push(c));
        answer.on('end', () => {
          let body: Buffer = Buffer.concat(parts);
          if (/schedules\/get_schedules?\/$/.test(req.url ?? '') && answer.statusCode === 200) body = churned(body);
          const headers = { ...answer.headers, 'content-length': String(body.byteLength) };
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    out.on('error', () => res.destroy());
    out.end(Buffer.concat(chunks));
  });
});
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

const keychain = benchKeychain('churn');
const desk = await createDesk(benchDeskOptions(join(dir, 'desk'), keychain.service));
const states = new Map<string, number>();
let lastMessage = '';
desk.events.subscribe((event, payload) => {
  const p = payload as { state?: string; message?: string };
  if (event === 'sync.status' && p.state) {
    states.set(p.state, (states.get(p.state) ?? 0) + 1);
    if (p.state === 'behind' && p.message) lastMessage = p.message;
  }
});
const call = async <T>(method: string, input: unknown): Promise<T> => {
  const result = await desk.router.invoke(method, input, { origin: 'web' });
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value as T;
};
const profile = await call<{ id: string }>('profiles.add', { name: 'Churn', baseUrl: proxyUrl, auth: 'apiKey', apiKey });
await call('profiles.switch', { id: profile.id });
await call('localCopy.focus', { collectionId: null, list: true, visible: true });
// The first minute mirrors what it can; the steady state under the churn is what is measured.
await sleep(30_000);
console.log(`# ${COLLECTIONS} collections whose item counts move on every read; the Collections list open`);

const rate = async (seconds: number): Promise<number> => {
  const from = requests;
  await sleep(seconds * 1000);
  return ((requests - from) / seconds) * 60;
};
states.clear();
printFigure('sync requests per minute under a churning list', await rate(VISIBLE_S), '/min', `≤ 30 /min; ${COLLECTIONS} collections, over ${VISIBLE_S} s`);
const visibleStates = [...states.entries()].map(([s, n]) => `${s} ×${n}`).join(', ');
console.log(
  `# freshness while visible: ${visibleStates || 'no change'}; ${(await call<{ state: string }>('localCopy.syncStatus', {})).state}${lastMessage ? ` (${lastMessage})` : ''}`,
);
await call('localCopy.focus', { collectionId: null, list: true, visible: false });
await sleep(HIDDEN_SETTLE_S * 1000);
printFigure(
  'sync requests per minute under a churning list, hidden',
  await rate(HIDDEN_S),
  '/min',
  `≤ 6 /min; over ${HIDDEN_S} s after ${HIDDEN_SETTLE_S} s hidden`,
);

await desk.dispose();
await new Promise<void>((resolve) => proxy.close(() => resolve()));
await sandbox.close();
await keychain.clear(profile.id);
remove();
