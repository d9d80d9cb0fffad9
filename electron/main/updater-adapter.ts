import type { UpdaterEvent, UpdaterPort } from '../app/updates/updater-port.ts';

type Listener = (...args: unknown[]) => void;

/** The slice of electron-updater's `autoUpdater` the adapter uses (structural, so tests pass an EventEmitter). */
export interface AutoUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  logger: { info(message?: unknown): void; warn(message?: unknown): void; error(message?: unknown): void } | null;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(): void;
  on(event: string, listener: Listener): unknown;
  removeListener(event: string, listener: Listener): unknown;
}

const text = (value: unknown): string => (value instanceof Error ? value.message : String(value));
const versionOf = (info: unknown): string =>
  typeof info === 'object' && info !== null && 'version' in info && typeof info.version === 'string' ? info.version : 'unknown';

const percentOf = (progress: unknown): number =>
  typeof progress === 'object' && progress !== null && 'percent' in progress && typeof progress.percent === 'number' ? progress.percent : 0;

/**
 * Puts electron-updater behind the desk's `UpdaterPort`: downloads start by themselves, a downloaded
 * update also installs on the next normal quit, and its own logging goes to the desk's log.
 */
export function adaptAutoUpdater(updater: AutoUpdaterLike, log: (line: string) => void): UpdaterPort {
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  updater.logger = {
    info: (m) => log(`updater: ${text(m)}`),
    warn: (m) => log(`updater: warning: ${text(m)}`),
    error: (m) => log(`updater: error: ${text(m)}`),
  };
  return {
    async check() {
      await updater.checkForUpdates();
    },
    onEvent(listener) {
      const handlers: [string, Listener][] = [
        ['checking-for-update', () => listener({ kind: 'checking' })],
        ['update-available', (info: unknown) => listener({ kind: 'available', version: versionOf(info) })],
        ['update-not-available', () => listener({ kind: 'not-available' })],
        ['download-progress', (progress: unknown) => listener({ kind: 'progress', percent: percentOf(progress) })],
        ['update-downloaded', (info: unknown) => listener({ kind: 'downloaded', version: versionOf(info) })],
        ['error', (error: unknown) => listener({ kind: 'error', message: text(error) } satisfies UpdaterEvent)],
      ];
      for (const [event, handler] of handlers) updater.on(event, handler);
      return () => {
        for (const [event, handler] of handlers) updater.removeListener(event, handler);
      };
    },
    quitAndInstall: () => updater.quitAndInstall(),
  };
}
