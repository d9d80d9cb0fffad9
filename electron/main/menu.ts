import type { MenuItemConstructorOptions } from 'electron';
import type { OpenTarget } from '../../shared/bridge/open-target.ts';
import { RETAIL_HOSTS } from './open-external.ts';

/** A link in the Help menu; it is opened through the guarded openExternal, so only retail sites work. */
export interface HelpLink {
  label: string;
  url: string;
}

/** The retail sites, listed in Help so an analyst can check a product page by hand. */
export const RETAIL_HELP_LINKS: readonly HelpLink[] = [
  { label: 'Marketplace (Australia)', url: 'https://www.marketplace.com.au/' },
  { label: 'Marketplace (United States)', url: 'https://www.marketplace.com/' },
  { label: 'Marketplace (United Kingdom)', url: 'https://www.marketplace.co.uk/' },
  { label: 'Marketplace (Germany)', url: 'https://www.marketplace.de/' },
  { label: 'Partsstore', url: 'https://www.partsstore.com.au/' },
  { label: 'Officestore', url: 'https://www.officestore.com.au/' },
].filter((link) => RETAIL_HOSTS.has(new URL(link.url).hostname));

/** What the menu depends on: the platform, development mode and the actions its items trigger. */
export interface MenuOptions {
  appName: string;
  isMac: boolean;
  isDev: boolean;
  helpLinks: readonly HelpLink[];
  openLink: (url: string) => void;
  openDataFolder: () => void;
  /** Asks the renderer to open a screen (the `app.open` event). */
  open: (target: OpenTarget) => void;
  /** Reloads the window's page. */
  reload: () => void;
  /** Opens the folder holding the log file. */
  openLogFolder: () => void;
  /** Checks for an update now (the answer shows in Settings → Updates, which this opens). */
  checkForUpdates: () => void;
}

/** The keyboard accelerators of the main actions (Electron's CmdOrCtrl is ⌘ on macOS, Ctrl elsewhere). */
export const ACCELERATORS = {
  newCollection: 'CmdOrCtrl+N',
  import: 'CmdOrCtrl+I',
  search: 'CmdOrCtrl+F',
  settings: 'CmdOrCtrl+,',
  reload: 'CmdOrCtrl+R',
} as const;

/** The application menu: File (new collection, import, settings), Edit, View (search, reload; DevTools in development only), Window, Help (updates, the log folder, retail sites). */
export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const { isMac, isDev } = options;
  const template: MenuItemConstructorOptions[] = [];
  const settingsItem: MenuItemConstructorOptions = {
    label: isMac ? 'Settings…' : 'Settings',
    accelerator: ACCELERATORS.settings,
    click: () => options.open({ kind: 'screen', screen: 'settings' }),
  };
  if (isMac) {
    template.push({
      label: options.appName,
      submenu: [
        { role: 'about' },
        { type: 'separator' },
        settingsItem,
        { type: 'separator' },
        { role: 'services' },
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        { role: 'quit' },
      ],
    });
  }
  template.push({
    label: 'File',
    submenu: [
      { label: 'New Collection', accelerator: ACCELERATORS.newCollection, click: () => options.open({ kind: 'screen', screen: 'new-collection' }) },
      { label: 'Import…', accelerator: ACCELERATORS.import, click: () => options.open({ kind: 'screen', screen: 'import' }) },
      { type: 'separator' },
      { label: 'Open Data Folder', click: () => options.openDataFolder() },
      // On macOS Settings sits in the app menu, as the platform expects.
      ...(isMac ? [] : ([{ type: 'separator' }, settingsItem] satisfies MenuItemConstructorOptions[])),
      { type: 'separator' },
      isMac ? { role: 'close' } : { role: 'quit' },
    ],
  });
  template.push({ role: 'editMenu' });
  template.push({
    label: 'View',
    submenu: [
      { label: 'Search', accelerator: ACCELERATORS.search, click: () => options.open({ kind: 'screen', screen: 'search' }) },
      { label: 'Reload', accelerator: ACCELERATORS.reload, click: () => options.reload() },
      ...(isDev ? ([{ role: 'forceReload' }, { role: 'toggleDevTools' }] satisfies MenuItemConstructorOptions[]) : []),
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  });
  template.push({ role: 'windowMenu' });
  template.push({
    role: 'help',
    submenu: [
      { label: 'Check for Updates…', click: () => options.checkForUpdates() },
      { label: 'Open Log Folder', click: () => options.openLogFolder() },
      { type: 'separator' },
      ...options.helpLinks.map((link): MenuItemConstructorOptions => ({ label: link.label, click: () => options.openLink(link.url) })),
      ...(isMac ? [] : ([{ type: 'separator' }, { role: 'about' }] satisfies MenuItemConstructorOptions[])),
    ],
  });
  return template;
}
