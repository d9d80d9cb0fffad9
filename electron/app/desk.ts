import { join } from 'node:path';
import { bridgeContract } from '../../shared/bridge/contract.ts';
import type { BridgeHandlers } from '../../shared/bridge/define.ts';
import { bridgeEvents } from '../../shared/bridge/events.ts';
import { SANDBOX_PROFILE_ID } from '../../shared/bridge/profile.ts';
import { accountHandlers } from './accounts/account-handlers.ts';
import { appHandlers } from './bridge/app-handlers.ts';
import { createEventHub } from './bridge/event-hub.ts';
import type { EventHub } from './bridge/event-hub.ts';
import { describeError, redact } from './bridge/redact.ts';
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
import { lockDataDir } from './fs/data-dir-lock.ts';
import { privateDir } from '../../sandbox/store/private-files.ts';
import { createLocalCopy } from './local-copy/local-copy.ts';
import { copyStoreHandlers, localCopyHandlers } from './local-copy/local-copy-handlers.ts';
import { inboxHandlers } from './local-copy/watch/inbox-handlers.ts';
import { watchNotice } from './local-copy/watch/watch-notice.ts';
import { SERVICE_WRITES, withWriteHooks } from './local-copy/write-hooks.ts';
import { diagnosticsHandlers } from './logging/diagnostics-handlers.ts';
import { createProfileStore } from './profiles/profile-store.ts';
import { profilesHandlers } from './profiles/profiles-handlers.ts';
import { createTaskProgress, importFraction, importJustDone, importNotification, runFraction } from './progress/task-progress.ts';
import type { ImportSummary } from '../../shared/bridge/methods/imports.ts';
import type { OpenTarget } from '../../shared/bridge/open-target.ts';
import { settingsHandlers, settingsView } from './settings/settings-handlers.ts';
import { logDirOf, openLogFile } from './logging/log-file.ts';
import { logEntryText } from './logging/log-text.ts';
import type { SettingsDeps } from './settings/settings-handlers.ts';
import { loadSettingsStore, SETTINGS_FILE } from './settings/settings-store.ts';
import type { SettingsStore } from './settings/settings-store.ts';
import { defaultDownloadsFolder } from './files/downloads-folder.ts';
import { createSavedFiles } from './files/saved-files.ts';
import { shownNotification, type DeskNotification } from './desk-notification.ts';
import { createKeychainStore, DEFAULT_KEYCHAIN_SERVICE, probeKeychain } from './secrets/keychain-store.ts';
import { shellHandlers } from './shell/shell-handlers.ts';
import { withReconciledCreates } from './bridge/reconcile-creates.ts';
import { updateHandlers } from './updates/update-handlers.ts';
import { createUpdateManager } from './updates/update-manager.ts';
import type { UpdateManager } from './updates/update-manager.ts';
import { withAutoWatch } from './watchers/auto-watch.ts';
import { watchHandlers } from './watchers/watch-handlers.ts';
import { createWatchers } from './watchers/watcher-manager.ts';
import { createOpenRuns } from './watchers/open-runs.ts';

/** The composed main-process app: what electron/main and browser mode serve. */
export interface ComposedDesk {
  router: BridgeRouter;
  events: EventHub<typeof bridgeEvents>;
  /** The user's settings: the host applies the theme and follows its changes. */
  settings: SettingsStore;
  /** Asks the renderer to open a place (a clicked notification, a menu item): the `app.open` event. */
  open(target: OpenTarget): void;
  /** Fetches a product image for the renderer, without credentials; null when refused or missing. */
  fetchImage(url: string): Promise<FetchedImage | null>;
  /** Writes a line to the log (redacted; the log file and the host's sink). */
  log(line: string): void;
  /** Update checks (the menu's "Check for Updates…"). */
  updates: UpdateManager;
  /** Stops watchers (they resume next start) and the embedded sandbox. */
  dispose(): Promise<void>;
}

/**
 * Builds the app: keychain probe, profiles, the active profile's connection (starting the embedded
 * sandbox when the Sandbox profile is active, as on first start), interrupted key rotations finished,
 * saved watchers resumed, and the bridge router over every area.
 */
export async function createDesk(options: DeskOptions): Promise<ComposedDesk> {
  // Owner-only, as the sandbox's data dir: it holds the user's profiles, watchers and local copy.
  privateDir(options.dataDir);
  // Two desks on one data dir would overwrite each other's files: the second is refused here.
  const lock = lockDataDir(options.dataDir);
  try {
    return await composeDesk(options, lock.release);
  } catch (err) {
    lock.release();
    throw err;
  }
}

