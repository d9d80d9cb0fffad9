import type { BrowserWindow, IpcMain, IpcMainInvokeEvent } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { okResult } from '../../shared/bridge/result.ts';
import { EVENT_CHANNEL, INVOKE_CHANNEL } from './channels.ts';
import type { DeskEventSource, DeskRouter } from './ipc.ts';
import { checkSender, forwardDeskEvents, invokeFromRenderer, registerDeskIpc } from './ipc.ts';

const APP = 'app://desk/index.html';
const topFrame = { url: 'app://desk/collections' };

function fakeRouter(): DeskRouter & { invoke: ReturnType<typeof vi.fn> } {
  return { invoke: vi.fn(async (method: string, input: unknown) => okResult({ method, input })) };
}

/** A stand-in for the main window: its webContents, top frame and send(). */
function fakeWindow(options: { destroyed?: boolean } = {}) {
  const webContents = { mainFrame: topFrame, send: vi.fn(), isDestroyed: () => false };
  const win = { webContents, isDestroyed: () => options.destroyed === true };
  return { win: win as unknown as BrowserWindow, webContents };
}

function fakeIpcMain() {
  const handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  const ipc = {
    handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => unknown) => handlers.set(channel, handler),
    removeHandler: (channel: string) => handlers.delete(channel),
  };
  return { ipc: ipc as unknown as Pick<IpcMain, 'handle' | 'removeHandler'>, handlers };
}

describe('checkSender', () => {
  it('accepts the main frame on the renderer URL only', () => {
    expect(checkSender('app://desk/index.html', true, APP)).toBe(true);
    expect(checkSender('app://desk/postcodes', true, APP)).toBe(true);
    expect(checkSender('app://desk/index.html', false, APP)).toBe(false);
    expect(checkSender('https://www.marketplace.com/', true, APP)).toBe(false);
    expect(checkSender('file:///tmp/x.html', true, APP)).toBe(false);
    expect(checkSender(null, true, APP)).toBe(false);
    expect(checkSender('http://localhost:5173/', true, 'http://localhost:5173/')).toBe(true);
  });
});

describe('invokeFromRenderer', () => {
  it('passes a checked call to the router with the IPC context', async () => {
    const router = fakeRouter();
    const result = await invokeFromRenderer(router, { frameUrl: APP, isMainFrame: true }, APP, 'postcodes.list', { page: 1 });
    expect(result).toEqual(okResult({ method: 'postcodes.list', input: { page: 1 } }));
    expect(router.invoke).toHaveBeenCalledWith('postcodes.list', { page: 1 }, { origin: 'ipc', imageBase: 'desk-image://img/' });
  });

  it('answers forbidden for a subframe or a foreign page, without reaching the router', async () => {
    const router = fakeRouter();
    const sub = await invokeFromRenderer(router, { frameUrl: APP, isMainFrame: false }, APP, 'postcodes.list', {});
    const foreign = await invokeFromRenderer(router, { frameUrl: 'https://evil.example/', isMainFrame: true }, APP, 'postcodes.list', {});
    expect(sub).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(foreign).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(router.invoke).not.toHaveBeenCalled();
  });

  it('answers unknown-method for a malformed name', async () => {
    const router = fakeRouter();
    for (const method of [42, '', 'x'.repeat(101), null, { toString: () => 'a.b' }]) {
      const result = await invokeFromRenderer(router, { frameUrl: APP, isMainFrame: true }, APP, method, {});
      expect(result).toMatchObject({ ok: false, error: { kind: 'unknown-method' } });
    }
    expect(router.invoke).not.toHaveBeenCalled();
  });

  it('turns a throwing router into an internal Result', async () => {
    const router: DeskRouter = { invoke: async () => Promise.reject(new Error('boom')) };
    const result = await invokeFromRenderer(router, { frameUrl: APP, isMainFrame: true }, APP, 'app.info', {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } });
  });
});

describe('registerDeskIpc', () => {
  it('registers one handler that checks the sender frame against the main window', async () => {
    const { ipc, handlers } = fakeIpcMain();
    const { win, webContents } = fakeWindow();
    const router = fakeRouter();
    const remove = registerDeskIpc(ipc, { router, getWindow: () => win, rendererUrl: APP });
    expect([...handlers.keys()]).toEqual([INVOKE_CHANNEL]);
    const handler = handlers.get(INVOKE_CHANNEL);

    const fromTop = { sender: webContents, senderFrame: topFrame } as unknown as IpcMainInvokeEvent;
    await expect(handler?.(fromTop, 'app.info', {})).resolves.toMatchObject({ ok: true });

    const fromChild = { sender: webContents, senderFrame: { url: APP } } as unknown as IpcMainInvokeEvent;
    await expect(handler?.(fromChild, 'app.info', {})).resolves.toMatchObject({ ok: false, error: { kind: 'forbidden' } });

    const fromOther = { sender: {}, senderFrame: topFrame } as unknown as IpcMainInvokeEvent;
    await expect(handler?.(fromOther, 'app.info', {})).resolves.toMatchObject({ ok: false, error: { kind: 'forbidden' } });

    const noFrame = { sender: webContents, senderFrame: null } as unknown as IpcMainInvokeEvent;
    await expect(handler?.(noFrame, 'app.info', {})).resolves.toMatchObject({ ok: false, error: { kind: 'forbidden' } });

    expect(router.invoke).toHaveBeenCalledTimes(1);
    remove();
    expect(handlers.size).toBe(0);
  });

  it('refuses every call while there is no main window', async () => {
    const { ipc, handlers } = fakeIpcMain();
    const { webContents } = fakeWindow();
    const router = fakeRouter();
    registerDeskIpc(ipc, { router, getWindow: () => null, rendererUrl: APP });
    const event = { sender: webContents, senderFrame: topFrame } as unknown as IpcMainInvokeEvent;
    await expect(handlers.get(INVOKE_CHANNEL)?.(event, 'app.info', {})).resolves.toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });
});

describe('forwardDeskEvents', () => {
  function fakeEvents() {
    let listener: ((event: string, payload: unknown) => void) | null = null;
    const source: DeskEventSource = {
      subscribe(l) {
        listener = l;
        return () => {
          listener = null;
        };
      },
    };
    return { source, emit: (event: string, payload: unknown) => listener?.(event, payload), active: () => listener !== null };
  }

  it('sends each event to the window on desk:event, and stops on unsubscribe', () => {
    const { source, emit, active } = fakeEvents();
    const { win, webContents } = fakeWindow();
    const stop = forwardDeskEvents(source, () => win);
    emit('credits.changed', {});
    expect(webContents.send).toHaveBeenCalledWith(EVENT_CHANNEL, 'credits.changed', {});
    stop();
    expect(active()).toBe(false);
  });

  it('drops events while the window is closed or destroyed', () => {
    const { source, emit } = fakeEvents();
    const { win, webContents } = fakeWindow({ destroyed: true });
    forwardDeskEvents(source, () => win);
    emit('credits.changed', {});
    forwardDeskEvents(source, () => null);
    emit('credits.changed', {});
    expect(webContents.send).not.toHaveBeenCalled();
  });
});
