import type { UpdateStatus } from '../../../shared/bridge/methods/updates.ts';
import type { UpdaterEvent, UpdaterPort } from './updater-port.ts';

/** Automatic checks: shortly after start (not during it), then every six hours. */
export const UPDATE_TIMING = { firstCheckMs: 30_000, everyMs: 6 * 60 * 60 * 1000 };

/** What the update manager needs. */
export interface UpdateManagerOptions {
  /** electron-updater behind the port; null in browser mode and unpackaged runs. */
  updater: UpdaterPort | null;
  /** Whether to check by itself at start (the `autoCheckUpdates` setting; `setAutoCheck` follows its changes). */
  autoCheck: boolean;
  publish: (status: UpdateStatus) => void;
  log: (line: string) => void;
  /** Asks the user whether to restart now for `version` (Electron: a message box); true = restart. */
  promptRestart?: (version: string) => Promise<boolean>;
  /** `offer` mode: asks whether to open the download of `version` now (Electron: a message box); true = open. */
  promptDownload?: (version: string) => Promise<boolean>;
  /** Opens an offered update's link in the system browser. */
  openLink?: (url: string) => Promise<void>;
  timing?: { firstCheckMs: number; everyMs: number };
  now?: () => Date;
}

/** Checks, automatic checks and the restart prompt, over any `UpdaterPort`. */
export interface UpdateManager {
  status(): UpdateStatus;
  /** Checks now; resolves with the status once the check (not the download) is done. Never rejects. */
  check(): Promise<UpdateStatus>;
  /** Starts or stops the automatic checks (the setting changed). */
  setAutoCheck(enabled: boolean): void;
  /** Installs a downloaded update; false when none is ready. */
  restart(): boolean;
  /** Opens the download of an offered update; false when none is offered (or it has no link). */
  openDownload(): Promise<boolean>;
  dispose(): void;
}

/** Starts the schedule when automatic checks are on. */
export function createUpdateManager(options: UpdateManagerOptions): UpdateManager {
  const { updater, log } = options;
  const timing = options.timing ?? UPDATE_TIMING;
  const now = options.now ?? (() => new Date());
  let status: UpdateStatus = updater
    ? { state: 'idle', autoCheck: options.autoCheck }
    : { state: 'unsupported', autoCheck: options.autoCheck, message: 'Updates are checked by the installed desktop app only.' };
  let prompted: string | null = null;
  let inFlight: Promise<UpdateStatus> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const set = (next: Partial<UpdateStatus>, drop: (keyof UpdateStatus)[] = []): void => {
    const merged: UpdateStatus = { ...status, ...next };
    for (const key of drop) delete merged[key];
    status = merged;
    options.publish(status);
  };

  const onEvent = (event: UpdaterEvent): void => {
    switch (event.kind) {
      case 'checking':
        return set({ state: 'checking' }, ['message']);
      case 'available':
        if (updater?.mode === 'offer') {
          // Linux packages: the desk offers the update and links it, and never installs it by itself.
          log(`updates: version ${event.version} found; offered for download${event.link ? ` from ${event.link}` : ''}`);
          const found = { state: 'available', version: event.version, checkedAt: now().toISOString() } as const;
          if (event.link) set({ ...found, link: event.link }, ['percent', 'message']);
          else set(found, ['percent', 'message', 'link']);
          void askOnce(event.version, options.promptDownload, openDownload);
          return;
        }
        log(`updates: version ${event.version} found; downloading`);
        return set({ state: 'downloading', version: event.version, percent: 0 }, ['message', 'link']);
      case 'not-available':
        return set({ state: 'up-to-date', checkedAt: now().toISOString() }, ['version', 'percent', 'message', 'link']);
      case 'progress':
        return set({ state: 'downloading', percent: Math.max(0, Math.min(100, event.percent)) });
      case 'downloaded':
        log(`updates: version ${event.version} downloaded; ready to install on restart`);
        set({ state: 'ready', version: event.version }, ['percent', 'message']);
        void askOnce(event.version, options.promptRestart, async () => updater?.quitAndInstall());
        return;
      case 'error':
        log(`updates: ${event.message}`);
        if (status.state !== 'ready') set({ state: 'error', message: event.message, checkedAt: now().toISOString() }, ['percent', 'link']);
    }
  };

  // One prompt per version found: "Later" is respected until the next version (or Settings' button).
  const askOnce = async (version: string, ask: ((version: string) => Promise<boolean>) | undefined, act: () => Promise<unknown>): Promise<void> => {
    if (!ask || prompted === version) return;
    prompted = version;
    try {
      if (await ask(version)) await act();
    } catch (error) {
      log(`updates: the prompt for version ${version} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const openDownload = async (): Promise<boolean> => {
    if (status.state !== 'available' || !status.link || !options.openLink) return false;
    await options.openLink(status.link);
    return true;
  };

  const unsubscribe = updater?.onEvent(onEvent) ?? (() => undefined);

  const check = (): Promise<UpdateStatus> => {
    if (!updater || status.state === 'ready') return Promise.resolve(status);
    inFlight ??= updater
      .check()
      .catch((error: unknown) => onEvent({ kind: 'error', message: `The update check failed: ${error instanceof Error ? error.message : String(error)}` }))
      .then(() => status)
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  // Each (re)schedule starts a new generation, so an older chain still waiting on a check stops there.
  let generation = 0;
  const schedule = (): void => {
    generation += 1;
    if (timer) clearTimeout(timer);
    timer = null;
    if (!updater || !status.autoCheck) return;
    const mine = generation;
    const run = (delay: number): void => {
      timer = setTimeout(() => {
        void check().finally(() => {
          if (mine === generation) run(timing.everyMs);
        });
      }, delay);
      timer.unref();
    };
    run(timing.firstCheckMs);
  };
  schedule();

  return {
    status: () => status,
    check,
    setAutoCheck(enabled) {
      if (enabled === status.autoCheck) return;
      set({ autoCheck: enabled });
      log(`updates: automatic checks ${enabled ? 'on' : 'off'}`);
      schedule();
    },
    openDownload,
    restart() {
      if (!updater || status.state !== 'ready') return false;
      updater.quitAndInstall();
      return true;
    },
    dispose() {
      generation += 1;
      if (timer) clearTimeout(timer);
      timer = null;
      unsubscribe();
    },
  };
}
