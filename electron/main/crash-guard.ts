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

/** What the watchdog needs from the shell. */
export interface RendererWatchOptions {
  log: (line: string) => void;
  /** Tells the user what happened (Electron: a message box beside the window, not blocking it). */
  notice: (message: string) => void;
  /** How long a hung page may take to answer again before it is reloaded. */
  hangGraceMs?: number;
  /** More reloads than this within `windowMs` stop the loop: the page is left as is and the user told. */
  maxReloads?: number;
  windowMs?: number;
  now?: () => number;
}

const RELOADED = 'Collection Desk’s window stopped working and was reloaded. Imports and watched jobs carry on where they were; nothing you saved is lost.';
const GAVE_UP =
  'Collection Desk’s window keeps failing, so it was not reloaded again. Restart the app; if it happens again, send the log (Help → Open Log Folder).';

/**
 * Reloads a renderer that died (`render-process-gone`, except a clean exit) or hangs (`unresponsive`
 * for longer than the grace period), logs why and tells the user. A crash loop is stopped after a few
 * reloads. Main's watchers and import journals live outside the page, so they resume by themselves.
 */
export function watchRenderer(contents: WatchedContents, options: RendererWatchOptions): void {
  const graceMs = options.hangGraceMs ?? 10_000;
  const maxReloads = options.maxReloads ?? 3;
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const reloads: number[] = [];
  let hang: NodeJS.Timeout | null = null;
  let gaveUp = false;

  const recover = (why: string): void => {
    if (contents.isDestroyed() || gaveUp) return;
    const at = now();
    while (reloads.length > 0 && at - (reloads[0] ?? at) > windowMs) reloads.shift();
    if (reloads.length >= maxReloads) {
      gaveUp = true;
      options.log(`renderer: ${why}; ${reloads.length} reloads within ${Math.round(windowMs / 1000)} s, not reloading again`);
      options.notice(GAVE_UP);
      return;
    }
    reloads.push(at);
    options.log(`renderer: ${why}; reloading the window`);
    contents.reload();
    options.notice(RELOADED);
  };

  contents.on('render-process-gone', (_event, details) => {
    if (hang) clearTimeout(hang);
    hang = null;
    // A clean exit is the window closing, not a crash.
    if (details.reason === 'clean-exit') return;
    recover(`the page's process is gone (${details.reason}, exit code ${details.exitCode})`);
  });
  contents.on('unresponsive', () => {
    if (hang) return;
    options.log(`renderer: the page stopped responding; waiting ${Math.round(graceMs / 1000)} s`);
    hang = setTimeout(() => {
      hang = null;
      if (contents.isDestroyed()) return;
      // A hung page does not process a reload; ending its process first lets the reload start a fresh one.
      contents.forcefullyCrashRenderer();
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
