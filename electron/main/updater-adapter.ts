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

/** Linux packages (AppImage, deb): the update is offered with a link, never downloaded or installed by the desk. */
export interface OfferOnly {
  /** The feed's address, from the packaged app's app-update.yml (`feedUrlOf`); null when it cannot be read. */
  feedUrl: string | null;
  /** The package this desk was installed from, so the link names the same kind. */
  packageType: 'AppImage' | 'deb';
}

/** The `url:` of an app-update.yml (electron-builder writes it flat: `provider`, `url`, …); null when absent. */
export function feedUrlOf(appUpdateYml: string): string | null {
  const url = /^url:\s*['"]?([^'"\s]+)['"]?\s*$/m.exec(appUpdateYml)?.[1];
  return url ?? null;
}

/**
 * The download of a found update for `packageType`: its file in the feed's listing, resolved against the
 * feed. Only an https address on the feed's own host is given (a listing cannot send the user elsewhere).
 */
export function downloadLink(info: unknown, offer: OfferOnly): string | undefined {
  if (!offer.feedUrl || typeof info !== 'object' || info === null || !('files' in info) || !Array.isArray(info.files)) return undefined;
  const files: unknown[] = info.files;
  const wanted = `.${offer.packageType.toLowerCase()}`;
  const file = files.find(
    (f): f is { url: string } => typeof f === 'object' && f !== null && 'url' in f && typeof f.url === 'string' && f.url.toLowerCase().endsWith(wanted),
  );
  const link = file && URL.parse(file.url, offer.feedUrl.endsWith('/') ? offer.feedUrl : `${offer.feedUrl}/`)?.toString();
  return link && isOnFeed(link, offer.feedUrl) ? link : undefined;
}

/** Whether `url` is an https address on the update feed's own host: the only update link the desk opens. */
export function isOnFeed(url: string, feedUrl: string | null): boolean {
  const link = URL.parse(url);
  const feed = feedUrl === null ? null : URL.parse(feedUrl);
  return link?.protocol === 'https:' && feed?.protocol === 'https:' && link.origin === feed.origin;
}

/**
 * Puts electron-updater behind the desk's `UpdaterPort` and sends its own logging to the desk's log.
 * By default downloads start by themselves and a downloaded update also installs on the next normal quit;
 * with `offer` (Linux) nothing is downloaded or installed: a found update is reported with its link.
 */
export function adaptAutoUpdater(updater: AutoUpdaterLike, log: (line: string) => void, offer?: OfferOnly): UpdaterPort {
  updater.autoDownload = !offer;
  updater.autoInstallOnAppQuit = !offer;
  updater.logger = {
    info: (m) => log(`updater: ${text(m)}`),
    warn: (m) => log(`updater: warning: ${text(m)}`),
    error: (m) => log(`updater: error: ${text(m)}`),
  };
  return {
    mode: offer ? 'offer' : 'install',
    async check() {
      await updater.checkForUpdates();
    },
    onEvent(listener) {
      const handlers: [string, Listener][] = [
        ['checking-for-update', () => listener({ kind: 'checking' })],
        [
          'update-available',
          (info: unknown) => {
            const link = offer ? downloadLink(info, offer) : undefined;
            listener({ kind: 'available', version: versionOf(info), ...(link ? { link } : {}) });
          },
        ],
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
    quitAndInstall: () => {
      if (!offer) updater.quitAndInstall();
    },
  };
}
