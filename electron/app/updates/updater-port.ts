/** What the updater reports; electron/main maps electron-updater's autoUpdater events onto these. */
export type UpdaterEvent =
  | { kind: 'checking' }
  | { kind: 'available'; version: string; link?: string }
  | { kind: 'not-available' }
  | { kind: 'progress'; percent: number }
  | { kind: 'downloaded'; version: string }
  | { kind: 'error'; message: string };

/**
 * The part of electron-updater the desk uses, so the logic runs (and is tested) in plain Node.
 * In `install` mode the download starts by itself when a check finds an update; in `offer` mode (Linux:
 * AppImage, deb) a found update is only reported, with a link to download it, and never installed.
 */
export interface UpdaterPort {
  readonly mode: 'install' | 'offer';
  /** Asks the feed for a newer version; rejects when the check fails. */
  check(): Promise<void>;
  /** Subscribes to the updater's events; returns the unsubscribe. */
  onEvent(listener: (event: UpdaterEvent) => void): () => void;
  /** Quits and installs the downloaded update (`install` mode only). */
  quitAndInstall(): void;
}
