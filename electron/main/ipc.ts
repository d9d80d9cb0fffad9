import type { BrowserWindow, IpcMain, IpcMainInvokeEvent } from 'electron';
import { errResult, type Result } from '../../shared/bridge/result.ts';
import { isAppUrl } from './app-url.ts';
import { EVENT_CHANNEL, INVOKE_CHANNEL } from './channels.ts';
import type { ComposedDesk } from '../app/desk.ts';
import { DESK_IMAGE_BASE } from './image-protocol.ts';

const MAX_METHOD_NAME = 100;

/** The part of the app's bridge router the IPC channel calls. */
export type DeskRouter = Pick<ComposedDesk['router'], 'invoke'>;
/** The part of the app's event hub the IPC channel forwards. */
export type DeskEventSource = Pick<ComposedDesk['events'], 'subscribe'>;

/** True when a call comes from the main window's top frame while it shows the app's own renderer URL. */
export function checkSender(frameUrl: string | null | undefined, isMainFrame: boolean, expectedUrl: string): boolean {
  return isMainFrame && isAppUrl(frameUrl, expectedUrl);
}

/** The sender as the check sees it: its frame's URL and whether it is the main window's top frame. */
export interface SenderInfo {
  frameUrl: string | null;
  isMainFrame: boolean;
}

/** Handles one renderer call: sender check, method-name shape, then the router; never throws. */
export async function invokeFromRenderer(
  router: DeskRouter,
  sender: SenderInfo,
  expectedUrl: string,
  method: unknown,
  input: unknown,
): Promise<Result<unknown>> {
  if (!checkSender(sender.frameUrl, sender.isMainFrame, expectedUrl)) {
    return errResult('forbidden', 'This call did not come from the Collection Desk window.');
  }
  if (typeof method !== 'string' || method.length === 0 || method.length > MAX_METHOD_NAME) {
    return errResult('unknown-method', 'The bridge method name is missing or malformed.');
  }
  try {
    return await router.invoke(method, input, { origin: 'ipc', imageBase: DESK_IMAGE_BASE });
  } catch {
    return errResult('internal', 'The app failed while handling this request.');
  }
}

/** Who sent an IPC call, judged against the current main window. */
export function describeSender(event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>, win: BrowserWindow | null): SenderInfo {
  const frame = event.senderFrame;
  if (!win || win.isDestroyed() || !frame) return { frameUrl: null, isMainFrame: false };
  const contents = win.webContents;
  return { frameUrl: frame.url, isMainFrame: event.sender === contents && frame === contents.mainFrame };
}

/** Registers the single `desk:invoke` handler; returns its removal. */
export function registerDeskIpc(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  options: { router: DeskRouter; getWindow: () => BrowserWindow | null; rendererUrl: string },
): () => void {
  ipcMain.handle(INVOKE_CHANNEL, (event, method: unknown, input: unknown) =>
    invokeFromRenderer(options.router, describeSender(event, options.getWindow()), options.rendererUrl, method, input),
  );
  return () => ipcMain.removeHandler(INVOKE_CHANNEL);
}

/** Forwards every desk event to the main window (when it is open) on `desk:event`; returns the unsubscribe. */
export function forwardDeskEvents(events: DeskEventSource, getWindow: () => BrowserWindow | null): () => void {
  return events.subscribe((name, payload) => {
    const win = getWindow();
    if (!win || win.isDestroyed() || win.webContents.isDestroyed()) return;
    win.webContents.send(EVENT_CHANNEL, name, payload);
  });
}
