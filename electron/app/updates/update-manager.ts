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
        log(`updates: version ${event.version} found; downloading`);
        return set({ state: 'downloading', version: event.version, percent: 0 }, ['message']);
      case 'not-available':
        return set({ state: 'up-to-date', checkedAt: now().toISOString() }, ['version', 'percent', 'message']);
      case 'progress':
        return set({ state: 'downloading', percent: Math.max(0, Math.min(100, event.percent)) });
      case 'downloaded':
        log(`updates: version ${event.version} downloaded; ready to install on restart`);
        set({ state: 'ready', version: event.version }, ['percent', 'message']);
        void askToRestart(event.version);
        return;
      case 'error':
        log(`updates: ${event.message}`);
        if (status.state !== 'ready') set({ state: 'error', message: event.message, checkedAt: now().toISOString() }, ['percent']);
    }
  };

  // One prompt per downloaded version: "Later" is respected until the next version (or Settings' button).
  const askToRestart = async (version: string): Promise<void> => {
    if (!options.promptRestart || prompted === version) return;
    prompted = version;
    try {
      if (await options.promptRestart(version)) updater?.quitAndInstall();
    } catch (error) {
      log(`updates: the restart prompt failed: ${error instanceof Error ? error.message : String(error)}`);
    }
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
