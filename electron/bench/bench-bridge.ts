// `npm run bench:bridge`: the cost of a bridge call in browser mode (HTTP to the web server → router →
// the real app composition, createDesk: profile, credential from the vault, service client → the
// desk's embedded sandbox) against the same call made straight to that sandbox, and the start-up time
// of browser mode to a ready bridge. Prints figures; asserts nothing. Run it in a keyring session to
// measure the OS keychain path; without one it says so and keeps credentials for this session only.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { ProfilesView } from '../../shared/bridge/profile.ts';
import { benchDir, median } from '../../sandbox/bench/bench-kit.ts';
import { createDesk } from '../app/desk.ts';
import { startWebServer } from '../web/server.ts';
import { benchDeskOptions, benchKeychain } from './bench-kit.ts';

const CALLS = 500;
const WARM_UP = 200;
const repo = resolve(import.meta.dirname, '../..');

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

const { dir, remove } = benchDir('desk-bench');
const staticDir = join(dir, 'renderer');
await mkdir(staticDir);
await writeFile(join(staticDir, 'index.html'), '<!doctype html>');

// Unique per run, so the bench never touches the app's own keychain entries; cleared at the end.
const keychain = benchKeychain('bridge');

// In-process: the real app composition (the built-in Sandbox profile is active on a first start, so
// the desk runs its embedded sandbox and stores the demo key in the vault) and the web server over it.
const started = performance.now();
const desk = await createDesk(benchDeskOptions(join(dir, 'data'), keychain.service));
const server = await startWebServer({ router: desk.router, events: desk.events, staticDir, log: () => {}, fetchImage: desk.fetchImage });
const bridgeHeaders = { authorization: `Bearer ${server.token}` };
await post(`${server.origin}/bridge/app.info`, bridgeHeaders);
const inProcessReadyMs = performance.now() - started;

/** A bridge call straight to the router (no transport), that must succeed. */
async function invoke<T>(method: string, input: unknown = {}): Promise<T> {
  const result = await desk.router.invoke(method, input, { origin: 'ipc' });
  if (!result.ok) throw new Error(`${method} failed: ${result.error.kind}: ${result.error.message}`);
  return result.value as T;
}

// No Secret Service (no D-Bus session): the user's way out, session-only storage for this run.
let { storage } = await invoke<{ storage: string }>('credentials.status');
if (storage === 'unavailable') storage = (await invoke<{ storage: string }>('credentials.useSessionOnly')).storage;

// The same sandbox and endpoint both ways: the Sandbox profile's address and the key the desk stored.
const sandboxUrl = (await invoke<ProfilesView>('profiles.list')).profiles.find((p) => p.id === 'sandbox')?.baseUrl ?? '';
const { apiKey } = await invoke<{ apiKey: string }>('credentials.revealApiKey');
const direct = { 'x-api-key': apiKey };

const rows: string[] = [];
for (const [method, path] of [
  ['accounts.credits', 'users/credits/'],
  ['settings.domains', 'settings/domains/'],
] as const) {
  const [viaSandbox, viaBridge] = await timePair(
    async () => void (await post(`${sandboxUrl}/api/v1/${path}`, direct)),
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

// Cold start of `npm run web`'s process: spawn → first line printed → first bridge call answered.
async function coldStart(): Promise<{ printed: number; ready: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [join(repo, 'electron/web/start.ts'), '--port', '0', '--data', join(dir, 'cold'), '--static', staticDir], {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, DESK_KEYCHAIN_SERVICE: keychain.service },
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

console.log(`Bridge overhead, browser mode (real desk, credentials in the ${storage} store) vs straight to the sandbox:`);
for (const row of rows) console.log(`  ${row}`);
console.log(`  app.info (browser-mode transport + router only, no service hop): ${transportOnly.toFixed(3)} ms`);
console.log(
  `Start-up to a ready bridge: in-process ${inProcessReadyMs.toFixed(0)} ms (compose + listen + first call); ` +
    `cold process median ${median(colds.map((c) => c.ready)).toFixed(0)} ms (URL printed at ${median(colds.map((c) => c.printed)).toFixed(0)} ms)`,
);
if (storage === 'keychain') await keychain.clear('sandbox');
remove();
