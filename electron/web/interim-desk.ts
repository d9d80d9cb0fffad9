import { join } from 'node:path';
import { startSandbox } from '../../sandbox/start-sandbox.ts';
import { appMethods } from '../../shared/bridge/methods/app.ts';
import { serviceMethods } from '../../shared/bridge/methods/service-methods.ts';
import { bridgeEvents } from '../../shared/bridge/events.ts';
import { appHandlers } from '../app/bridge/app-handlers.ts';
import { createEventHub, type EventHub } from '../app/bridge/event-hub.ts';
import { createBridgeRouter, type BridgeRouter } from '../app/bridge/router.ts';
import { serviceHandlers } from '../app/bridge/service-handlers.ts';
import { createServiceClient } from '../app/service/service-client.ts';

/** A composed app for browser mode until electron/app/desk.ts exists: the app and service areas only. */
export interface InterimDesk {
  router: BridgeRouter;
  events: EventHub<typeof bridgeEvents>;
  /** The service the service methods talk to. */
  baseUrl: string;
  dispose(): Promise<void>;
}

/**
 * Stand-in for `createDesk` (not written yet): an embedded sandbox under `<dataDir>/sandbox`, a
 * service client holding its first user's API key, and a router over the app and service methods.
 * No profiles, keychain, watchers or image proxy: those arrive with electron/app/desk.ts.
 */
export async function createInterimDesk(options: {
  dataDir: string;
  version: string;
  log?: (line: string) => void;
  /** A service already running (e.g. a sandbox the caller owns) instead of the embedded one. */
  service?: { baseUrl: string; apiKey: string };
}): Promise<InterimDesk> {
  const sandbox = options.service ? null : await startSandbox({ dataDir: join(options.dataDir, 'sandbox'), port: 0, users: 1 });
  const baseUrl = options.service?.baseUrl ?? sandbox?.baseUrl ?? '';
  const apiKey = options.service?.apiKey ?? sandbox?.users[0]?.apiKey;
  const client = createServiceClient({
    baseUrl,
    credential: async () => (apiKey ? { kind: 'apiKey', value: apiKey } : null),
  });
  const events = createEventHub(bridgeEvents, { log: options.log });
  const router = createBridgeRouter(
    { ...appMethods, ...serviceMethods },
    { ...appHandlers({ version: options.version, sandbox: true }), ...serviceHandlers(() => client) },
    { log: options.log },
  );
  return { router, events, baseUrl, dispose: async () => sandbox?.close() };
}
