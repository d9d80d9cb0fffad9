import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearKeychainService, requireSecretService, startTestDesk, testKeychainService } from '../testing/desk-test-kit.ts';
import type { TestDesk } from '../testing/desk-test-kit.ts';

const service = testKeychainService('settings');
// Each desk runs its own sandbox with its own demo account, so each keeps its key under its own service.
const desktopService = testKeychainService('settings-desktop');
const pickedFolder = mkdtempSync(join(tmpdir(), 'cd-picked-'));
let web: TestDesk;
let electron: TestDesk;
let nextPick: string | null = pickedFolder;
const opened: string[] = [];
const progress: (number | null)[] = [];
const saveFolders: string[] = [];

beforeAll(async () => {
  requireSecretService();
  web = await startTestDesk({ keychainService: service });
  electron = await startTestDesk({
    keychainService: desktopService,
    mode: 'electron',
    downloadsDir: '/home/analyst/Downloads',
    chooseFolder: async () => nextPick,
    openFolder: async (path) => void opened.push(path),
    setProgress: (fraction) => void progress.push(fraction),
    chooseSavePath: async (name, folder) => {
      saveFolders.push(folder);
      return join(electron.dataDir, 'saved', name);
    },
  });
});

afterAll(async () => {
  await web?.dispose();
  await electron?.dispose();
  clearKeychainService(service);
  clearKeychainService(desktopService);
});

describe('settings', () => {
  it('starts from the defaults and names the data, log and downloads folders', async () => {
    expect(await web.value('settings.get')).toEqual({
      settings: {
        theme: 'system',
        notifications: { runFinished: true, scrapeFinished: true, postcodeActive: true, importDone: true, watchMatched: true },
        downloadsFolder: null,
        autoCheckUpdates: true,
      },
      dataDir: web.dataDir,
      logDir: join(web.dataDir, 'logs'),
      downloadsDir: expect.stringContaining('Collection Desk'),
      desktop: false,
    });
  });

  it('saves a change, tells every window, and refuses a bad value in place', async () => {
    const from = web.events.length;
    expect(await web.value('settings.update', { theme: 'dark' })).toMatchObject({ settings: { theme: 'dark' } });
    expect(await web.waitForEvent('settings.changed', undefined, { from })).toMatchObject({ settings: { theme: 'dark' } });
    expect(JSON.parse(readFileSync(join(web.dataDir, 'settings.json'), 'utf8'))).toMatchObject({ theme: 'dark' });
    expect(await web.call('settings.update', { theme: 'purple' })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(await web.value('settings.get')).toMatchObject({ settings: { theme: 'dark' } });
  });

  it('in browser mode explains that the browser decides where downloads go, and opens no folder', async () => {
    expect(await web.call('settings.chooseDownloadsFolder', {})).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: expect.stringContaining('browser') },
    });
    const logs = await web.value<{ opened: boolean; path: string }>('shell.openFolder', { folder: 'logs' });
    expect(logs).toEqual({ opened: false, path: join(web.dataDir, 'logs') });
  });

  it('in the desktop app picks a downloads folder, used by the save dialog, and can go back to the system one', async () => {
    expect(await electron.value('settings.get')).toMatchObject({ downloadsDir: '/home/analyst/Downloads', desktop: true });
    expect(await electron.value('settings.chooseDownloadsFolder', {})).toMatchObject({
      downloadsDir: pickedFolder,
      settings: { downloadsFolder: pickedFolder },
    });

    nextPick = null;
    expect(await electron.call('settings.chooseDownloadsFolder', {})).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(await electron.value('settings.get')).toMatchObject({ downloadsDir: pickedFolder });

    // A result link that does not exist: the save dialog opens (in the chosen folder) before the download fails.
    await electron.call('files.saveResult', { url: '/api/v1/results/1/1/prices.csv', suggestedName: 'prices.csv' });
    expect(saveFolders.at(-1)).toBe(pickedFolder);

    expect(await electron.value('settings.chooseDownloadsFolder', { reset: true })).toMatchObject({
      downloadsDir: '/home/analyst/Downloads',
      settings: { downloadsFolder: null },
    });
  });

  it('opens the log folder in the file manager, creating it first', async () => {
    const logDir = join(electron.dataDir, 'logs');
    expect(await electron.value('shell.openFolder', { folder: 'logs' })).toEqual({ opened: true, path: logDir });
    expect(opened).toContain(logDir);
    expect(existsSync(logDir)).toBe(true);
  });
});

describe('native notifications and taskbar progress', () => {
  it('tells when a postcode is active, leading to it, unless that kind is switched off', async () => {
    const first = await electron.value<{ id: number }>('zipcodes.create', { domain: 1, zipcode: '2000' });
    await waitUntil(() => electron.notifications.some((n) => n.kind === 'postcodeActive'));
    expect(electron.notifications).toContainEqual({
      kind: 'postcodeActive',
      title: 'Postcode 2000 for marketplace.com.au is ready',
      body: 'Its session cookies are ready: it can be used in items and category scrapes.',
      target: { kind: 'postcode', zipcodeId: first.id },
    });

    await electron.value('settings.update', { notifications: { postcodeActive: false } });
    const before = electron.notifications.length;
    const from = electron.events.length;
    const second = await electron.value<{ id: number }>('zipcodes.create', { domain: 1, zipcode: '3000' });
    await electron.waitForEvent('postcode.status', (p) => p.zipcodeId === second.id && p.status === 'active', { from });
    expect(electron.notifications.slice(before)).toEqual([]);
  });

  it('shows a run on the taskbar while it works and clears it when done; the notification opens the run', async () => {
    const collection = await electron.value<{ id: number }>('collections.add', {
      name: 'Taskbar run',
      request_type: 'marketplace',
      schedule: 'Manual',
      priority: 'Normal',
      notification_email: 'analyst@example.com',
    });
    await electron.value('marketplaceItems.createMultiple', {
      collection: collection.id,
      domain: 'marketplace.com.au',
      customer_postcode: '2000',
      asins: Array.from({ length: 30 }, (_, i) => `B0TASK${String(i).padStart(4, '0')}`).join(','),
    });
    const start = progress.length;
    const from = electron.events.length;
    const run = await electron.value<{ runner_id: number }>('runs.run', { collection_id: collection.id });
    await electron.waitForEvent('run.finished', (p) => p.runnerId === run.runner_id, { from });
    const seen = progress.slice(start);
    expect(seen.at(-1)).toBeNull();
    expect(seen.some((value) => value !== null && value > 0)).toBe(true);
    expect(electron.notifications).toContainEqual(
      expect.objectContaining({ kind: 'runFinished', target: { kind: 'run', collectionId: collection.id, runnerId: run.runner_id } }),
    );
  });
});

/** Polls a condition (no fixed sleeps: it returns as soon as the condition holds). */
async function waitUntil(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
