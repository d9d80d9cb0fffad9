import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import { readSeedKey, readSeedUsers } from '../../../sandbox/accounts/seed.ts';
import type { SeedUser } from '../../../sandbox/accounts/seed.ts';
import { startSandbox } from '../../../sandbox/start-sandbox.ts';
import type { RunningSandbox } from '../../../sandbox/start-sandbox.ts';
import { describeError } from '../bridge/redact.ts';
import { DeskError } from './desk-error.ts';

/** Job timings of the embedded sandbox (tests and e2e make them fast). */
export interface SandboxTimings {
  cookieDelayMs?: number;
  jobDelayMs?: number;
}

/** The embedded sandbox service, started in this process the first time it is needed. */
export interface SandboxHost {
  /** Starts the sandbox once (later calls share the start) and returns it. */
  ensure(): Promise<RunningSandbox>;
  /** The running sandbox, or null before `ensure` finished. */
  running(): RunningSandbox | null;
  /** The demo account's current API key (the sandbox keeps its seed file current across rotations). */
  demoKey(): string | undefined;
  /** The demo account's e-mail and password, from the sandbox's own sealed store (undefined before it started). */
  demoAccount(): Pick<SeedUser, 'email' | 'password'> | undefined;
  /** Stops the sandbox and deletes all of its data; the next `ensure` starts it fresh with a new demo account. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** A host for the sandbox under `<dataDir>/sandbox` with one seeded demo user. */
export function createSandboxHost(options: { dataDir: string; timings?: SandboxTimings; log: (line: string) => void }): SandboxHost {
  const dataDir = join(options.dataDir, 'sandbox');
  let starting: Promise<RunningSandbox> | null = null;
  let sandbox: RunningSandbox | null = null;
  let closed = false;
  let resetting: Promise<void> | null = null;

  const host: SandboxHost = {
    ensure() {
      if (closed) return Promise.reject(new DeskError('cancelled', 'The app is shutting down.'));
      // A start during a reset waits for it, so it can never run on the data being deleted.
      if (resetting) return resetting.then(() => host.ensure());
      starting ??= startSandbox({ dataDir, port: 0, users: 1, ...options.timings, log: (line) => options.log(`sandbox: ${line}`) }).then(
        (started) => {
          sandbox = started;
          options.log(`sandbox: serving on ${started.baseUrl}`);
          return started;
        },
        (err: unknown) => {
          starting = null;
          options.log(`sandbox: could not start: ${describeError(err)}`);
          throw new DeskError('network', 'The embedded sandbox could not start. Restart the app; if it keeps failing, see the log.');
        },
      );
      return starting;
    },
    running: () => sandbox,
    demoKey() {
      const user = sandbox?.users[0];
      if (!user) return undefined;
      return readSeedKey(sandbox?.dataDir ?? dataDir, user.email) ?? user.apiKey;
    },
    demoAccount() {
      const user = sandbox?.users[0];
      if (!user) return undefined;
      const kept = readSeedUsers(sandbox?.dataDir ?? dataDir).find((u) => u.email === user.email) ?? user;
      return { email: kept.email, password: kept.password };
    },
    async reset() {
      if (resetting) return resetting;
      const pending = starting;
      starting = null;
      sandbox = null;
      resetting = (async () => {
        const running = await pending?.catch(() => null);
        await running?.close();
        await rm(dataDir, { recursive: true, force: true });
        options.log('sandbox: reset (all of its data deleted)');
      })();
      try {
        await resetting;
      } finally {
        resetting = null;
      }
    },
    async close() {
      closed = true;
      const pending = starting;
      starting = null;
      const running = await pending?.catch(() => null);
      sandbox = null;
      await running?.close();
    },
  };
  return host;
}
