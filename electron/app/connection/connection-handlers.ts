import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { connectionMethods } from '../../../shared/bridge/methods/connection.ts';
import type { BridgeContext } from '../bridge/router.ts';
import type { Connection } from './connection.ts';

/** Handlers of the `connection` area. */
export function connectionHandlers(deps: { connection: Connection }): BridgeHandlers<typeof connectionMethods, BridgeContext> {
  return {
    'connection.status': async () => deps.connection.view(),
    'connection.check': () => deps.connection.check(),
  };
}
