import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createTimers } from './jobs/timers.ts';
import { createOutbox } from './mail/outbox.ts';
import { seedDomains, seedUsers, type SeedUser } from './accounts/seed.ts';
import { createApp } from './sandbox-app.ts';
import type { SandboxContext, SandboxSettings } from './server/context.ts';
import { MODULES } from './sandbox-modules.ts';
import { openDatabase } from './store/db.ts';
import { privateDir } from './store/private-files.ts';

/** Options of `startSandbox` (the CLI flags of `npm run sandbox`). */
export interface SandboxOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  users?: number;
  cookieDelayMs?: number;
  jobDelayMs?: number;
  credits?: number;
  log?: (line: string) => void;
}

/** A running sandbox. */
export interface RunningSandbox {
  baseUrl: string;
  dataDir: string;
  users: SeedUser[];
  /** Stops jobs, closes the server and the database; nothing is left half-written. */
  close(): Promise<void>;
}

/** The OS's per-user app-data folder for the sandbox. */
export function defaultDataDir(): string {
  const base =
    process.platform === 'win32'
      ? (process.env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'))
      : process.platform === 'darwin'
        ? join(homedir(), 'Library', 'Application Support')
        : (process.env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'));
  return join(base, 'collection-desk-sandbox');
}

/** Starts the sandbox service on loopback over its data dir. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const settings: SandboxSettings = {
    dataDir: options.dataDir ?? defaultDataDir(),
    cookieDelayMs: options.cookieDelayMs ?? 3000,
    jobDelayMs: options.jobDelayMs ?? 50,
    credits: options.credits ?? 10000,
  };
  privateDir(settings.dataDir);
  const log = options.log ?? (() => {});
  const db = openDatabase(join(settings.dataDir, 'sandbox.sqlite'));
  seedDomains(db);
  const users = seedUsers(db, settings.dataDir, options.users ?? 1, settings.credits);
  let baseUrl = '';
  const ctx: SandboxContext = {
    db,
    settings,
    outbox: createOutbox(db, settings.dataDir),
    timers: createTimers(log),
    baseUrl: () => baseUrl,
    log,
  };
  const app = createApp(ctx);
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${host}:${port}`;
  for (const module of MODULES) module.start?.(ctx);

  let closed = false;
  return {
    baseUrl,
    dataDir: settings.dataDir,
    users,
    async close() {
      if (closed) return;
      closed = true;
      ctx.timers.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      db.close();
    },
  };
}
