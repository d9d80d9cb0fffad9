import { join } from 'node:path';
import { bridgeContract } from '../../shared/bridge/contract.ts';
import type { BridgeHandlers } from '../../shared/bridge/define.ts';
import { bridgeEvents } from '../../shared/bridge/events.ts';
import { SANDBOX_PROFILE_ID } from '../../shared/bridge/profile.ts';
import { accountHandlers } from './accounts/account-handlers.ts';
import { appHandlers } from './bridge/app-handlers.ts';
import { createEventHub } from './bridge/event-hub.ts';
import type { EventHub } from './bridge/event-hub.ts';
import { redact } from './bridge/redact.ts';
import { createBridgeRouter } from './bridge/router.ts';
import type { BridgeContext, BridgeRouter } from './bridge/router.ts';
import { serviceHandlers } from './bridge/service-handlers.ts';
import { createConnection } from './connection/connection.ts';
import { connectionHandlers } from './connection/connection-handlers.ts';
import { demoAccountOf, sandboxHandlers } from './connection/sandbox-handlers.ts';
import { createSandboxHost } from './connection/sandbox-host.ts';
import { createCredentialRepair } from './credentials/credential-repair.ts';
import type { CredentialRepair } from './credentials/credential-repair.ts';
import { createCredentialVault } from './credentials/credential-vault.ts';
import { credentialsHandlers } from './credentials/credentials-handlers.ts';
import type { DeskOptions } from './desk-options.ts';
import { exportsHandlers } from './exports/exports-handlers.ts';
import { filesHandlers } from './files/files-handlers.ts';
import { createImageFetcher } from './images/image-fetcher.ts';
import { importHandlers } from './imports/import-handlers.ts';
import type { FetchedImage } from './images/image-fetcher.ts';
import { itemsHandlers } from './items/items-handlers.ts';
import { createProfileStore } from './profiles/profile-store.ts';
import { profilesHandlers } from './profiles/profiles-handlers.ts';
import { createKeychainStore, DEFAULT_KEYCHAIN_SERVICE, probeKeychain } from './secrets/keychain-store.ts';
import { shellHandlers } from './shell/shell-handlers.ts';
import { withAutoWatch } from './watchers/auto-watch.ts';
import { watchHandlers } from './watchers/watch-handlers.ts';
import { createWatchers } from './watchers/watcher-manager.ts';

/** The composed main-process app: what electron/main and browser mode serve. */
export interface ComposedDesk {
  router: BridgeRouter;
  events: EventHub<typeof bridgeEvents>;
  /** Fetches a product image for the renderer, without credentials; null when refused or missing. */
  fetchImage(url: string): Promise<FetchedImage | null>;
  /** Stops watchers (they resume next start) and the embedded sandbox. */
  dispose(): Promise<void>;
}

/**
 * Builds the app: keychain probe, profiles, the active profile's connection (starting the embedded
 * sandbox when the Sandbox profile is active, as on first start), interrupted key rotations finished,
 * saved watchers resumed, and the bridge router over every area.
 */
export async function createDesk(options: DeskOptions): Promise<ComposedDesk> {
  const sink = options.log ?? ((line: string) => console.error(line));
  const log = (line: string): void => sink(redact(line));
  const events = createEventHub(bridgeEvents, { log });
  const publish = events.publish.bind(events) as EventHub<typeof bridgeEvents>['publish'];

  const keychainService = options.keychainService ?? DEFAULT_KEYCHAIN_SERVICE;
  const probe = await probeKeychain(keychainService);
  if (!probe.available) log(`credentials: the OS keychain cannot be used: ${probe.reason}${probe.detail ? ` (${probe.detail})` : ''}`);
  // The Sandbox's credentials are held in memory, read from the sandbox's own store at each start.
  const vault = createCredentialVault(createKeychainStore({ service: keychainService }), probe, {}, [SANDBOX_PROFILE_ID]);

  const profiles = createProfileStore({
    file: join(options.dataDir, 'profiles.json'),
    secrets: vault,
    onCorrupt: ({ movedTo, reason }) => log(`profiles: the profiles file ${reason}; moved to ${movedTo}`),
  });
  const sandbox = createSandboxHost({ dataDir: options.dataDir, timings: options.sandbox, log });
  let repair: CredentialRepair | null = null;
  const connection = createConnection({
    profiles,
    vault,
    sandbox,
    fetch: options.fetch,
    log,
    publish: (view) => publish('connection.state', view),
    onSandboxStarted: async () => repair?.provisionSandbox(),
  });
  repair = createCredentialRepair({ vault, profiles, connection, sandbox, log });

  const watchers = createWatchers({
    file: join(options.dataDir, 'watchers.json'),
    clientFor: connection.clientFor,
    publish,
    notify: options.notify,
    log,
    timing: options.watchTiming,
  });

  try {
    await connection.start();
    await repair.finishAllPending();
    await watchers.resume();
  } catch (err) {
    await watchers.dispose();
    await sandbox.close();
    throw err;
  }
  void connection.check();

  const app = appHandlers({ version: options.version, sandbox: true });
  const handlers: BridgeHandlers<typeof bridgeContract, BridgeContext> = {
    ...app,
    'app.info': async (input, ctx) => ({ ...(await app['app.info'](input, ctx)), sandbox: connection.activeId() === SANDBOX_PROFILE_ID }),
    ...withAutoWatch(serviceHandlers(() => connection.proxy), { watchers, activeId: connection.activeId, publish, log }),
    ...accountHandlers({ connection }),
    ...profilesHandlers({ profiles, vault, connection }),
    ...credentialsHandlers({
      vault,
      profiles,
      connection,
      repair,
      mode: options.mode,
      copyText: options.copyText,
      log,
      sandboxAccount: () => demoAccountOf({ sandbox, connection }),
    }),
    ...connectionHandlers({ connection }),
    ...filesHandlers({ connection, chooseSavePath: options.chooseSavePath }),
    ...exportsHandlers({ connection, chooseSavePath: options.chooseSavePath }),
    ...shellHandlers({ openExternal: options.openExternal, mode: options.mode }),
    ...itemsHandlers({ connection }),
    ...importHandlers({ dataDir: options.dataDir, onCorrupt: ({ movedTo, reason }) => log(`imports: a journal ${reason}; moved to ${movedTo}`) }),
    ...watchHandlers({ watchers, connection }),
    ...sandboxHandlers({ sandbox, connection, vault, log }),
  };
  const router = createBridgeRouter(bridgeContract, handlers, { log });

  const fetchImage = createImageFetcher({
    fetch: options.fetch,
    serviceOrigin: () => {
      const base = connection.proxy.baseUrl || sandbox.running()?.baseUrl;
      return base ? new URL(base).origin : null;
    },
  });

  let disposed = false;
  return {
    router,
    events,
    fetchImage,
    async dispose() {
      if (disposed) return;
      disposed = true;
      await watchers.dispose();
      await sandbox.close();
    },
  };
}