async function composeDesk(options: DeskOptions, releaseLock: () => void): Promise<ComposedDesk> {
  const sink = options.log ?? ((line: string) => console.error(line));
  // Every line goes to the log file in the data folder too (redacted again there, whatever the caller did).
  const logFile = openLogFile({
    dataDir: options.dataDir,
    version: options.version,
    mode: options.mode,
    onWriteError: (error) => sink(`log: the log file cannot be written: ${describeError(error)}`),
  });
  const log = (line: string): void => {
    const clean = redact(line);
    // A kind of line over its few a minute is counted by the log file (one summary line), and kept off the host's sink too.
    if (logFile.write(clean)) sink(logEntryText(clean));
  };
  const events = createEventHub(bridgeEvents, { log });
  const hubPublish = events.publish.bind(events) as EventHub<typeof bridgeEvents>['publish'];

  const settings = await loadSettingsStore({
    file: join(options.dataDir, SETTINGS_FILE),
    onCorrupt: ({ movedTo, reason }) => log(`settings: the settings file ${reason}; moved to ${movedTo}; the defaults are used`),
  });
  settings.onChange((next) => hubPublish('settings.changed', { settings: next }));
  // Each kind of native notification can be switched off in Settings; the renderer's own notices stay.
  const notify = (notification: DeskNotification): void => {
    if (settings.current().notifications[notification.kind]) options.notify(shownNotification(notification));
  };
  const progress = createTaskProgress(options.setProgress ?? (() => undefined));
  // Runs show on the taskbar/dock while main watches them.
  const publish: EventHub<typeof bridgeEvents>['publish'] = (event, payload) => {
    if (event === 'run.progress') {
      const p = payload as { collectionId: number; runnerId: number; processed: number; failed: number; itemCount: number };
      progress.set(`run:${p.runnerId}`, runFraction(p.processed, p.failed, p.itemCount));
    } else if (event === 'run.finished') {
      progress.set(`run:${(payload as { runnerId: number }).runnerId}`, null);
    }
    return hubPublish(event, payload);
  };

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
  // The sync engine follows the connection (offline at once, a catch-up when it is back); it is made below.
  let connectionMoved = (_state: string): void => undefined;
  const connection = createConnection({
    profiles,
    vault,
    sandbox,
    fetch: options.fetch,
    log,
    publish: (view) => {
      publish('connection.state', view);
      connectionMoved(view.state);
    },
    onSandboxStarted: async () => repair?.provisionSandbox(),
  });
  repair = createCredentialRepair({ vault, profiles, connection, sandbox, log });

  const watchers = createWatchers({
    file: join(options.dataDir, 'watchers.json'),
    clientFor: connection.clientFor,
    publish,
    notify,
    log,
    timing: options.watchTiming,
    // A run's polls share the sync engine's request budget and slow down with it while the window is hidden.
    pacer: {
      take: (spec) => (spec.kind === 'run' && spec.profileId === localCopy.sync.profileId() ? localCopy.sync.takeRequest() : 0),
      stretch: (ms) => localCopy.sync.scaled(ms),
    },
  });

  const localCopy = createLocalCopy({
    dataDir: options.dataDir,
    connection,
    profiles,
    secrets: vault,
    publish: (profileId, collectionId, what) => publish('localCopy.changed', { profileId, collectionId, what }),
    publishStatus: (status) => publish('sync.status', status),
    publishProgress: (profileId, done, total) => publish('copyStore.progress', { profileId, done, total }),
    // Watch rules that matched in a newly archived run: the inbox changed, and one notification says what.
    onMatches: (profileId, found) => {
      const notice = watchNotice(profileId, found);
      publish('inbox.matched', notice.event);
      notify(notice.notification);
    },
    log,
    timing: options.localCopyTiming,
  });
  connectionMoved = (state) => localCopy.sync.connectionChanged(state);
  // Every run under way of the open collection is watched, whoever started it.
  const openRuns = createOpenRuns({
    watchers,
    activeId: connection.activeId,
    openCollection: () => localCopy.sync.openCollection(),
    runsOf: (collectionId) => localCopy.useStore((store) => store.runs(collectionId)),
    log,
  });
  // A finished run or scrape is archived at once, not at the next pass.
  events.on('run.finished', ({ collectionId, runnerId }) => {
    openRuns.ended(collectionId, runnerId);
    void localCopy.sync.syncNow(collectionId);
  });
  events.on('localCopy.changed', ({ profileId, collectionId, what }) => {
    if (what !== 'items') openRuns.check(profileId, collectionId ?? localCopy.sync.openCollection());
  });

  try {
    await connection.start();
    await repair.finishAllPending();
    await watchers.resume();
  } catch (err) {
    await localCopy.dispose();
    await watchers.dispose();
    await sandbox.close();
    throw err;
  }
  void connection.check();
  localCopy.sync.start();

  const settingsDeps: SettingsDeps = {
    store: settings,
    dataDir: options.dataDir,
    systemDownloadsDir: options.downloadsDir ?? defaultDownloadsFolder(),
    mode: options.mode,
    ...(options.chooseFolder ? { chooseFolder: options.chooseFolder } : {}),
  };
  const { chooseSavePath } = options;
  const savedFiles = createSavedFiles();
  const chooseSaveIn = chooseSavePath
    ? async (name: string) => {
        const path = await chooseSavePath(name, settingsView(settingsDeps).downloadsDir);
        if (path) savedFiles.remember(path);
        return path;
      }
    : undefined;
  const imports = importHandlers({ dataDir: options.dataDir, onCorrupt: ({ movedTo, reason }) => log(`imports: a journal ${reason}; moved to ${movedTo}`) });
  const lastImports = new Map<string, ImportSummary>();
  /** An import saved: its taskbar/dock progress, and the notice when its sending is done. */
  const importSaved = (summary: ImportSummary): ImportSummary => {
    progress.set(`import:${summary.id}`, importFraction(summary));
    if (importJustDone(lastImports.get(summary.id), summary)) {
      notify({ kind: 'importDone', target: { kind: 'collection', collectionId: summary.collectionId }, ...importNotification(summary) });
    }
    lastImports.set(summary.id, summary);
    return summary;
  };

  const updates = createUpdateManager({
    updater: options.updater ?? null,
    autoCheck: settings.current().autoCheckUpdates,
    publish: (status) => publish('updates.status', status),
    log,
    promptRestart: options.promptRestart,
    promptDownload: options.promptDownload,
    openLink: options.openUpdateLink,
  });
  settings.onChange((next) => updates.setAutoCheck(next.autoCheckUpdates));

  const app = appHandlers({ version: options.version, sandbox: true });
  const copyHandlers = localCopyHandlers({ localCopy });
  const handlers: BridgeHandlers<typeof bridgeContract, BridgeContext> = {
    ...app,
    'app.info': async (input, ctx) => ({ ...(await app['app.info'](input, ctx)), sandbox: connection.activeId() === SANDBOX_PROFILE_ID }),
    ...withWriteHooks(
      withAutoWatch(
        withReconciledCreates(
          serviceHandlers(() => connection.proxy),
          log,
        ),
        { watchers, activeId: connection.activeId, publish, log },
      ),
      SERVICE_WRITES,
      { localCopy, connection },
    ),
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
    ...filesHandlers({ connection, chooseSavePath: chooseSaveIn }),
    ...exportsHandlers({ connection, localCopy, chooseSavePath: chooseSaveIn }),
    ...shellHandlers({
      openExternal: options.openExternal,
      ...(options.openFolder ? { openFolder: options.openFolder } : {}),
      ...(options.showFile ? { showFile: options.showFile } : {}),
      savedFiles,
      folders: () => ({ data: options.dataDir, logs: logDirOf(options.dataDir), downloads: settingsView(settingsDeps).downloadsDir }),
      mode: options.mode,
    }),
    ...withWriteHooks(itemsHandlers({ connection }), ['items.uploadBulk'], { localCopy, connection }),
    ...imports,
    // Imports show on the taskbar/dock while rows are being sent, and tell when they are done.
    'imports.save': async (input, ctx) => importSaved(await imports['imports.save'](input, ctx)),
    'imports.saveRows': async (input, ctx) => importSaved(await imports['imports.saveRows'](input, ctx)),
    ...watchHandlers({ watchers, connection }),
    ...copyHandlers,
    // A collection opened: its runs under way are watched at once (the copy may already know of them).
    'localCopy.focus': async (focus, ctx) => {
      const answer = await copyHandlers['localCopy.focus'](focus, ctx);
      openRuns.check(connection.activeId(), focus.collectionId);
      return answer;
    },
    ...copyStoreHandlers({ localCopy, ...(options.chooseCertificateFile ? { chooseCertificateFile: options.chooseCertificateFile } : {}) }),
    ...inboxHandlers({ localCopy }),
    ...settingsHandlers(settingsDeps),
    ...sandboxHandlers({ sandbox, connection, vault, localCopy, log }),
    ...diagnosticsHandlers({ log }),
    ...updateHandlers(updates),
  };
  const router = createBridgeRouter(bridgeContract, handlers, { log });

  const fetchImage = createImageFetcher({
    sandboxOrigin: () => {
      const base = sandbox.running()?.baseUrl;
      return base ? new URL(base).origin : null;
    },
  });

  let disposed = false;
  return {
    router,
    events,
    settings,
    open: (target) => void hubPublish('app.open', { target }),
    fetchImage,
    log,
    updates,
    async dispose() {
      if (disposed) return;
      disposed = true;
      updates.dispose();
      await watchers.dispose();
      await localCopy.dispose();
      await sandbox.close();
      logFile.close();
      releaseLock();
    },
  };
}
