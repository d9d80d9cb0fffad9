// The preload has no logic of its own: it exposes `window.desk`, built from the bridge contract's names.
// It runs sandboxed (only `electron` may be required at run time), so electron-vite bundles it as CommonJS.
import { contextBridge, ipcRenderer } from 'electron';
import type { IpcRendererEvent } from 'electron';
import { bridgeContract } from '../../shared/bridge/contract.ts';
import { bridgeEvents } from '../../shared/bridge/events.ts';
import type { Result } from '../../shared/bridge/result.ts';
import { EVENT_CHANNEL, INVOKE_CHANNEL } from '../main/channels.ts';
import { buildDeskApi } from '../../shared/bridge/build-desk-api.ts';

const desk = buildDeskApi(
  { methods: Object.keys(bridgeContract), events: Object.keys(bridgeEvents) },
  (method, input) => ipcRenderer.invoke(INVOKE_CHANNEL, method, input) as Promise<Result<unknown>>,
  (handler) => {
    // The IPC event object never reaches the page: only the event name and its payload do.
    const listener = (_event: IpcRendererEvent, name: unknown, payload: unknown): void => handler(name, payload);
    ipcRenderer.on(EVENT_CHANNEL, listener);
    return () => {
      ipcRenderer.removeListener(EVENT_CHANNEL, listener);
    };
  },
  (event, error) => console.error(`desk: a ${event} listener failed`, error),
);

contextBridge.exposeInMainWorld('desk', desk);
