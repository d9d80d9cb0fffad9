import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { sandboxApi } from '../../sandbox/testing/sandbox-api.ts';
import { expect } from './desk-app.ts';

/** A sandbox service of a test's own (the desk's embedded one cannot be stopped from a test), as a real profile's service. */
export interface OwnSandbox {
  baseUrl: string;
  apiKey: string;
  /** Calls its API directly with the account's key: a colleague, a script or a schedule changing data outside the desk. */
  api<T = unknown>(path: string, body: unknown): Promise<T>;
  /** Stops the service (the desk then cannot reach it). */
  stop(): Promise<void>;
  /** Starts it again on the same address with the same data. */
  restart(): Promise<void>;
  /** Stops it for good and removes its data. */
  dispose(): Promise<void>;
}

/** Starts a sandbox of its own on a free port (fast jobs and cookies). */
export async function startOwnSandbox(): Promise<OwnSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cd-e2e-own-sandbox-'));
  let child: ChildProcess | null = null;
  const launch = async (port: number): Promise<{ baseUrl: string; users: { apiKey: string }[] }> => {
    const started = spawn(process.execPath, ['sandbox/cli.ts', '--port', String(port), '--data', dataDir, '--cookie-delay-ms', '300', '--job-delay-ms', '5'], {
      cwd: resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    return new Promise((done, fail) => {
      createInterface({ input: started.stdout! }).once('line', (line) => done(JSON.parse(line) as { baseUrl: string; users: { apiKey: string }[] }));
      started.once('exit', (code) => fail(new Error(`sandbox exited (${code})`)));
    });
  };
  const first = await launch(0);
  const baseUrl = first.baseUrl;
  const apiKey = first.users[0]?.apiKey ?? '';
  const stop = async () => {
    const running = child;
    if (running === null || running.exitCode !== null) return;
    const exited = new Promise((done) => running.once('exit', done));
    running.kill('SIGTERM');
    await exited;
  };
  return {
    baseUrl,
    apiKey,
    api: sandboxApi(baseUrl, apiKey),
    stop,
    async restart() {
      await stop();
      await launch(Number(new URL(baseUrl).port));
    },
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A manual marketplace collection "Shared shelf" with these ASINs at postcode 2000 (made active first), made through the service's API. */
export async function sharedShelf(own: OwnSandbox, asins: string[]): Promise<number> {
  await own.api('zipcodes/create-zipcode/', { domain: 1, zipcode: '2000' });
  await expect.poll(async () => (await own.api<unknown[]>('zipcodes/get-zipcodes/', { status: 'active', domain: 1 })).length, { timeout: 20_000 }).toBe(1);
  const { id } = await own.api<{ id: number }>('schedules/add_schedule/', {
    name: 'Shared shelf',
    request_type: 'marketplace',
    schedule: 'Manual',
    priority: 'Normal',
    notification_email: 'analyst@example.com',
  });
  await own.api('schedules/marketplace/asin/create/multiple/', {
    collection: id,
    domain: 'marketplace.com.au',
    customer_postcode: '2000',
    asins: asins.join(','),
  });
  return id;
}
