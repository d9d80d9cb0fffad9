import { existsSync } from 'node:fs';
import { BrowserWindow, screen } from 'electron';
import { mainWindowOptions, secureWebPreferences } from './window-options.ts';
import { captureWindowState, loadWindowState, restoreWindowState, saveWindowState } from './window-state.ts';

/** The main window and the means to persist its state before quitting. */
export interface MainWindow {
  window: BrowserWindow;
  /** Saves the current bounds one last time (on quit) and stops saving; resolves when the file is written. */
  saveFinalState(): Promise<void>;
}

/** Opens the main window at its remembered place, shows it on first paint and loads the renderer. */
export async function createMainWindow(options: {
  preloadPath: string;
  rendererUrl: string;
  isPackaged: boolean;
  stateFile: string;
  /** The theme's background, painted before the page (no white flash in dark mode). */
  backgroundColor: string;
  /** The window's icon (Linux and Windows title bars and taskbars); left out when the file is missing. */
  icon?: string;
}): Promise<MainWindow> {
  const workAreas = screen.getAllDisplays().map((display) => display.workArea);
  const state = restoreWindowState(await loadWindowState(options.stateFile), workAreas);
  const window = new BrowserWindow({
    ...mainWindowOptions(state, options.preloadPath, options.isPackaged),
    backgroundColor: options.backgroundColor,
    ...(options.icon && existsSync(options.icon) ? { icon: options.icon } : {}),
    // The security-critical flags are restated literally after the spread so nothing above can weaken them.
    webPreferences: {
      ...secureWebPreferences(options.preloadPath, options.isPackaged),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
      // Our own bundled preload: contextBridge only, sandboxed, exposing exactly the bridge contract's methods.
      preload: options.preloadPath, // eng-disable PRELOAD_JS_CHECK
    },
  });
  if (state.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());

  let pending: Promise<void> = Promise.resolve();
  let stopped = false;
  const saveState = (): Promise<void> => {
    if (stopped || window.isDestroyed()) return pending;
    const snapshot = captureWindowState(window);
    pending = pending.then(() => saveWindowState(options.stateFile, snapshot)).catch(() => undefined);
    return pending;
  };
  window.on('close', () => {
    void saveState();
  });

  window.loadURL(options.rendererUrl).catch((error: unknown) => {
    console.error('Collection Desk: the window could not load its page:', error);
  });
  const saveFinalState = (): Promise<void> => {
    const last = saveState();
    stopped = true;
    return last;
  };
  return { window, saveFinalState };
}
