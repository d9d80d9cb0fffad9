// Import engine benchmark: prints (a) parse + check of a 5000-row marketplace file against papaparse's
// bare parse, (b) how fast a 100,000-row file is refused, (c) the longest main-thread task in Chromium
// while the real import worker parses and checks a 5000-row file.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { DOMAINS } from '../shared/api/settings.ts';
import { matchHeaders } from '../shared/csv/item-columns.ts';
import { checkRows } from '../shared/csv/row-checks.ts';
import type { CheckContext } from '../shared/csv/row-checks.ts';
import { decodeBytes } from '../renderer/features/import/lib/decode.ts';
import { parseCsv } from '../renderer/features/import/lib/parse-csv.ts';
import { chromiumLaunch } from '../chromium-launch.ts';
import { benchDir, median } from '../sandbox/bench/bench-kit.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const RUNS = 10;

/** A marketplace CSV of `rows` unique, valid rows. */
function marketplaceCsv(rows: number): string {
  const lines = ['domain,customer_postcode,asin,include_raw_html'];
  for (let i = 0; i < rows; i++) lines.push(`marketplace.com.au,2000,B${i.toString(36).toUpperCase().padStart(9, '0')},${i % 2 === 0 ? 'false' : 'true'}`);
  return `${lines.join('\r\n')}\r\n`;
}

const CONTEXT: CheckContext = {
  domains: DOMAINS,
  activePostcodes: [{ zipcode: '2000', domainName: 'marketplace.com.au' }],
  storeIds: new Set(),
  existingKeys: new Set(),
  remainingRoom: 5000,
};

/** Wall and CPU milliseconds of runs of `fn` (CPU time is what the work costs when the machine is busy). */
interface Timing {
  wall: number[];
  cpu: number[];
}

function time(fn: () => void, runs = RUNS, warmup = 3, into: Timing = { wall: [], cpu: [] }): Timing {
  for (let i = 0; i < warmup; i++) fn();
  for (let i = 0; i < runs; i++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    fn();
    into.wall.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    into.cpu.push((used.user + used.system) / 1000);
  }
  return into;
}

const fmt = (t: Timing): string => `${median(t.wall).toFixed(2)} ms (CPU ${median(t.cpu).toFixed(2)} ms)`;

/** parse → match → check of text, as the worker does it after decoding; -1 when the file is refused. */
function importText(text: string): number {
  const parsed = parseCsv(text);
  if (!parsed.ok) return -1;
  const { mapping } = matchHeaders('marketplace', parsed.headers);
  return checkRows('marketplace', parsed.rows, mapping, CONTEXT).length;
}

/** decode → parse → match → check, the worker's whole path from file bytes. */
function importBytes(bytes: Uint8Array): number {
  const decoded = decodeBytes(bytes);
  if (!decoded.ok) throw new Error(decoded.message);
  return importText(decoded.text);
}

function benchNode(): void {
  const text = marketplaceCsv(5000);
  const bytes = new TextEncoder().encode(text);
  if (importBytes(bytes) !== 5000) throw new Error('the 5000-row file did not import');
  // Interleaved, so both see the same machine load.
  const full: Timing = { wall: [], cpu: [] };
  const bare: Timing = { wall: [], cpu: [] };
  for (let i = 0; i < 3; i++) {
    importText(text);
    Papa.parse(text);
  }
  for (let i = 0; i < RUNS; i++) {
    time(() => importText(text), 1, 0, full);
    time(() => Papa.parse(text), 1, 0, bare);
  }
  const decode = time(() => decodeBytes(bytes));
  const checkOnly = (() => {
    const parsed = parseCsv(text);
    if (!parsed.ok) throw new Error(parsed.message);
    const { mapping } = matchHeaders('marketplace', parsed.headers);
    return time(() => checkRows('marketplace', parsed.rows, mapping, CONTEXT));
  })();
  const ratio = (k: keyof Timing): string => (median(full[k]) / median(bare[k])).toFixed(2);
  console.log(`(a) 5000-row marketplace file (${(bytes.length / 1e3).toFixed(0)} kB), parse + check: ${fmt(full)}, median of ${RUNS} (target ≤ 50 ms)`);
  console.log(`    papaparse bare parse: ${fmt(bare)}; ratio ${ratio('wall')}× wall, ${ratio('cpu')}× CPU (target ≤ 2×)`);
  console.log(`    checkRows alone: ${fmt(checkOnly)}; decoding the bytes first: ${fmt(decode)}`);

  const huge = new TextEncoder().encode(marketplaceCsv(100_000));
  const coldStart = performance.now();
  if (importBytes(huge) !== -1) throw new Error('the 100,000-row file was not refused');
  const cold = performance.now() - coldStart;
  const reject = time(() => importBytes(huge));
  console.log(
    `(b) 100,000-row file (${(huge.length / 1e6).toFixed(1)} MB) refused in ${fmt(reject)}, median of ${RUNS}; first run ${cold.toFixed(2)} ms (target ≤ 200 ms)`,
  );
}

