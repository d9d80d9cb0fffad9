import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { appMethods } from '../../../shared/bridge/methods/app.ts';
import type { BridgeContext } from './router.ts';

/** Where the Electron window loads proxied images (the shell registers this scheme). */
export const ELECTRON_IMAGE_BASE = 'desk-image://img/';

/** Handlers of the `app` area; the mode and image base follow the transport that called. */
export function appHandlers(info: { version: string; sandbox: boolean }): BridgeHandlers<typeof appMethods, BridgeContext> {
  return {
    'app.info': async (_input, ctx) => ({
      version: info.version,
      mode: ctx.origin === 'web' ? 'web' : 'electron',
      sandbox: info.sandbox,
    }),
    'app.imageBase': async (_input, ctx) => ({ base: ctx.imageBase ?? ELECTRON_IMAGE_BASE }),
  };
}
