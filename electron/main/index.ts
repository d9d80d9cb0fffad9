import { readFileSync } from 'node:fs';
import path from 'node:path';
import { app, clipboard, dialog, ipcMain, Menu, nativeTheme, net, Notification, protocol, session, shell } from 'electron';
import type { BrowserWindow, FileFilter, OpenDialogOptions, SaveDialogOptions } from 'electron';
import { createDesk, type ComposedDesk } from '../app/desk.ts';
import { logDirOf } from '../app/logging/log-file.ts';
import type { DeskOptions } from '../app/desk-options.ts';
import { APP_SCHEME, PACKAGED_RENDERER_URL } from './app-url.ts';
import { APP_SCHEME_PRIVILEGES, serveRendererFile } from './app-protocol.ts';
import electronUpdater from 'electron-updater';
import { guardMainProcess, newCrashSession, watchRenderer } from './crash-guard.ts';
import { createNotifier, progressBarValue, windowBackground } from './desktop-manners.ts';
import { devRendererUrl } from './dev-url.ts';
import { DESK_IMAGE_SCHEME, DESK_IMAGE_SCHEME_PRIVILEGES, serveDeskImage } from './image-protocol.ts';
import { createNetFetch } from './net-fetch-adapter.ts';
import { forwardDeskEvents, registerDeskIpc } from './ipc.ts';
import { createMainWindow, type MainWindow } from './main-window.ts';
import { buildMenuTemplate, RETAIL_HELP_LINKS } from './menu.ts';
import { openExternalSafely } from './open-external.ts';
import { hardenSession, hardenWebContents } from './security.ts';
import { adaptAutoUpdater, feedUrlOf, isOnFeed, type OfferOnly } from './updater-adapter.ts';
import { WINDOW_STATE_FILE } from './window-state.ts';

// The dev server URL is honoured only in unpackaged runs, so an environment variable cannot redirect a release.
const devUrl = app.isPackaged ? null : devRendererUrl(process.env.ELECTRON_RENDERER_URL);
const isDev = devUrl !== null;
const rendererUrl = devUrl ?? PACKAGED_RENDERER_URL;
const preloadPath = path.join(import.meta.dirname, '../preload/index.cjs');
const rendererDir = path.join(import.meta.dirname, '../renderer');
// Rendered from build/icon.svg by scripts/build-icons.ts (npm start and npm run build run it).
const windowIcon = path.join(import.meta.dirname, '../icons/512x512.png');

let desk: ComposedDesk | null = null;
let mainWindow: MainWindow | null = null;
let shutdownState: 'running' | 'stopping' | 'stopped' = 'running';
const cleanups: Array<() => void> = [];
// Automatic reloads of a failing page are capped per run of the app, whichever window they happen in.
const crashSession = newCrashSession();

// Until the desk (and its log file) is up, lines go to the console only.
const log = (line: string): void => (desk ? desk.log(line) : console.error(`[desk] ${line}`));

/** A message beside the window that does not block it (crashes, background errors). */
const tell = (type: 'warning' | 'error', message: string): void =>
  void dialog.showMessageBox({ type, title: 'Collection Desk', message }).catch(() => undefined);

/** Asks whether to restart into a downloaded update now. */
const promptRestart = async (version: string): Promise<boolean> => {
  const { response } = await dialog.showMessageBox({
    type: 'info',
    title: 'Update ready',
    message: `Collection Desk ${version} is ready to install.`,
    detail: 'Restart now to use it, or later: it is installed when you next quit.',
    buttons: ['Restart now', 'Later'],
    defaultId: 0,
    cancelId: 1,
  });
  return response === 0;
};

/** Offers a Linux package's update for download (AppImage, deb: the user or the package manager installs it). */
const promptDownload = async (version: string): Promise<boolean> => {
  const { response } = await dialog.showMessageBox({
    type: 'info',
    title: 'Update available',
    message: `Collection Desk ${version} is available.`,
    detail: 'Download it and install it as you installed this one; the desk does not install it by itself.',
    buttons: ['Open download', 'Later'],
    defaultId: 0,
    cancelId: 1,
  });
  return response === 0;
};