// The page: fetches the CSV, then parses + checks it through the real worker client, five times,
// recording long tasks and the longest gap between ticks of a timer chain on the main thread.
function pageSource(): string {
  const client = join(ROOT, 'renderer/features/import/lib/worker-client.ts');
  const settings = join(ROOT, 'shared/api/settings.ts');
  return `
import { startImportWorker } from ${JSON.stringify(client)};
import { DOMAINS } from ${JSON.stringify(settings)};
const longTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration }); })
  .observe({ type: 'longtask', buffered: true });
const context = { domains: DOMAINS, activePostcodes: [{ zipcode: '2000', domainName: 'marketplace.com.au' }],
  storeIds: new Set(), existingKeys: new Set(), remainingRoom: 5000 };
const marks = [];
async function once(client, bytes) {
  const start = performance.now();
  const parsed = await client.parse({ bytes, type: 'marketplace' });
  marks.push(['parsed', start, performance.now()]);
  if (!parsed.ok) throw new Error(parsed.failure.message);
  const rows = await client.check({ type: 'marketplace', rows: parsed.file.rows, mapping: parsed.file.mapping, context });
  marks.push(['checked', start, performance.now()]);
  if (rows.length !== 5000 || rows.some((r) => r.errors.length)) throw new Error('unexpected check result');
  return performance.now() - start;
}
async function main() {
  const bytes = new Uint8Array(await (await fetch('/data.csv')).arrayBuffer());
  const client = startImportWorker();
  await once(client, bytes);
  await new Promise((r) => setTimeout(r, 200));
  // A timer chain: the longest gap between its ticks bounds the longest main-thread task (timers add ~4 ms).
  let maxGap = 0, last = performance.now(), running = true;
  const tick = () => { const now = performance.now(); maxGap = Math.max(maxGap, now - last); last = now; if (running) setTimeout(tick, 0); };
  const from = performance.now();
  setTimeout(tick, 0);
  const walls = [];
  for (let i = 0; i < 5; i++) walls.push(await once(client, bytes));
  running = false;
  await new Promise((r) => setTimeout(r, 100));
  const during = longTasks.filter((t) => t.start >= from).map((t) => t.duration);
  window.__bench = { walls, maxGap, longTasks: during, debug: { marks, longTasks, from } };
}
main().catch((e) => { window.__bench = { error: String(e) }; });
`;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.csv': 'text/csv' };

async function benchChromium(): Promise<void> {
  const { dir, remove } = benchDir('bench-import');
  let server: Server | undefined;
  try {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><meta charset="utf-8"><title>bench</title><script type="module" src="./main.ts"></script>');
    writeFileSync(join(dir, 'main.ts'), pageSource());
    const out = join(dir, 'dist');
    await build({ root: dir, configFile: false, logLevel: 'error', base: './', build: { outDir: out, emptyOutDir: true }, worker: { format: 'es' } });
    const csv = marketplaceCsv(5000);
    const srv = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (path === '/data.csv') {
        res.writeHead(200, { 'content-type': TYPES['.csv'] }).end(csv);
        return;
      }
      const file = join(out, path === '/' ? 'index.html' : path);
      if (!file.startsWith(out)) return void res.writeHead(403).end();
      let body: Buffer;
      try {
        body = readFileSync(file);
      } catch {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    });
    server = srv;
    await new Promise<void>((ok) => srv.listen(0, '127.0.0.1', ok));
    const address = srv.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const browser = await chromium.launch({
      ...chromiumLaunch,
    });
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      const handle = await page.waitForFunction(() => (window as unknown as { __bench?: unknown }).__bench, undefined, { timeout: 60_000 });
      const result = (await handle.jsonValue()) as { walls?: number[]; maxGap?: number; longTasks?: number[]; error?: string };
      if (result.error !== undefined) throw new Error(result.error);
      if (process.env.BENCH_DEBUG) console.log(JSON.stringify((result as { debug?: unknown }).debug));
      const longest = Math.max(0, ...(result.longTasks ?? []));
      console.log(
        `(c) Chromium, worker parse + check of 5000 rows: ${median(result.walls ?? []).toFixed(1)} ms wall (median of 5); ` +
          `long tasks: ${result.longTasks?.length ? `${result.longTasks.length}, longest ${longest.toFixed(1)} ms` : 'none (all < 50 ms)'}; ` +
          `timer-chain gap ${(result.maxGap ?? 0).toFixed(1)} ms (upper bound: includes queued messages and OS scheduling) (target ≤ 50 ms longest task)`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    server?.close();
    remove();
  }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(`machine: ${cpus().length} CPUs, load average ${load()} (wall-clock figures stretch under load)`);
benchNode();
await benchChromium();
console.log(`load average after: ${load()}`);
