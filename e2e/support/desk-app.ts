import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { bridge } from './bridge.ts';

/** A browser-mode Collection Desk on a fresh data dir (its own embedded sandbox), for one worker. */
export interface DeskApp {
  /** The address to open, with the per-run token in the fragment. */
  url: string;
  dataDir: string;
}

const repo = resolve(import.meta.dirname, '../..');

/**
 * Starts `electron/web/start.ts` on a free port and a temp data dir; resolves once it printed its URL.
 * `withoutSecretService` takes the D-Bus session away, so the OS keychain cannot be reached at all.
 */
export async function startDeskApp(options: { jobDelayMs?: number; withoutSecretService?: boolean } = {}): Promise<DeskApp & { stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cd-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['electron/web/start.ts', '--port', '0', '--data', dataDir], {
    cwd: repo,
    // Fast synthetic jobs so journeys wait for state changes in well under a second.
    env: {
      ...process.env,
      ...(options.withoutSecretService ? { DBUS_SESSION_BUS_ADDRESS: '' } : {}),
      DESK_SANDBOX_COOKIE_DELAY_MS: '400',
      DESK_SANDBOX_JOB_DELAY_MS: String(options.jobDelayMs ?? 5),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /(http:\/\/127\.0\.0\.1:\d+\/#token=\S+)/.exec(line);
      if (match?.[1]) resolveUrl(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`browser mode exited (${code}): ${stderr.join('')}`)));
  });
  return {
    url,
    dataDir,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Playwright fixtures: `desk` (one app per worker) and `openDesk(page, hashRoute)`. Each journey meets the
 * desk with its window on screen and no collection open, as a user's starts: the page of the journey
 * before, closing, told main the window was hidden, which slows main's reads of the service sixfold.
 */
export const test = base.extend<{ openDesk: (route?: string) => Promise<Page>; desk: DeskApp }, { workerDesk: DeskApp }>({
  workerDesk: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      const app = await startDeskApp();
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  desk: async ({ request, workerDesk }, use) => {
    await bridge(request, workerDesk, 'localCopy.focus', { collectionId: null, list: false, visible: true });
    await use(workerDesk);
  },
  openDesk: async ({ page, desk }, use) => {
    await use(async (route = '') => {
      await page.goto(desk.url);
      await expect(page.getByRole('navigation')).toBeVisible();
      if (route) await page.evaluate((hash) => (window.location.hash = hash), route);
      return page;
    });
  },
});

export { expect };

/**
 * Fails on any serious or critical axe violation of the current page, listing them; `include` (a CSS
 * selector) scans only that part, for a journey whose screen other journeys scan whole (a scan of a
 * whole screen takes seconds on a busy machine).
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  const scan = async (): Promise<Map<string, string>> => {
    const builder = new AxeBuilder({ page });
    const results = await (include === undefined ? builder : builder.include(include)).analyze();
    const found = new Map<string, string>();
    for (const v of results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
      for (const n of v.nodes) found.set(`${v.id} ${n.target.join(' ')}`, `${v.id}: ${v.help} (${n.target.join(' ')})`);
    }
    return found;
  };
  const first = await scan();
  if (first.size === 0) return;
  // A violation counts when the next scan (a second or so later: a scan takes that long) still finds it: a
  // button between busy and ready for a frame is not what a user meets, a colour that stays is.
  const again = await scan();
  expect([...again].filter(([key]) => first.has(key)).map(([, text]) => text)).toEqual([]);
}

/**
 * Saves a full-page screenshot of a screen as a test artifact (`test-results/screens/<name>.png`), for
 * people to look at; CI keeps no artifacts, so it skips them (about a minute of a run).
 */
export async function saveScreen(page: Page, name: string): Promise<void> {
  if (process.env.CI) return;
  await page.screenshot({ path: join(repo, 'test-results', 'screens', `${name}.png`), fullPage: true });
}
