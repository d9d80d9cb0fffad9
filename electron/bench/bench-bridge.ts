// `npm run bench:bridge`: the cost of a bridge call in browser mode (HTTP to the web server → router →
// service client → sandbox) against the same call made straight to the sandbox, and the start-up
// time of browser mode to a ready bridge. Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { startSandbox } from '../../sandbox/start-sandbox.ts';
import { createInterimDesk } from '../web/interim-desk.ts';
import { startWebServer } from '../web/server.ts';

const CALLS = 500;
const WARM_UP = 200;
const repo = resolve(import.meta.dirname, '../..');

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** Medians of two call paths, alternated call by call so JIT warm-up, GC and CPU noise hit both alike. */
async function timePair(a: () => Promise<void>, b: () => Promise<void>): Promise<[number, number]> {
  for (let i = 0; i < WARM_UP; i++) {
    await a();
    await b();
  }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    let t = performance.now();
    await a();
    ta.push(performance.now() - t);
    t = performance.now();
    await b();
    tb.push(performance.now() - t);
  }
  return [median(ta), median(tb)];
}

async function post(url: string, headers: Record<string, string>): Promise<unknown> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
  const body = (await res.json()) as { ok?: boolean; status?: number };
  if (body.ok === false || body.status === 0) throw new Error(`call failed: ${JSON.stringify(body)}`);
  return body;
}

const dir = await mkdtemp(join(tmpdir(), 'desk-bench-'));
const staticDir = join(dir, 'renderer');
await mkdir(staticDir);
await writeFile(join(staticDir, 'index.html'), '<!doctype html>');

const sandbox = await startSandbox({ dataDir: join(dir, 'sandbox'), port: 0, users: 1 });
const apiKey = sandbox.users[0]?.apiKey ?? '';

// In-process: compose the app and the web server over that sandbox, then compare the two paths.
const started = performance.now();
const desk = await createInterimDesk({ dataDir: join(dir, 'data'), version: 'bench', log: () => {}, service: { baseUrl: sandbox.baseUrl, apiKey } });
const server = await startWebServer({ router: desk.router, events: desk.events, staticDir, log: () => {} });
const bridgeHeaders = { authorization: `Bearer ${server.token}` };
await post(`${server.origin}/bridge/app.info`, bridgeHeaders);
const inProcessReadyMs = performance.now() - started;

const direct = { 'x-api-key': apiKey };

const rows: string[] = [];
for (const [method, path] of [
  ['accounts.credits', 'users/credits/'],
  ['settings.domains', 'settings/domains/'],
] as const) {
  const [viaSandbox, viaBridge] = await timePair(
    async () => void (await post(`${sandbox.baseUrl}/api/v1/${path}`, direct)),
    async () => void (await post(`${server.origin}/bridge/${method}`, bridgeHeaders)),
  );
  rows.push(
    `${method.padEnd(18)} direct ${viaSandbox.toFixed(3)} ms · bridge ${viaBridge.toFixed(3)} ms · ` +
      `+${(viaBridge - viaSandbox).toFixed(3)} ms · ratio ${(viaBridge / viaSandbox).toFixed(2)}× (median of ${CALLS}, target ≤ 1.3×)`,
  );
}
// The transport alone: a bridge call that never leaves main (no service hop).
const [transportOnly] = await timePair(
  async () => void (await post(`${server.origin}/bridge/app.info`, bridgeHeaders)),
  async () => {},
);
await server.close();
await desk.dispose();
await sandbox.close();

// Cold start of `npm run web`'s process: spawn → first line printed → first bridge call answered.
async function coldStart(): Promise<{ printed: number; ready: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [join(repo, 'electron/web/start.ts'), '--port', '0', '--data', join(dir, 'cold'), '--static', staticDir], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const line = await new Promise<string>((ok) => createInterface({ input: child.stdout }).once('line', ok));
  const printed = performance.now() - t0;
  const url = new URL(line.slice(line.indexOf('http')));
  await post(`${url.origin}/bridge/app.info`, { authorization: `Bearer ${new URLSearchParams(url.hash.slice(1)).get('token') ?? ''}` });
  const ready = performance.now() - t0;
  const exited = new Promise((ok) => child.once('exit', ok));
  child.kill('SIGTERM');
  await exited;
  return { printed, ready };
}
const colds = [];
for (let i = 0; i < 3; i++) colds.push(await coldStart());

console.log('Bridge overhead, browser mode vs straight to the sandbox:');
for (const row of rows) console.log(`  ${row}`);
console.log(`  app.info (browser-mode transport + router only, no service hop): ${transportOnly.toFixed(3)} ms`);
console.log(`Start-up to a ready bridge: in-process ${inProcessReadyMs.toFixed(0)} ms (compose + listen + first call); ` +
  `cold process median ${median(colds.map((c) => c.ready)).toFixed(0)} ms (URL printed at ${median(colds.map((c) => c.printed)).toFixed(0)} ms)`);
if (!existsSync(join(repo, 'electron/app/desk.ts'))) console.log('  (composed with electron/web/interim-desk.ts: electron/app/desk.ts does not exist yet)');
await rm(dir, { recursive: true, force: true });
