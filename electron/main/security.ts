import type { Session, WebContents } from 'electron';
import { isAppUrl } from './app-url.ts';
import { isAllowedExternalUrl } from './open-external.ts';

/** The renderer's Content-Security-Policy: same-origin code only, images also from data: and desk-image:. */
export const RENDERER_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: desk-image:; connect-src 'self'; " +
  "worker-src 'self' blob:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

// Development only: Vite's dev server injects the React Refresh preamble and CSS as inline elements and
// talks HMR over a WebSocket (the same relaxation renderer/vite.config.ts applies to the meta policy).
const DEV_RENDERER_CSP = RENDERER_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
  .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
  .replace("connect-src 'self'", "connect-src 'self' ws: wss:");

/** The CSP for the renderer's responses; the development variant also allows Vite's inline preamble and styles. */
export function contentSecurityPolicy(dev: boolean): string {
  return dev ? DEV_RENDERER_CSP : RENDERER_CSP;
}

/** What the hardening needs to know: the renderer's own URL and whether this is a development run. */
export interface HardeningOptions {
  rendererUrl: string;
  dev: boolean;
}

/**
 * Denies every permission request and check (camera, notifications, clipboard, HID, …) and adds the CSP
 * to the dev server's responses (packaged pages get it from the app: protocol handler itself).
 */
export function hardenSession(ses: Session, options: HardeningOptions): void {
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  ses.setDevicePermissionHandler(() => false);
  const csp = contentSecurityPolicy(options.dev);
  ses.webRequest.onHeadersReceived((details, callback) => {
    if (!isAppUrl(details.url, options.rendererUrl)) {
      callback({});
      return;
    }
    // The policy is the RENDERER_CSP constant (tested, and evaluated by scripts/electronegativity.ts), not a literal here.
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } }); // eng-disable CSP_GLOBAL_CHECK
  });
}

/** What to do with a navigation of a page: only the app's own renderer URL may load. */
export function shouldBlockNavigation(url: string, rendererUrl: string): boolean {
  return !isAppUrl(url, rendererUrl);
}

/**
 * Hardens one webContents: navigation and redirects away from the renderer are prevented, every new
 * window is denied (https retail links go to the system browser instead), and <webview> never attaches.
 */
export function hardenWebContents(contents: WebContents, options: { rendererUrl: string; openExternal: (url: string) => Promise<void> }): void {
  contents.on('will-navigate', (event) => {
    if (shouldBlockNavigation(event.url, options.rendererUrl)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (shouldBlockNavigation(event.url, options.rendererUrl)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url)) {
      // Checked on the line above, and openExternal (openExternalSafely) checks again before the shell sees it.
      options.openExternal(url).catch(() => undefined); // eng-disable OPEN_EXTERNAL_JS_CHECK
    }
    return { action: 'deny' };
  });
}
