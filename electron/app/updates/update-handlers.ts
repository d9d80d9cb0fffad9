import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { updateMethods } from '../../../shared/bridge/methods/updates.ts';
import type { BridgeContext } from '../bridge/router.ts';
import type { UpdateManager } from './update-manager.ts';

/** Handlers of the `updates` area, for Settings. */
export function updateHandlers(updates: UpdateManager): BridgeHandlers<typeof updateMethods, BridgeContext> {
  return {
    'updates.status': async () => updates.status(),
    'updates.check': async () => updates.check(),
    'updates.openDownload': async () => ({ opened: await updates.openDownload() }),
    'updates.restart': async () => ({ restarting: updates.restart() }),
  };
}
