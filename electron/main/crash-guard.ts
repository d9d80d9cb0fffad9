// Crash handling for the Electron shell, written against small structural types so it is tested in
// plain Node (crash-guard.test.ts) with a fake webContents and process.
import { describeError, redact } from '../app/bridge/redact.ts';

/** The webContents events and actions the renderer watchdog uses. */
export interface WatchedContents {
  on(event: 'render-process-gone', listener: (event: unknown, details: { reason: string; exitCode: number }) => void): unknown;
  on(event: 'unresponsive' | 'responsive', listener: () => void): unknown;
  reload(): void;
  forcefullyCrashRenderer(): void;
  isDestroyed(): boolean;
}

/** Automatic reloads in this run of the app, shared by every window it opens: the cap is per session. */
export interface CrashSession {
  reloads: number;
  gaveUp: boolean;
}

/** A fresh session: no reloads yet. */
export function newCrashSession(): CrashSession {
  return { reloads: 0, gaveUp: false };
}

/** What the watchdog needs from the shell. */
export interface RendererWatchOptions {
  log: (line: string) => void;
  /** Tells the user what happened (Electron: a message box beside the window, not blocking it). */
  notice: (message: string) => void;
  /** The session's reloads (default: this window's own). */
  session?: CrashSession;
  /** How long a hung page may take to answer again before it is reloaded. */
  hangGraceMs?: number;
  /** Automatic reloads allowed per session; after them the page is left as is and the user told, once. */
  maxReloads?: number;
  /** The wait before the second reload; each later one waits four times longer (the first is at once). */
  backoffMs?: number;
  now?: () => number;
}

const RELOADED =
  'Collection Desk’s window stopped working and is being reloaded. Imports and watched jobs carry on where they were; nothing you saved is lost.';
const GAVE_UP =
  'Collection Desk’s window keeps failing, so it was not reloaded again. Restart the app; if it happens again, send the log (Help → Open Log Folder).';
// Electron reports the end of a process the desk ended itself (`killed`, sometimes `crashed`) shortly after;
// one arriving later than this is a crash of its own.
const OWN_END_ECHO_MS = 5_000;

/**
 * Reloads a renderer that died (`render-process-gone`, except a clean exit) or hangs (`unresponsive`
 * for longer than the grace period), logs why and tells the user, once per incident: the exit Electron
 * reports after the desk ended a hung page is not a second one. Reloads back off and are capped per
 * session, so a page that keeps crashing is left alone with one notice. Main's watchers and import
 * journals live outside the page, so they resume by themselves.
 */
export function watchRenderer(contents: WatchedContents, options: RendererWatchOptions): void {
  const graceMs = options.hangGraceMs ?? 10_000;
  const maxReloads = options.maxReloads ?? 3;
  const backoffMs = options.backoffMs ?? 5_000;
  const now = options.now ?? Date.now;
  const session = options.session ?? newCrashSession();
  let hang: NodeJS.Timeout | null = null;
  let waiting: NodeJS.Timeout | null = null;
  let endedByDesk: number | null = null;

  const reload = (): void => {
    waiting = null;
    if (!contents.isDestroyed()) contents.reload();
  };
  /** Reloads after the session's backoff (while one waits, a new report is the same incident), or gives up once. */
  const recover = (why: string): void => {
    if (contents.isDestroyed() || waiting) return;
    if (session.reloads >= maxReloads) {
      options.log(`renderer: ${why}; not reloaded (${session.reloads} automatic reloads this session)`);
      if (!session.gaveUp) options.notice(GAVE_UP);
      session.gaveUp = true;
      return;
    }
    session.reloads += 1;
    const delayMs = session.reloads === 1 ? 0 : backoffMs * 4 ** (session.reloads - 2);
    options.log(`renderer: ${why}; reloading the window${delayMs > 0 ? ` in ${Math.round(delayMs / 1000)} s` : ''}`);
    options.notice(RELOADED);
    if (delayMs === 0) reload();
    else waiting = setTimeout(reload, delayMs);
  };

  contents.on('render-process-gone', (_event, details) => {
    if (hang) clearTimeout(hang);
    hang = null;
    // A clean exit is the window closing, not a crash.
    if (details.reason === 'clean-exit') return;
    const own = endedByDesk !== null && now() - endedByDesk <= OWN_END_ECHO_MS;
    endedByDesk = null;
    if (own) return;
    recover(`the page's process is gone (${details.reason}, exit code ${details.exitCode})`);
  });
  contents.on('unresponsive', () => {
    if (hang || waiting) return;
    options.log(`renderer: the page stopped responding; waiting ${Math.round(graceMs / 1000)} s`);
    hang = setTimeout(() => {
      hang = null;
      if (contents.isDestroyed()) return;
      // A hung page does not process a reload; ending its process first lets the reload start a fresh one.
      // A page that will not be reloaded is left as it is.
      if (session.reloads < maxReloads) {
        endedByDesk = now();
        contents.forcefullyCrashRenderer();
      }
      recover('the page did not respond');
    }, graceMs);
  });
  contents.on('responsive', () => {
    if (!hang) return;
    clearTimeout(hang);
    hang = null;
    options.log('renderer: the page responds again');
  });
}

/** The process events the main-process guard listens to. */
export interface GuardedProcess {
  on(event: 'uncaughtException', listener: (error: unknown) => void): unknown;
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

/**
 * Logs every uncaught error and unhandled rejection in main (instead of Electron's default of a dialog
 * per error, or silence for rejections) and shows the first one to the user, once per run, so a failing
 * background task is visible without a flood of dialogs.
 */
export function guardMainProcess(proc: GuardedProcess, options: { log: (line: string) => void; show: (message: string) => void }): void {
  let shown = false;
  const report = (kind: string, error: unknown): void => {
    options.log(`main: ${kind}: ${describeError(error)}`);
    if (shown) return;
    shown = true;
    const message = redact(error instanceof Error ? error.message : String(error)).slice(0, 500);
    options.show(
      `Something went wrong in the background: ${message}\n\nCollection Desk keeps running. The details are in the log (Help → Open Log Folder); if things look wrong, restart the app.`,
    );
  };
  proc.on('uncaughtException', (error) => report('uncaught error', error));
  proc.on('unhandledRejection', (reason) => report('unhandled rejection', reason));
}
