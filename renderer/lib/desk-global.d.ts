import type { Desk } from '../../shared/bridge/desk-api.ts';

declare global {
  interface Window {
    /** The bridge, injected by Electron's preload; absent in browser mode (see renderer/lib/desk.ts). */
    readonly desk?: Desk;
  }
}