/** The update feed electron-builder wrote into the installed app (resources/app-update.yml); null when absent. */
function installedFeedUrl(): string | null {
  try {
    return feedUrlOf(readFileSync(path.join(process.resourcesPath, 'app-update.yml'), 'utf8'));
  } catch {
    return null;
  }
}

/** Linux packages are offered with a link to the feed's file of the same kind, never installed by the desk. */
const linuxOffer = (): OfferOnly | undefined =>
  process.platform === 'linux' ? { feedUrl: installedFeedUrl(), packageType: process.env.APPIMAGE ? 'AppImage' : 'deb' } : undefined;

// Besides the retail allowlist, the one address the desk opens outside: an update's download on its own feed's host.
const openUpdateLink = async (url: string): Promise<void> => {
  if (!isOnFeed(url, installedFeedUrl())) throw new Error('Only a download on the update feed’s own https host can be opened.');
  await shell.openExternal(url); // eng-disable OPEN_EXTERNAL_JS_CHECK
};

const getWindow = (): BrowserWindow | null => (mainWindow && !mainWindow.window.isDestroyed() ? mainWindow.window : null);

// shell.openExternal behind the retail-host allowlist (https, default port, no credentials): the only
// way out of the app to the system browser.
const openExternal = (url: string): Promise<void> => openExternalSafely(url, (allowed) => shell.openExternal(allowed)); // eng-disable OPEN_EXTERNAL_JS_CHECK

// A click on a notification focuses the window and opens its run, scrape or postcode (`app.open`).
const notify: DeskOptions['notify'] = createNotifier({
  Notification,
  focusWindow: () => focusMainWindow(),
  open: (target) => desk?.open(target),
});

const chooseFolder: DeskOptions['chooseFolder'] = async (defaultPath) => {
  const win = getWindow();
  const options: OpenDialogOptions = { properties: ['openDirectory', 'createDirectory'], defaultPath, title: 'Save files to' };
  const result = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
  return result.canceled ? null : (result.filePaths[0] ?? null);
};

const chooseCertificateFile: DeskOptions['chooseCertificateFile'] = async () => {
  const win = getWindow();
  const options: OpenDialogOptions = {
    properties: ['openFile'],
    title: 'The CA certificate of the team copy’s server',
    filters: [
      { name: 'Certificates (PEM)', extensions: ['pem', 'crt', 'cer'] },
      { name: 'All files', extensions: ['*'] },
    ],
  };
  const result = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
  return result.canceled ? null : (result.filePaths[0] ?? null);
};

/** Applies the theme setting: the page's colour scheme (nativeTheme) and the window background behind it. */
function applyTheme(theme: 'system' | 'light' | 'dark'): void {
  nativeTheme.themeSource = theme;
  getWindow()?.setBackgroundColor(windowBackground(theme, nativeTheme.shouldUseDarkColors));
}

const saveFile = async ({ title, defaultPath, filters }: { title?: string; defaultPath?: string; filters?: FileFilter[] }): Promise<string | null> => {
  const win = getWindow();
  const options: SaveDialogOptions = {
    ...(title ? { title } : {}),
    ...(defaultPath ? { defaultPath } : {}),
    ...(filters ? { filters } : {}),
  };
  const result = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
  return result.canceled || !result.filePath ? null : result.filePath;
};

async function openMainWindow(): Promise<void> {
  mainWindow = await createMainWindow({
    preloadPath,
    rendererUrl,
    isPackaged: app.isPackaged,
    stateFile: path.join(app.getPath('userData'), WINDOW_STATE_FILE),
    backgroundColor: windowBackground(desk?.settings.current().theme ?? 'system', nativeTheme.shouldUseDarkColors),
    icon: windowIcon,
  });
  // A page that dies or hangs is reloaded (logged, and the user told); main's imports and watchers carry on.
  watchRenderer(mainWindow.window.webContents, { log, notice: (message) => tell('warning', message), session: crashSession });
  mainWindow.window.on('closed', () => {
    mainWindow = null;
  });
}

