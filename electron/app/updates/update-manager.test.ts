import { beforeEach, describe, expect, it } from 'vitest';
import type { UpdateStatus } from '../../../shared/bridge/methods/updates.ts';
import { createUpdateManager, type UpdateManagerOptions } from './update-manager.ts';
import type { UpdaterEvent, UpdaterPort } from './updater-port.ts';

/** A stand-in for electron-updater: each check plays the script it was given, as the real feed would. */
function fakeUpdater(script: () => UpdaterEvent[] | Error, mode: UpdaterPort['mode'] = 'install') {
  const listeners = new Set<(event: UpdaterEvent) => void>();
  const state = { checks: 0, installs: 0 };
  const port: UpdaterPort = {
    mode,
    async check() {
      state.checks += 1;
      const events = script();
      if (events instanceof Error) throw events;
      for (const event of events) for (const listener of listeners) listener(event);
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    quitAndInstall() {
      state.installs += 1;
    },
  };
  return { port, state, listeners };
}

let published: UpdateStatus[];
let logs: string[];
beforeEach(() => {
  published = [];
  logs = [];
});

const manager = (options: Partial<UpdateManagerOptions>) =>
  createUpdateManager({
    updater: null,
    autoCheck: true,
    publish: (status) => published.push(status),
    log: (line) => logs.push(line),
    timing: { firstCheckMs: 60_000, everyMs: 60_000 },
    ...options,
  });

const found = (version: string): UpdaterEvent[] => [
  { kind: 'checking' },
  { kind: 'available', version },
  { kind: 'progress', percent: 50 },
  { kind: 'downloaded', version },
];

describe('the update manager', () => {
  it('says updates are unsupported without an updater (browser mode, unpackaged runs)', async () => {
    const updates = manager({});
    expect(await updates.check()).toMatchObject({ state: 'unsupported', autoCheck: true, message: expect.stringMatching(/installed desktop app/) });
    expect(updates.restart()).toBe(false);
  });

  it('reports "up to date" with the time of the check', async () => {
    const fake = fakeUpdater(() => [{ kind: 'checking' }, { kind: 'not-available' }]);
    const updates = manager({ updater: fake.port, now: () => new Date('2026-01-02T03:04:05Z') });
    expect(await updates.check()).toEqual({ state: 'up-to-date', autoCheck: true, checkedAt: '2026-01-02T03:04:05.000Z' });
    expect(published.map((s) => s.state)).toEqual(['checking', 'up-to-date']);
    updates.dispose();
  });

  it('downloads a found update and asks once to restart; "Restart" installs it', async () => {
    const fake = fakeUpdater(() => found('2.0.0'));
    const asked: string[] = [];
    const updates = manager({ updater: fake.port, promptRestart: async (v) => (asked.push(v), true) });
    expect(await updates.check()).toMatchObject({ state: 'ready', version: '2.0.0' });
    await expect.poll(() => fake.state.installs).toBe(1);
    expect(asked).toEqual(['2.0.0']);
    expect(published.map((s) => s.state)).toEqual(['checking', 'downloading', 'downloading', 'ready']);
    expect(published[2]?.percent).toBe(50);
    expect(logs.join('\n')).toMatch(/version 2\.0\.0 downloaded/);
    updates.dispose();
  });

  it('respects "Later": no second prompt for the same version, and Settings can still restart', async () => {
    const fake = fakeUpdater(() => found('2.0.0'));
    let prompts = 0;
    const updates = manager({ updater: fake.port, promptRestart: async () => (prompts++, false) });
    await updates.check();
    await updates.check(); // ready: no second check, no second prompt
    expect(prompts).toBe(1);
    expect(fake.state.checks).toBe(1);
    expect(fake.state.installs).toBe(0);
    expect(updates.restart()).toBe(true);
    expect(fake.state.installs).toBe(1);
    updates.dispose();
  });

  it('shows a failed check in place and recovers on the next one', async () => {
    let fail = true;
    const fake = fakeUpdater(() => (fail ? new Error('getaddrinfo ENOTFOUND updates.example') : [{ kind: 'not-available' }]));
    const updates = manager({ updater: fake.port });
    expect(await updates.check()).toMatchObject({ state: 'error', message: 'The update check failed: getaddrinfo ENOTFOUND updates.example' });
    fail = false;
    const next = await updates.check();
    expect(next.state).toBe('up-to-date');
    expect(next.message).toBeUndefined();
    updates.dispose();
  });

  it('checks by itself when automatic checks are on, and stops when they are turned off', async () => {
    const fake = fakeUpdater(() => [{ kind: 'not-available' }]);
    const auto = manager({ updater: fake.port, timing: { firstCheckMs: 5, everyMs: 5 } });
    await expect.poll(() => fake.state.checks).toBeGreaterThanOrEqual(2);
    auto.setAutoCheck(false);
    expect(auto.status().autoCheck).toBe(false);
    const checks = fake.state.checks;
    await new Promise((resolve) => setTimeout(resolve, 30)); // long enough for several 5 ms checks
    expect(fake.state.checks).toBeLessThanOrEqual(checks + 1); // at most the one already in flight
    auto.dispose();
  });

  it('never checks by itself when started with automatic checks off; "Check now" still works', async () => {
    const after = fakeUpdater(() => [{ kind: 'not-available' }]);
    const restarted = manager({ updater: after.port, autoCheck: false, timing: { firstCheckMs: 1, everyMs: 1 } });
    expect(restarted.status()).toMatchObject({ state: 'idle', autoCheck: false });
    await new Promise((resolve) => setTimeout(resolve, 30)); // long enough for dozens of 1 ms checks
    expect(after.state.checks).toBe(0);
    expect(await restarted.check()).toMatchObject({ state: 'up-to-date' }); // "Check now" still works
    restarted.dispose();
  });

  it('offers a Linux package’s update with its link, once per version, and never downloads or installs it', async () => {
    const link = 'https://updates.acme-analytics.com/desk/Collection-Desk-2.0.0.AppImage';
    const fake = fakeUpdater(() => [{ kind: 'checking' }, { kind: 'available', version: '2.0.0', link }], 'offer');
    const asked: string[] = [];
    const opened: string[] = [];
    const updates = manager({
      updater: fake.port,
      promptDownload: async (v) => (asked.push(v), false),
      openLink: async (url) => void opened.push(url),
      now: () => new Date('2026-01-02T03:04:05Z'),
    });
    expect(await updates.check()).toEqual({ state: 'available', autoCheck: true, version: '2.0.0', link, checkedAt: '2026-01-02T03:04:05.000Z' });
    await updates.check();
    await expect.poll(() => asked).toEqual(['2.0.0']); // "Later": not asked again for the same version
    expect(opened).toEqual([]);
    expect(await updates.openDownload()).toBe(true); // Settings' button
    expect(opened).toEqual([link]);
    expect(updates.restart()).toBe(false);
    expect(fake.state.installs).toBe(0);
    expect(published.map((s) => s.state)).not.toContain('downloading');
    expect(logs.join('\n')).toContain(`version 2.0.0 found; offered for download from ${link}`);
    updates.dispose();
  });

  it('opens the download when the offer is taken, and has nothing to open without a link', async () => {
    const link = 'https://updates.acme-analytics.com/desk/collection-desk_2.0.0_amd64.deb';
    let version = '2.0.0';
    const fake = fakeUpdater(() => [{ kind: 'available', version, ...(version === '2.0.0' ? { link } : {}) }], 'offer');
    const opened: string[] = [];
    const updates = manager({ updater: fake.port, promptDownload: async () => true, openLink: async (url) => void opened.push(url) });
    await updates.check();
    await expect.poll(() => opened).toEqual([link]);
    version = '2.0.1'; // a listing without a file of this package's kind
    expect(await updates.check()).toEqual({ state: 'available', autoCheck: true, version: '2.0.1', checkedAt: expect.any(String) });
    expect(await updates.openDownload()).toBe(false);
    expect(opened).toEqual([link]);
    updates.dispose();
  });
});
