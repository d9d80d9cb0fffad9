import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../start-sandbox.ts';

/** A raw envelope as the service sends it. */
export interface RawEnvelope {
  code: number;
  status: number;
  data: unknown;
}

/** How a test call authenticates: an API key, a session token, or nothing. */
export type TestAuth = { apiKey: string } | { token: string } | null;

/** A sandbox on a fresh temp data dir plus small HTTP helpers, for tests over real loopback HTTP. */
export interface TestSandbox {
  sandbox: RunningSandbox;
  baseUrl: string;
  /** The first seeded user's API key. */
  apiKey: string;
  /** POST JSON to `/api/v1/<path>` with the first user's key unless `auth` says otherwise. */
  call(path: string, body?: unknown, auth?: TestAuth): Promise<RawEnvelope>;
  /** POST a multipart bulk CSV. */
  upload(path: string, fields: Record<string, string>, csv: string | Uint8Array, auth?: TestAuth): Promise<RawEnvelope>;
  /** Restarts the sandbox on the same data dir. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a sandbox for a test with fast job timings. */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'cd-sandbox-'));
  const opts: SandboxOptions = { cookieDelayMs: 30, jobDelayMs: 1, ...options, dataDir, port: 0 };
  let sandbox = await startSandbox(opts);
  const headersFor = (auth: TestAuth | undefined): Record<string, string> => {
    const chosen = auth === undefined ? { apiKey: sandbox.users[0]?.apiKey ?? '' } : auth;
    if (chosen === null) return {};
    return 'apiKey' in chosen ? { 'x-api-key': chosen.apiKey } : { authorization: `Token ${chosen.token}` };
  };
  const test: TestSandbox = {
    get sandbox() {
      return sandbox;
    },
    get baseUrl() {
      return sandbox.baseUrl;
    },
    get apiKey() {
      return sandbox.users[0]?.apiKey ?? '';
    },
    async call(path, body = {}, auth) {
      const response = await fetch(`${sandbox.baseUrl}/api/v1/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headersFor(auth) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return (await response.json()) as RawEnvelope;
    },
    async upload(path, fields, csv, auth) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('csv', new Blob([csv as NonNullable<ConstructorParameters<typeof Blob>[0]>[number]], { type: 'text/csv' }), 'items.csv');
      const response = await fetch(`${sandbox.baseUrl}/api/v1/${path}`, {
        method: 'POST',
        headers: headersFor(auth),
        body: form,
      });
      return (await response.json()) as RawEnvelope;
    },
    async restart() {
      await sandbox.close();
      sandbox = await startSandbox(opts);
    },
    async close() {
      await sandbox.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return test;
}

/** Polls `check` until it returns a value (not undefined) or the deadline passes. */
export async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
