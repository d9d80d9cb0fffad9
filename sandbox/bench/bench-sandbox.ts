/**
 * Sandbox benchmark (`npm run bench:sandbox`): starts a sandbox (its CLI, in a child process) on a temp dir and
 * prints one line per figure.
 * - bulk: a 5000-row marketplace CSV upload, median of 3 on fresh collections (target <= 300 ms);
 * - count: `list` with `with_count` and limit 1 on a 5000-item collection, median of 50 (target <= 10 ms);
 * - mixed: 2000 requests (lists, gets, creates, domains, credits) from 3 users at concurrency 20.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sandboxApi } from '../testing/sandbox-api.ts';
import { activePostcodes, benchAsins, benchCollection, benchDir, median, quantile, timed } from './bench-kit.ts';

interface Envelope {
  status: number;
  code: number;
  data: unknown;
}

const USERS = 3;
const MIXED_REQUESTS = 2000;
const CONCURRENCY = 20;

// The sandbox runs in its own process (as `npm run sandbox` does), so the load generator does not share its CPU.
const { dir: dataDir, remove } = benchDir('cd-bench-sandbox');
const child = spawn(
  process.execPath,
  ['sandbox/cli.ts', '--port', '0', '--data', dataDir, '--users', String(USERS), '--cookie-delay-ms', '10', '--job-delay-ms', '1'],
  { cwd: join(import.meta.dirname, '..', '..'), stdio: ['ignore', 'pipe', 'inherit'] },
);
const firstLine = await new Promise<string>((resolve) => createInterface({ input: child.stdout }).once('line', resolve));
const sandbox = JSON.parse(firstLine) as { baseUrl: string; users: { apiKey: string }[] };
const keys = sandbox.users.map((u) => u.apiKey);

async function call(key: string, path: string, body: unknown = {}): Promise<Envelope> {
  const response = await fetch(`${sandbox.baseUrl}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

async function upload(key: string, path: string, collection: number, csv: string): Promise<Envelope> {
  const form = new FormData();
  form.append('collection_id', String(collection));
  form.append('csv', new Blob([csv], { type: 'text/csv' }), 'items.csv');
  const response = await fetch(`${sandbox.baseUrl}/api/v1/${path}`, { method: 'POST', headers: { 'x-api-key': key }, body: form });
  return (await response.json()) as Envelope;
}

function must<T>(envelope: Envelope, what: string): T {
  if (envelope.status !== 1) throw new Error(`${what} failed: ${JSON.stringify(envelope)}`);
  return envelope.data as T;
}

const newCollection = (key: string, name: string): Promise<number> => benchCollection(sandboxApi(sandbox.baseUrl, key), name);
const activePostcode = async (key: string): Promise<number> => (await activePostcodes(sandboxApi(sandbox.baseUrl, key), [1]))[0] ?? 0;

function asinCsv(count: number, start: number): string {
  const lines = ['domain,customer_postcode,asin,include_raw_html'];
  for (const asin of benchAsins(count, start)) lines.push(`marketplace.com.au,2000,${asin},false`);
  return `${lines.join('\r\n')}\r\n`;
}

const ms = (value: number): string => value.toFixed(2);

try {
  const key = keys[0] ?? '';
  const zips = await Promise.all(keys.map((k) => activePostcode(k)));

  // Bulk insert: 5000 rows into a fresh collection, three times.
  const bulkRuns: number[] = [];
  for (let run = 0; run < 3; run++) {
    const collection = await newCollection(key, `bulk ${run}`);
    const csv = asinCsv(5000, 0);
    bulkRuns.push(
      await timed(async () => {
        const result = must<{ success_count: number }>(await upload(key, 'schedules/marketplace/asin/create/bulk/', collection, csv), 'bulk');
        if (result.success_count !== 5000) throw new Error(`bulk inserted ${result.success_count} rows`);
      }),
    );
  }
  console.log(`bulk-csv-5000-rows median_ms=${ms(median(bulkRuns))} runs_ms=${bulkRuns.map(ms).join('/')} target_ms<=300`);

  // with_count + limit 1 on 5000 items (the first bulk collection holds them).
  const full = await newCollection(key, 'count');
  must(await upload(key, 'schedules/marketplace/asin/create/bulk/', full, asinCsv(5000, 0)), 'bulk');
  const countBody = { collection_id: full, with_count: 1, limit: 1 };
  for (let i = 0; i < 5; i++) await call(key, 'schedules/marketplace/asin/list/', countBody);
  const countRuns: number[] = [];
  for (let i = 0; i < 50; i++) {
    countRuns.push(await timed(async () => must(await call(key, 'schedules/marketplace/asin/list/', countBody), 'list')));
  }
  console.log(`list-with-count-limit-1-on-5000 median_ms=${ms(median(countRuns))} target_ms<=10`);

  // Mixed load: each user has a collection with 200 items to list and get.
  const targets = await Promise.all(
    keys.map(async (k, u) => {
      const collection = await newCollection(k, `mixed ${u}`);
      must(await upload(k, 'schedules/marketplace/asin/create/bulk/', collection, asinCsv(200, 0)), 'bulk');
      const items = must<{ id: number }[]>(await call(k, 'schedules/marketplace/asin/list/', { collection_id: collection, limit: 200 }), 'list');
      return { key: k, collection, zip: zips[u] ?? 0, itemIds: items.map((i) => i.id) };
    }),
  );
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const request = (i: number): Promise<Envelope> => {
    const t = targets[i % USERS];
    if (!t) throw new Error('no target');
    switch (i % 6) {
      case 0:
        return call(t.key, 'schedules/marketplace/asin/list/', { collection_id: t.collection, limit: 20 });
      case 1:
        return call(t.key, 'schedules/marketplace/asin/get/', { id: t.itemIds[i % t.itemIds.length] });
      case 2:
        return call(t.key, 'schedules/marketplace/asin/create/', {
          collection: t.collection,
          domain: 1,
          customer_postcode: t.zip,
          asin: `C${String(i).padStart(9, '0')}`,
        });
      case 3:
        return call(t.key, 'settings/domains/');
      case 4:
        return call(t.key, 'users/credits/');
      default:
        return call(t.key, 'schedules/get_schedule/', { collection_id: t.collection });
    }
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < MIXED_REQUESTS; i = next++) {
        const t0 = performance.now();
        const envelope = await request(i);
        latencies.push(performance.now() - t0);
        if (envelope.status !== 1) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `mixed-${MIXED_REQUESTS}-requests-${USERS}-users-concurrency-${CONCURRENCY} p50_ms=${ms(quantile(latencies, 0.5))} ` +
      `p99_ms=${ms(quantile(latencies, 0.99))} throughput_rps=${(MIXED_REQUESTS / seconds).toFixed(0)} failures=${failures}`,
  );
} finally {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  remove();
}