function focusMainWindow(): void {
  const win = getWindow();
  if (!win) return;
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}

async function start(): Promise<void> {
  hardenSession(session.defaultSession, { rendererUrl, dev: isDev });
  if (!isDev) protocol.handle(APP_SCHEME, (request) => serveRendererFile(rendererDir, request));

  const ready = await createDesk({
    dataDir: app.getPath('userData'),
    version: app.getVersion(),
    mode: 'electron',
    log: (line) => console.error(`[desk] ${line}`),
    // Installed builds only: an unpackaged run has no feed to read (electron-builder.yml's publish URL).
    ...(app.isPackaged ? { updater: adaptAutoUpdater(electronUpdater.autoUpdater, log, linuxOffer()), promptRestart, promptDownload, openUpdateLink } : {}),
    // Electron's net: the system proxy and certificate store, as a browser would use them; manual redirects via net.request.
    fetch: createNetFetch(net),
    notify,
    openExternal,
    chooseSavePath: (suggestedName, folder) => saveFile({ defaultPath: path.join(folder, suggestedName) }),
    downloadsDir: app.getPath('downloads'),
    chooseFolder,
    chooseCertificateFile,
    openFolder: async (folder) => {
      const failure = await shell.openPath(folder);
      if (failure) throw new Error(`The folder could not be opened: ${failure}`);
    },
    showFile: (file) => shell.showItemInFolder(file),
    setProgress: (fraction) => getWindow()?.setProgressBar(progressBarValue(fraction)),
    copyText: (text) => clipboard.writeText(text),
  });
  desk = ready;
  applyTheme(ready.settings.current().theme);
  cleanups.push(ready.settings.onChange((settings) => applyTheme(settings.theme)));
  protocol.handle(DESK_IMAGE_SCHEME, (request) => serveDeskImage(request, (url) => ready.fetchImage(url)));
  cleanups.push(registerDeskIpc(ipcMain, { router: ready.router, getWindow, rendererUrl }));
  cleanups.push(forwardDeskEvents(ready.events, getWindow));

  const template = buildMenuTemplate({
    appName: app.name,
    isMac: process.platform === 'darwin',
    isDev,
    helpLinks: RETAIL_HELP_LINKS,
    openLink: (url) => void openExternal(url).catch(() => undefined),
    openDataFolder: () => void shell.openPath(app.getPath('userData')),
    open: (target) => {
      focusMainWindow();
      ready.open(target);
    },
    reload: () => getWindow()?.webContents.reload(),
    openLogFolder: () => void shell.openPath(logDirOf(app.getPath('userData'))),
    checkForUpdates: () => {
      focusMainWindow();
      ready.open({ kind: 'screen', screen: 'settings' });
      void ready.updates.check();
    },
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  await openMainWindow();
}

async function shutdown(): Promise<void> {
  await mainWindow?.saveFinalState();
  for (const cleanup of cleanups.splice(0)) cleanup();
  await desk?.dispose();
  desk = null;
}

// Before `ready`: privileged schemes, the sandbox for every renderer, and the one-instance rule.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES },
  { scheme: DESK_IMAGE_SCHEME, privileges: DESK_IMAGE_SCHEME_PRIVILEGES },
]);
app.enableSandbox();
if (process.platform === 'win32') app.setAppUserModelId('com.collectiondesk.app');

// Uncaught errors in main are logged and the first is shown, instead of a dialog per error (or silence).
guardMainProcess(process, { log, show: (message) => tell('error', message) });

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', focusMainWindow);
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, { rendererUrl, openExternal }));
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (desk && !getWindow() && shutdownState === 'running') void openMainWindow();
  });
  app.on('before-quit', (event) => {
    if (shutdownState === 'stopped') return;
    event.preventDefault();
    if (shutdownState === 'stopping') return;
    shutdownState = 'stopping';
    shutdown()
      .catch((error: unknown) => console.error('Collection Desk: shutdown failed:', error))
      .finally(() => {
        shutdownState = 'stopped';
        app.quit();
      });
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      dialog.showErrorBox('Collection Desk could not start', message);
      app.exit(1);
    });
}
