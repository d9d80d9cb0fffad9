import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalCopyProfile, SyncStatus } from '../../../shared/bridge/methods/local-copy.ts';
import type { CopyStoreView } from '../../../shared/bridge/team-copy.ts';
import { describeError } from '../bridge/redact.ts';
import type { Connection } from '../connection/connection.ts';
import { DeskError } from '../connection/desk-error.ts';
import { translated } from '../credentials/store-errors.ts';
import type { ProfileStore } from '../profiles/profile-store.ts';
import type { SecretStore } from '../secrets/secret-store.ts';
import { teamCopyPasswordAccount } from '../secrets/secret-store.ts';
import { COPY_STORES_FILE, copyStoreConfigs, type TeamCopyConfig } from './copy-store-config.ts';
import { isStoreUnreachable, type ChangedPart, type CopyReads, type CopyStore } from './copy-store.ts';
import { countingClient, liveReads, type LiveRecords } from './sync/live-reads.ts';
import { localCopyDir, localCopyFile, openLocalDb, removeLocalCopyFiles } from './sqlite/local-db.ts';
import type { SyncTarget } from './sync/local-sync.ts';
import { createPostgresStore } from './postgres/pg-store.ts';
import { createSqliteStore } from './sqlite/sqlite-store.ts';
import { createSyncEngine, type SyncEngine } from './sync/sync-engine.ts';
import type { SyncTiming } from './sync/sync-timing.ts';
import { createTeamCopyControl, type TeamCopyControl } from './team-copy.ts';
import type { RunMatches } from './copy-model.ts';
import { RULES_META } from './watch/watch-rules-store.ts';

/** The meta key of when the copy last synced with the service. */
const LAST_SYNC = 'last_sync_at';

/** The local copies of every profile, and the background work that keeps the active one's current. */
export interface LocalCopy {
  /**
   * Works on the active profile's copy (opened on first use). A team copy out of reach fails the work with
   * `store-unreachable`, and the freshness line says so at once (the sync engine is told).
   */
  useStore<T>(work: (store: CopyStore) => Promise<T>): Promise<T>;
  /** Reads the active profile's copy; while its team copy cannot be reached, the service live. */
  read<T>(read: (reads: CopyReads) => Promise<T>): Promise<T>;
  /** Whether the active profile's service was unreachable at its last call. */
  offline(): boolean;
  /** The sync engine that keeps the active profile's copy current. */
  readonly sync: SyncEngine;
  status(): Promise<LocalCopyProfile[]>;
  profileStatus(profileId: string): Promise<LocalCopyProfile>;
  setRetention(profileId: string, days: number | null): Promise<LocalCopyProfile>;
  /** Deletes a profile's copy on this machine; its settings (retention, watch rules unless `forgetRules`) are kept. */
  purge(profileId: string, options?: { forgetRules?: boolean }): Promise<LocalCopyProfile>;
  /** Where each profile's copy lives: testing a team copy's server, moving a copy into it, back to this machine. */
  readonly teamCopy: TeamCopyControl;
  /** Stops the sync engine, waits for the step under way, closes every store. */
  dispose(): Promise<void>;
}

/** What the local copy is built from. */
export interface LocalCopyOptions {
  dataDir: string;
  connection: Connection;
  profiles: ProfileStore;
  /** Where a team copy's password is kept (the OS keychain). */
  secrets: SecretStore;
  publish: (profileId: string, collectionId: number | null, what: ChangedPart | 'all') => void;
  /** How current the active profile's copy is changed. */
  publishStatus: (status: SyncStatus) => void;
  /** A copy being moved into its team copy: runs moved so far. */
  publishProgress: (profileId: string, done: number, total: number) => void;
  /** Watch rules matched in a run of the active profile, newly archived. */
  onMatches?: (profileId: string, found: RunMatches) => void;
  log: (line: string) => void;
  timing?: Partial<SyncTiming>;
}

