import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';
import type { WindowState } from './window-state.ts';

/** The renderer's web preferences: isolated, sandboxed, no Node, web security on; DevTools only in development. */
export function secureWebPreferences(preloadPath: string, isPackaged: boolean): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
    // Middle-click would otherwise open links through auxclick; new windows are denied anyway.
    disableBlinkFeatures: 'Auxclick',
    devTools: !isPackaged,
  };
}

/** Options for the main window: restored bounds, hidden until first paint, and the secure web preferences (the background follows the theme: main-window.ts). */
export function mainWindowOptions(state: WindowState, preloadPath: string, isPackaged: boolean): BrowserWindowConstructorOptions {
  return {
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Collection Desk',
    autoHideMenuBar: false,
    webPreferences: secureWebPreferences(preloadPath, isPackaged),
  };
}
