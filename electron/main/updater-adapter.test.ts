import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { UpdaterEvent } from '../app/updates/updater-port.ts';
import { adaptAutoUpdater, downloadLink, feedUrlOf, isOnFeed, type AutoUpdaterLike } from './updater-adapter.ts';

/** A stand-in for electron-updater's autoUpdater: an EventEmitter with its flags and calls recorded. */
function fakeAutoUpdater() {
  const emitter = new EventEmitter();
  const calls = { checks: 0, installs: 0 };
  const updater = Object.assign(emitter, {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    logger: null as AutoUpdaterLike['logger'],
    checkForUpdates: async () => {
      calls.checks += 1;
      emitter.emit('checking-for-update');
      emitter.emit('update-available', { version: '1.4.0', files: [] });
      emitter.emit('download-progress', { percent: 42.5, bytesPerSecond: 1 });
      emitter.emit('update-downloaded', { version: '1.4.0', downloadedFile: '/tmp/x' });
      return null;
    },
    quitAndInstall: () => void (calls.installs += 1),
  });
  return { updater, calls };
}

describe('adaptAutoUpdater', () => {
  it('turns electron-updater events into the desk’s, downloading by itself and logging to the desk log', async () => {
    const { updater, calls } = fakeAutoUpdater();
    const logs: string[] = [];
    const port = adaptAutoUpdater(updater, (l) => logs.push(l));
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    const seen: UpdaterEvent[] = [];
    const off = port.onEvent((e) => seen.push(e));
    await port.check();
    updater.emit('error', new Error('net::ERR_NAME_NOT_RESOLVED'));
    expect(seen).toEqual([
      { kind: 'checking' },
      { kind: 'available', version: '1.4.0' },
      { kind: 'progress', percent: 42.5 },
      { kind: 'downloaded', version: '1.4.0' },
      { kind: 'error', message: 'net::ERR_NAME_NOT_RESOLVED' },
    ]);
    off();
    updater.emit('update-not-available', {});
    expect(seen).toHaveLength(5);
    expect(updater.listenerCount('error')).toBe(0);
    updater.logger?.info('Checking for update');
    expect(logs).toEqual(['updater: Checking for update']);
    port.quitAndInstall();
    expect(calls).toEqual({ checks: 1, installs: 1 });
  });

  it('on Linux only offers: nothing downloads or installs, and a found update carries the link to its package', async () => {
    const { updater, calls } = fakeAutoUpdater();
    updater.checkForUpdates = async () => {
      calls.checks += 1;
      updater.emit('update-available', { version: '1.4.0', files: [{ url: 'Collection-Desk-1.4.0.AppImage' }, { url: 'collection-desk_1.4.0_amd64.deb' }] });
      return null;
    };
    const port = adaptAutoUpdater(updater, () => undefined, { feedUrl: 'https://updates.acme-analytics.com/desk', packageType: 'deb' });
    expect(port.mode).toBe('offer');
    expect(updater.autoDownload).toBe(false);
    expect(updater.autoInstallOnAppQuit).toBe(false);
    const seen: UpdaterEvent[] = [];
    port.onEvent((e) => seen.push(e));
    await port.check();
    expect(seen).toEqual([{ kind: 'available', version: '1.4.0', link: 'https://updates.acme-analytics.com/desk/collection-desk_1.4.0_amd64.deb' }]);
    port.quitAndInstall();
    expect(calls.installs).toBe(0);
  });
});

describe('the link of an offered update', () => {
  const feedUrl = 'https://updates.acme-analytics.com/desk/';
  const info = (...urls: string[]) => ({ version: '1.4.0', files: urls.map((url) => ({ url, sha512: 'x' })) });

  it('is the feed’s file of the installed package’s kind, only on the feed’s own https host', () => {
    expect(downloadLink(info('Collection Desk-1.4.0.AppImage', 'x.deb'), { feedUrl, packageType: 'AppImage' })).toBe(
      'https://updates.acme-analytics.com/desk/Collection%20Desk-1.4.0.AppImage',
    );
    expect(downloadLink(info('x.AppImage'), { feedUrl, packageType: 'deb' })).toBeUndefined();
    expect(downloadLink(info('https://evil.example/x.deb'), { feedUrl, packageType: 'deb' })).toBeUndefined();
    expect(downloadLink(info('//evil.example/x.deb'), { feedUrl, packageType: 'deb' })).toBeUndefined();
    expect(downloadLink(info('x.deb'), { feedUrl: 'http://updates.acme-analytics.com/desk/', packageType: 'deb' })).toBeUndefined();
    expect(downloadLink(info('x.deb'), { feedUrl: null, packageType: 'deb' })).toBeUndefined();
    expect(downloadLink({ version: '1.4.0' }, { feedUrl, packageType: 'deb' })).toBeUndefined();
    expect(isOnFeed('https://updates.acme-analytics.com/other/x.deb', feedUrl)).toBe(true);
    expect(isOnFeed('https://updates.acme-analytics.com.evil.example/x.deb', feedUrl)).toBe(false);
    expect(isOnFeed('file:///etc/passwd', feedUrl)).toBe(false);
  });

  it('reads the feed from the app-update.yml electron-builder writes', () => {
    expect(feedUrlOf('provider: generic\nurl: https://updates.acme-analytics.com/desk/\nupdaterCacheDirName: collection-desk-updater\n')).toBe(feedUrl);
    expect(feedUrlOf("provider: generic\nurl: 'https://updates.acme-analytics.com/desk/'\n")).toBe(feedUrl);
    expect(feedUrlOf('provider: github\n')).toBeNull();
  });
});
