// Part of `npm run bench:local` (run by bench-sync.ts): main's sync engine at its default cadence against a
// service whose collections list changes on every read — 41 collections of a standalone sandbox behind a
// loopback proxy that moves every item count on each read — with the Collections list open. Prints the
// requests per minute that reach the service (counted at the proxy) while the window is visible and while it
// is hidden, and the freshness state the desk showed. Prints `name value unit (target)`; asserts nothing.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../../sandbox/start-sandbox.ts';
import { sandboxApi } from '../../sandbox/testing/sandbox-api.ts';
import { createDesk } from '../app/desk.ts';
import { createKeychainStore } from '../app/secrets/keychain-store.ts';
import { profileAccounts } from '../app/secrets/secret-store.ts';

const COLLECTIONS = 41;
const VISIBLE_S = 120;
const HIDDEN_SETTLE_S = 60;
const HIDDEN_S = 120;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const print = (name: string, value: number, unit: string, target: string): void => console.log(`${name} ${value.toFixed(1)} ${unit} (${target})`);

const dir = mkdtempSync(join(tmpdir(), 'bench-churn-'));
const sandbox = await startSandbox({ dataDir: join(dir, 'sandbox'), port: 0, users: 1, cookieDelayMs: 1, jobDelayMs: 0, credits: 1_000_000 });
const apiKey = sandbox.users[0]?.apiKey ?? '';
const elsewhere = sandboxApi(sandbox.baseUrl, apiKey);
for (let i = 0; i < COLLECTIONS; i += 1) {
  const { id } = await elsewhere<{ id: number }>('schedules/add_schedule/', {
    name: `Churn ${i}`,
    request_type: 'partsstore',
    schedule: 'Manual',
    priority: 'Normal',
    notification_email: 'bench@example.com',
  });
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

const keychainService = `collection-desk-bench-churn-${process.pid}-${randomUUID().slice(0, 8)}`;
const desk = await createDesk({
  dataDir: join(dir, 'desk'),
  version: 'bench',
  mode: 'web',
  log: () => {},
  keychainService,
  notify: () => {},
  openExternal: async () => {},
});
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
print('sync requests per minute under a churning list', await rate(VISIBLE_S), '/min', `≤ 30 /min; ${COLLECTIONS} collections, over ${VISIBLE_S} s`);
const visibleStates = [...states.entries()].map(([s, n]) => `${s} ×${n}`).join(', ');
console.log(
  `# freshness while visible: ${visibleStates || 'no change'}; ${(await call<{ state: string }>('localCopy.syncStatus', {})).state}${lastMessage ? ` (${lastMessage})` : ''}`,
);
await call('localCopy.focus', { collectionId: null, list: true, visible: false });
await sleep(HIDDEN_SETTLE_S * 1000);
print('sync requests per minute under a churning list, hidden', await rate(HIDDEN_S), '/min', `≤ 6 /min; over ${HIDDEN_S} s after ${HIDDEN_SETTLE_S} s hidden`);

await desk.dispose();
await new Promise<void>((resolve) => proxy.close(() => resolve()));
await sandbox.close();
const store = createKeychainStore({ service: keychainService });
for (const account of profileAccounts(profile.id)) await store.delete(account).catch(() => undefined);
rmSync(dir, { recursive: true, force: true });
