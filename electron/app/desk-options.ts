import type { SandboxTimings } from './connection/sandbox-host.ts';
import type { DeskNotification } from './desk-notification.ts';
import type { SyncTiming } from './local-copy/sync/sync-timing.ts';
import type { UpdaterPort } from './updates/updater-port.ts';
import type { PollTiming } from './watchers/watcher-manager.ts';

/**
 * What the app composition needs from its host (electron/main, or browser mode's start.ts): its data
 * folder and the few capabilities only the host has. Nothing here imports `electron`.
 */
export interface DeskOptions {
  /** Where profiles, watchers and the embedded sandbox's data live. */
  dataDir: string;
  version: string;
  mode: 'electron' | 'web';
  /** One line per event worth logging; lines are redacted again before they get here. */
  log?: (line: string) => void;
  /** Electron passes a fetch over `net` (system proxy and certificates; see electron/main/net-fetch-adapter.ts); default: the global fetch. */
  fetch?: typeof fetch;
  /** The keychain service name entries are filed under (default `collection-desk`; tests pass a unique one). */
  keychainService?: string;
  /** Shows a native notification (browser mode: a log line). */
  notify: (notification: DeskNotification) => void;
  /** Opens an allow-listed https retail link in the system browser (browser mode: logs it). */
  openExternal: (url: string) => Promise<void>;
  /** Asks where to save a file, starting in `folder` (Electron: save dialog; browser mode: a unique name in Downloads); null = cancelled. */
  chooseSavePath?: (suggestedName: string, folder: string) => Promise<string | null>;
  /** Copies text to the desktop clipboard (Electron only; browser mode has no access to it from main). */
  copyText?: (text: string) => void | Promise<void>;
  /** The system's Downloads folder, where files go unless the user chose another (default: browser mode's `~/Downloads/Collection Desk`). */
  downloadsDir?: string;
  /** Electron: the system folder picker, opened at `defaultPath`; null = cancelled. */
  chooseFolder?: (defaultPath: string) => Promise<string | null>;
  /** Electron: the system file picker for a certificate file (PEM); null = cancelled. */
  chooseCertificateFile?: () => Promise<string | null>;
  /** Electron: opens a folder in the file manager (shell.openPath). */
  openFolder?: (path: string) => Promise<void>;
  /** Electron: shows a file selected in its folder in the file manager (shell.showItemInFolder). */
  showFile?: (path: string) => void;
  /** Electron: the taskbar/dock progress of runs and imports at work, 0–1; null when none is. */
  setProgress?: (fraction: number | null) => void;
  /** electron-updater behind its port (packaged Electron builds only); absent: updates are `unsupported`. */
  updater?: UpdaterPort;
  /** Asks whether to restart into a downloaded update (Electron: a message box). */
  promptRestart?: (version: string) => Promise<boolean>;
  /** Linux packages: asks whether to open the download of an offered update (Electron: a message box). */
  promptDownload?: (version: string) => Promise<boolean>;
  /** Opens an offered update's download link (on the update feed's host) in the system browser. */
  openUpdateLink?: (url: string) => Promise<void>;
  /** Job timings of the embedded sandbox (tests and e2e make them fast). */
  sandbox?: SandboxTimings;
  /** Polling of the watchers (tests make it fast). */
  watchTiming?: PollTiming;
  /** Cadence of the local copy's sync engine (tests make it fast or hold it off). */
  localCopyTiming?: Partial<SyncTiming>;
}
