import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSeedUsers } from '../../../sandbox/accounts/seed.ts';
import type { Result } from '../../../shared/bridge/result.ts';
import { createDesk } from '../desk.ts';
import type { ComposedDesk } from '../desk.ts';
import type { DeskNotification } from '../desk-notification.ts';
import type { DeskOptions } from '../desk-options.ts';
import type { BridgeContext } from '../bridge/router.ts';

export { clearKeychainService, keychainLookup, requireSecretService, testKeychainService } from './secret-service.ts';

/** A desk under test with everything it said recorded. */
export interface TestDesk {
  desk: ComposedDesk;
  dataDir: string;
  /** Calls a bridge method as the renderer would. */
  call(method: string, input?: unknown, ctx?: BridgeContext): Promise<Result<unknown>>;
  /** Calls a method that must succeed and returns its value. */
  value<T = Record<string, unknown>>(method: string, input?: unknown, ctx?: BridgeContext): Promise<T>;
  results: Result<unknown>[];
  events: { event: string; payload: unknown }[];
  logs: string[];
  notifications: DeskNotification[];
  opened: string[];
  copied: string[];
  /** Resolves with the first event matching `match`, already seen (from index `from` of `events`) or still to come. */
  waitForEvent(
    event: string,
    match?: (payload: Record<string, unknown>) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<Record<string, unknown>>;
  dispose(): Promise<void>;
}

/** Starts a desk on a data dir (a fresh temp one by default) with fast sandbox jobs and polling. */
export async function startTestDesk(options: Partial<DeskOptions> & { keychainService: string; keepDataDir?: boolean }): Promise<TestDesk> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'cd-desk-'));
  const logs: string[] = [];
  const notifications: DeskNotification[] = [];
  const opened: string[] = [];
  const copied: string[] = [];
  const events: { event: string; payload: unknown }[] = [];
  const results: Result<unknown>[] = [];
  const waiters = new Set<() => void>();
  const desk = await createDesk({
    version: '0.0.0-test',
    mode: 'web',
    notify: (n) => notifications.push(n),
    openExternal: async (url) => void opened.push(url),
    copyText: (text) => void copied.push(text),
    chooseSavePath: async (name) => join(dataDir, 'saved', name),
    sandbox: { cookieDelayMs: 150, jobDelayMs: 2 },
    watchTiming: { baseMs: 40, capMs: 250 },
    ...options,
    dataDir,
    log: (line) => {
      logs.push(line);
      options.log?.(line);
    },
  });
  const unsubscribe = desk.events.subscribe((event, payload) => {
    events.push({ event, payload });
    for (const wake of [...waiters]) wake();
  });
  const call = async (method: string, input: unknown = {}, ctx: BridgeContext = { origin: 'web' }) => {
    const result = await desk.router.invoke(method, input, ctx);
    results.push(result);
    return result;
  };
  return {
    desk,
    dataDir,
    call,
    async value<T>(method: string, input?: unknown, ctx?: BridgeContext): Promise<T> {
      const result = await call(method, input, ctx);
      if (!result.ok) throw new Error(`${method} failed: ${result.error.kind}: ${result.error.message}`);
      return result.value as T;
    },
    results,
    events,
    logs,
    notifications,
    opened,
    copied,
    waitForEvent(event, match = () => true, { from = 0, timeoutMs = 15_000 } = {}) {
      const find = () => events.slice(from).find((e) => e.event === event && match(e.payload as Record<string, unknown>));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${event} event within ${timeoutMs} ms; saw: ${events.map((e) => e.event).join(', ')}`));
        }, timeoutMs);
        function check(): void {
          const found = find();
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found.payload as Record<string, unknown>);
        }
        waiters.add(check);
        check();
      });
    },
    async dispose() {
      unsubscribe();
      await desk.dispose();
      if (!options.keepDataDir && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The embedded sandbox's demo account of a desk's data dir (e-mail, password and current key). */
export function sandboxDemoUser(dataDir: string): { email: string; password: string; apiKey: string } {
  const users = readSeedUsers(join(dataDir, 'sandbox'));
  const user = users[0];
  if (!user) throw new Error('the embedded sandbox seeded no user');
  return user;
}

/** Reads until `read` gives a value (not undefined or false), polling every 25 ms; fails after `timeoutMs`. */
export async function waitUntil<T>(read: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
