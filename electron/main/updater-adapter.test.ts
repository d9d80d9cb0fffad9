import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { UpdaterEvent } from '../app/updates/updater-port.ts';
import { adaptAutoUpdater, type AutoUpdaterLike } from './updater-adapter.ts';

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
});
