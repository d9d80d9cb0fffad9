// What every benchmark shares (`npm run bench:*`: sandbox/bench, electron/bench, scripts/bench-*): the
// statistics and the line a figure prints, a throwaway folder, and a sandbox filled through the service's API
// as a user would fill it. Benchmarks print figures and assert nothing (docs/benchmarks.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '../start-sandbox.ts';
import { sandboxApi } from '../testing/sandbox-api.ts';

/** The value at quantile `q` (0–1) of some figures, by nearest rank: always one of them, never between two. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

/** The median of some figures (the mean of the middle two when they are even in number). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** How long `work` takes, in ms. */
export async function timed(work: () => unknown): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** How long each of `n` calls of `work` (given its number) takes, in ms, one after the other. */
export async function timings(n: number, work: (i: number) => unknown): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) out.push(await timed(() => work(i)));
  return out;
}

/** Prints one figure as `name value unit (target)`, the line docs/benchmarks.md quotes. */
export function printFigure(name: string, value: number, unit: string, target: string): void {
  console.log(`${name} ${value.toFixed(value < 10 ? 2 : 1)} ${unit} (${target})`);
}

/** A fresh folder under the system's temp folder, and how to remove it when the bench is done. */
export function benchDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `count` ASINs, B000000000 (or `start`) on. */
export const benchAsins = (count: number, start = 0): string[] => Array.from({ length: count }, (_, i) => `B${String(start + i).padStart(9, '0')}`);

/** The service's API with one account's key: POSTs JSON, answers the envelope's data, throws on a failure. */
export type BenchApi = ReturnType<typeof sandboxApi>;

/** A sandbox in this process on `dir`, one user with credits to spare and jobs without delays, and its API with that user's key. */
export async function benchSandbox(dir: string): Promise<{ sandbox: RunningSandbox; apiKey: string; api: BenchApi }> {
  const sandbox = await startSandbox({ dataDir: join(dir, 'sandbox'), port: 0, users: 1, cookieDelayMs: 1, jobDelayMs: 0, credits: 1_000_000 });
  const apiKey = sandbox.users[0]?.apiKey ?? '';
  return { sandbox, apiKey, api: sandboxApi(sandbox.baseUrl, apiKey) };
}

/** Adds postcode 2000 for each of `domains` and waits until the service made them all active. */
export async function activePostcodes(api: BenchApi, domains: readonly number[]): Promise<number[]> {
  const ids: number[] = [];
  for (const domain of domains) ids.push((await api<{ id: number }>('zipcodes/create-zipcode/', { domain, zipcode: '2000' })).id);
  while ((await api<{ id: number; status: string }[]>('zipcodes/get-zipcodes/', {})).some((z) => ids.includes(z.id) && z.status !== 'active')) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return ids;
}

/** Adds a manual collection of `type` named `name`; answers its id. */
export async function benchCollection(api: BenchApi, name: string, type: 'marketplace' | 'partsstore' | 'officestore' = 'marketplace'): Promise<number> {
  const body = { name, request_type: type, schedule: 'Manual', priority: 'Normal', notification_email: 'bench@example.com' };
  return (await api<{ id: number }>('schedules/add_schedule/', body)).id;
}
