import type { Session, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, hardenSession, hardenWebContents, RENDERER_CSP } from './security.ts';

type Listener = (...args: unknown[]) => unknown;

/** A stand-in for the Electron session: records the handlers the hardening registers. */
function fakeSession() {
  const handlers: Record<string, Listener> = {};
  const session = {
    setPermissionRequestHandler: (h: Listener) => (handlers.request = h),
    setPermissionCheckHandler: (h: Listener) => (handlers.check = h),
    setDevicePermissionHandler: (h: Listener) => (handlers.device = h),
    webRequest: { onHeadersReceived: (h: Listener) => (handlers.headers = h) },
  };
  return { session: session as unknown as Session, handlers };
}

/** A stand-in for a webContents: records its event listeners and its window-open handler. */
function fakeContents() {
  const listeners = new Map<string, Listener[]>();
  let openHandler: Listener | undefined;
  const contents = {
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return contents;
    },
    setWindowOpenHandler(handler: Listener) {
      openHandler = handler;
    },
  };
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };
  return { contents: contents as unknown as WebContents, emit, openWindow: (details: unknown) => openHandler?.(details) };
}

function navigationEvent(url: string) {
  return { url, isMainFrame: true, preventDefault: vi.fn() };
}

const APP = 'app://desk/index.html';

describe('hardenSession', () => {
  it('denies every permission request and check', () => {
    const { session, handlers } = fakeSession();
    hardenSession(session, { rendererUrl: APP, dev: false });
    for (const permission of ['media', 'notifications', 'geolocation', 'clipboard-read', 'openExternal', 'hid', 'fullscreen']) {
      const callback = vi.fn();
      handlers.request?.({}, permission, callback, {});
      expect(callback).toHaveBeenCalledWith(false);
      expect(handlers.check?.({}, permission, 'app://desk', {})).toBe(false);
    }
    expect(handlers.device?.({ deviceType: 'usb' })).toBe(false);
  });

  it('adds the CSP to the renderer origin only', () => {
    const { session, handlers } = fakeSession();
    hardenSession(session, { rendererUrl: 'http://localhost:5173/', dev: true });
    const own = vi.fn();
    handlers.headers?.({ url: 'http://localhost:5173/src/main.tsx', responseHeaders: { 'X-A': ['1'] } }, own);
    expect(own).toHaveBeenCalledWith({
      responseHeaders: { 'X-A': ['1'], 'Content-Security-Policy': [contentSecurityPolicy(true)] },
    });
    const other = vi.fn();
    handlers.headers?.({ url: 'https://www.marketplace.com/', responseHeaders: {} }, other);
    expect(other).toHaveBeenCalledWith({});
  });
});

describe('contentSecurityPolicy', () => {
  it('is the strict policy in packaged builds', () => {
    expect(contentSecurityPolicy(false)).toBe(RENDERER_CSP);
    expect(RENDERER_CSP).toContain("default-src 'self'");
    expect(RENDERER_CSP).toContain("script-src 'self';");
    expect(RENDERER_CSP).toContain("img-src 'self' data: desk-image:");
    expect(RENDERER_CSP).toContain("object-src 'none'");
    expect(RENDERER_CSP).toContain("frame-ancestors 'none'");
    expect(RENDERER_CSP).not.toContain('unsafe');
  });

  it('never allows eval, even in development', () => {
    expect(contentSecurityPolicy(true)).not.toContain('unsafe-eval');
  });
});

describe('hardenWebContents', () => {
  it('prevents navigation and redirects away from the renderer, allows the renderer itself', () => {
    const { contents, emit } = fakeContents();
    hardenWebContents(contents, { rendererUrl: APP, openExternal: vi.fn(async () => undefined) });
    for (const event of ['will-navigate', 'will-redirect']) {
      for (const url of ['https://www.marketplace.com/', 'file:///etc/passwd', 'http://localhost:5173/', 'app://other/index.html']) {
        const e = navigationEvent(url);
        emit(event, e, url);
        expect(e.preventDefault, `${event} ${url}`).toHaveBeenCalled();
      }
      const own = navigationEvent('app://desk/collections/12');
      emit(event, own, own.url);
      expect(own.preventDefault).not.toHaveBeenCalled();
    }
  });

  it('prevents every <webview> from attaching', () => {
    const { contents, emit } = fakeContents();
    hardenWebContents(contents, { rendererUrl: APP, openExternal: vi.fn(async () => undefined) });
    const event = { preventDefault: vi.fn() };
    emit('will-attach-webview', event, { nodeIntegration: true }, { src: 'https://example.com' });
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('denies every new window and sends only retail https links to the system browser', () => {
    const { contents, openWindow } = fakeContents();
    const openExternal = vi.fn(async () => undefined);
    hardenWebContents(contents, { rendererUrl: APP, openExternal });
    expect(openWindow({ url: 'https://www.marketplace.co.uk/dp/B01', disposition: 'new-window' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://www.marketplace.co.uk/dp/B01');
    openExternal.mockClear();
    for (const url of ['https://example.com/', 'http://www.marketplace.com/', 'app://desk/index.html', 'javascript:alert(1)']) {
      expect(openWindow({ url, disposition: 'foreground-tab' })).toEqual({ action: 'deny' });
    }
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('survives a failing openExternal', async () => {
    const { contents, openWindow } = fakeContents();
    const openExternal = vi.fn(async () => {
      throw new Error('no browser');
    });
    hardenWebContents(contents, { rendererUrl: APP, openExternal });
    expect(openWindow({ url: 'https://marketplace.de/x' })).toEqual({ action: 'deny' });
    await Promise.resolve();
    expect(openExternal).toHaveBeenCalled();
  });
});