/** Builds the local copy and its sync engine; call `sync.start()` once the desk is up. */
export function createLocalCopy(options: LocalCopyOptions): LocalCopy {
  const { dataDir, connection, log } = options;
  const configs = copyStoreConfigs(dataDir, log);
  // This desk's id on every team copy for this run: its own change notifications are not echoed back.
  const deskId = randomUUID();
  const stores = new Map<string, Promise<CopyStore>>();
  const pending = new Map<string, Promise<unknown>>();
  let chain: Promise<void> = Promise.resolve();
  let disposed = false;
  // Records read live lately (the active profile's), so one re-read of a screen asks for each once.
  const liveRecords: LiveRecords = new Map();

  /** A team copy's store for a profile (it connects on first use). */
  const teamStore = async (profileId: string, config: TeamCopyConfig): Promise<CopyStore> => {
    // A keychain that cannot be read says so in place (the screens show why), rather than a login the server refuses.
    const password = await options.secrets.get(teamCopyPasswordAccount(profileId));
    const store = createPostgresStore({
      settings: { connection: config.connection, tls: config.tls, caFile: config.caFile, password },
      source: config.source,
      deskId,
      log,
    });
    store.onChange((collectionId, what) => options.publish(profileId, collectionId, what));
    return store;
  };

  const open = (profileId: string): Promise<CopyStore> => {
    let store = stores.get(profileId);
    if (!store) {
      store = configs.get(profileId).then((config) => {
        if (config) return teamStore(profileId, config);
        const file = localCopyFile(dataDir, profileId);
        return createSqliteStore(openLocalDb(file), file);
      });
      // A copy that failed to open is opened afresh next time.
      store.catch(() => stores.delete(profileId));
      stores.set(profileId, store);
    }
    return store;
  };

  const close = async (profileId: string): Promise<void> => {
    const store = stores.get(profileId);
    stores.delete(profileId);
    await (await store?.catch(() => null))?.close();
  };

  // A profile removed from the desk takes its local copy with it (open or not); a switch starts the sync over.
  options.profiles.onChange((view) => {
    if (view.activeId !== sync.profileId()) {
      liveRecords.clear();
      sync.reset();
    }
    const ids = new Set(view.profiles.map((p) => p.id));
    for (const id of [...stores.keys()]) if (!ids.has(id)) close(id).catch(() => undefined);
    configs.prune(ids).catch((error: unknown) => log(`local copy: ${COPY_STORES_FILE} could not be written: ${describeError(error)}`));
    const kept = new Set(view.profiles.map((p) => localCopyFile(dataDir, p.id)));
    let names: string[];
    try {
      names = readdirSync(localCopyDir(dataDir));
    } catch {
      return; // No local copy yet.
    }
    for (const name of names) {
      const file = join(localCopyDir(dataDir), name);
      if (name.endsWith('.sqlite') && !kept.has(file)) removeLocalCopyFiles(file);
    }
  });

  const target = async (): Promise<SyncTarget> => {
    const profileId = connection.activeId();
    const client = await connection.clientFor(profileId);
    return {
      store: await open(profileId),
      client,
      log,
      changed: (collectionId, what) => options.publish(profileId, collectionId, what),
      matched: (found) => options.onMatches?.(profileId, found),
    };
  };

  /** Runs jobs one at a time (the copy is written by one step at a time); the same key queued twice runs once. */
  const serial = <T>(key: string, job: () => Promise<T>): Promise<T> => {
    const queued = pending.get(key);
    if (queued) return queued as Promise<T>;
    const run = chain.then(() => {
      pending.delete(key);
      if (disposed) throw new Error('The desk is closing.');
      return job();
    });
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    pending.set(key, run);
    chain = settled;
    return run;
  };

  const enqueue = (key: string, job: (t: SyncTarget) => Promise<unknown>): Promise<void> =>
    serial(key, async () => {
      await job(await target());
    });

  /** A profile's copy, when it has one already (nothing is created to answer a question about it). */
  const existing = async (profileId: string): Promise<CopyStore | null> =>
    stores.has(profileId) || existsSync(localCopyFile(dataDir, profileId)) || (await configs.get(profileId)) !== null ? open(profileId) : null;

  // The screens read the team copy again once it is back (they read the service live meanwhile).
  let lastState: SyncStatus['state'] | null = null;
  const sync = createSyncEngine({
    run: enqueue,
    activeId: connection.activeId,
    lastSync: {
      get: async (profileId) => (await existing(profileId))?.getMeta(LAST_SYNC) ?? null,
      set: async (profileId, at) => (await open(profileId)).setMeta(LAST_SYNC, at),
    },
    publish: (status) => {
      if (lastState === 'copy-unreachable' && status.state !== 'copy-unreachable') options.publish(status.profileId, null, 'all');
      lastState = status.state;
      options.publishStatus(status);
    },
    live: () => options.publish(connection.activeId(), null, 'all'),
    log,
    timing: options.timing,
  });

  const storeView = async (profileId: string, store: CopyStore | null): Promise<CopyStoreView> => {
    const config = await configs.get(profileId);
    if (!config) return { kind: 'embedded' };
    return {
      kind: 'postgres',
      connection: config.connection,
      tls: config.tls,
      caFile: config.caFile,
      tlsUpgraded: config.tlsUpgraded,
      reachable: store?.reachable() ?? false,
    };
  };

  const profileStatus = async (profileId: string): Promise<LocalCopyProfile> => {
    const online = connection.view().profileId !== profileId || connection.view().state !== 'offline';
    const store = await existing(profileId);
    const empty = { profileId, bytes: 0, asOf: null, online, collections: 0, runs: 0, outputs: 0, retentionDays: null };
    if (!store) return { ...empty, store: await storeView(profileId, null) };
    try {
      const facts = await store.facts();
      return {
        profileId,
        bytes: facts.bytes,
        asOf: await store.getMeta(LAST_SYNC),
        online,
        collections: facts.collections,
        runs: facts.runs,
        outputs: facts.outputs,
        retentionDays: await store.retentionDays(),
        store: await storeView(profileId, store),
      };
    } catch (error) {
      if (!isStoreUnreachable(error)) throw error;
      const view = await storeView(profileId, store);
      return { ...empty, store: view.kind === 'postgres' ? { ...view, reachable: false, message: (error as Error).message } : view };
    }
  };

  const teamCopy = createTeamCopyControl({
    connection,
    profiles: options.profiles,
    secrets: options.secrets,
    configs,
    serial,
    dataDir,
    deskId,
    log,
    publishProgress: options.publishProgress,
    /** Swaps a profile's store (after a move, or back to this machine) and starts its sync over. */
    switched: async (profileId) => {
      await close(profileId);
      options.publish(profileId, null, 'all');
      if (profileId === connection.activeId()) sync.reset();
      return profileStatus(profileId);
    },
    embeddedDb: async (profileId) => {
      await close(profileId);
      const file = localCopyFile(dataDir, profileId);
      return existsSync(file) ? { db: openLocalDb(file), file } : null;
    },
  });

  return {
    async useStore(work) {
      try {
        return await work(await open(connection.activeId()));
      } catch (error) {
        if (isStoreUnreachable(error)) sync.copyUnreachable(error);
        throw error;
      }
    },
    async read(read) {
      const profileId = connection.activeId();
      let why: string;
      try {
        const store = await open(profileId);
        if (store.reachable()) return await read(store);
        why = 'The team copy cannot be reached.';
      } catch (error) {
        if (!isStoreUnreachable(error)) throw error;
        sync.copyUnreachable(error);
        why = (error as Error).message;
      }
      // The screens' live reads count in the engine's request budget (the engine paces its cue to re-read by it).
      const counted = async () => countingClient(await connection.clientFor(profileId), () => sync.countRequests(1));
      return read(liveReads(counted, why, liveRecords));
    },
    offline: () => connection.view().state === 'offline',
    sync,
    async status() {
      const profiles = await options.profiles.list();
      return Promise.all(profiles.map((p) => profileStatus(p.id)));
    },
    profileStatus,
    // Both wait for the sync step under way, so nothing writes to a copy being cut or deleted.
    setRetention: (profileId, days) =>
      serial(`retention:${profileId}`, async () => {
        await translated(() => options.profiles.get(profileId));
        const store = await open(profileId);
        await store.setMeta('retention_days', days === null ? null : String(days));
        if ((await store.applyRetention(new Date())) > 0) options.publish(profileId, null, 'all');
        return profileStatus(profileId);
      }),
    purge: (profileId, { forgetRules = false } = {}) =>
      serial(`purge:${profileId}`, async () => {
        await translated(() => options.profiles.get(profileId));
        if ((await configs.get(profileId)) !== null) {
          throw new DeskError(
            'invalid-input',
            'This profile’s copy is the team’s, on its PostgreSQL server: it is not purged from a desk. Keep the copy on this machine instead to start afresh here.',
          );
        }
        const file = localCopyFile(dataDir, profileId);
        // What the user set is kept: how long results are kept, and the watch rules (their matches go with the copy).
        const kept = forgetRules ? ['retention_days'] : ['retention_days', RULES_META];
        const keep: [string, string][] = [];
        try {
          const store = await existing(profileId);
          for (const key of kept) {
            const value = (await store?.getMeta(key)) ?? null;
            if (value !== null) keep.push([key, value]);
          }
        } catch {
          // An unreadable copy (damaged, or from a newer app) is purged without keeping its settings.
        }
        await close(profileId);
        removeLocalCopyFiles(file);
        for (const [key, value] of keep) await (await open(profileId)).setMeta(key, value);
        options.publish(profileId, null, 'all');
        // The copy is rebuilt from the service at once.
        if (profileId === connection.activeId()) sync.reset();
        return profileStatus(profileId);
      }),
    teamCopy,
    async dispose() {
      if (disposed) return;
      disposed = true;
      sync.dispose();
      await chain;
      for (const id of [...stores.keys()]) await close(id);
    },
  };
}
