import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { LocalCopyProfile, SyncStatus } from '../../../shared/bridge/methods/local-copy.ts';
import type { Connection } from '../connection/connection.ts';
import { translated } from '../connection/desk-error.ts';
import type { ProfileStore } from '../profiles/profile-store.ts';
import { localCopyBytes, localCopyDir, localCopyFile, openLocalDb, removeLocalCopyFiles } from './local-db.ts';
import { getMeta, retentionDays, setMeta } from './local-writes.ts';
import { applyRetention, type ChangedPart, type SyncTarget } from './local-sync.ts';
import { createSyncEngine, type SyncEngine, type SyncTiming } from './sync-engine.ts';
import type { RunMatches } from './watch-eval.ts';
import { RULES_META } from './watch-rules-store.ts';

/** The meta key of when the copy last synced with the service. */
const LAST_SYNC = 'last_sync_at';

/** The local copies of every profile, and the background work that keeps the active one's current. */
export interface LocalCopy {
  /** The active profile's database (opened on first use). */
  activeDb(): { profileId: string; db: DatabaseSync };
  /** Whether the active profile's service was unreachable at its last call. */
  offline(): boolean;
  /** The sync engine that keeps the active profile's copy current. */
  readonly sync: SyncEngine;
  status(): Promise<LocalCopyProfile[]>;
  profileStatus(profileId: string): LocalCopyProfile;
  setRetention(profileId: string, days: number | null): Promise<LocalCopyProfile>;
  /** Deletes a profile's copy; its settings (retention, watch rules unless `forgetRules`) are kept. */
  purge(profileId: string, options?: { forgetRules?: boolean }): Promise<LocalCopyProfile>;
  /** Stops the sync engine, waits for the step under way, closes every database. */
  dispose(): Promise<void>;
}

/** What the local copy is built from. */
export interface LocalCopyOptions {
  dataDir: string;
  connection: Connection;
  profiles: ProfileStore;
  publish: (profileId: string, collectionId: number | null, what: ChangedPart | 'all') => void;
  /** How current the active profile's copy is changed. */
  publishStatus: (status: SyncStatus) => void;
  /** Watch rules matched in a run of the active profile, newly archived. */
  onMatches?: (profileId: string, found: RunMatches) => void;
  log: (line: string) => void;
  timing?: Partial<SyncTiming>;
}

/** Builds the local copy and its sync engine; call `sync.start()` once the desk is up. */
export function createLocalCopy(options: LocalCopyOptions): LocalCopy {
  const { dataDir, connection, log } = options;
  const dbs = new Map<string, DatabaseSync>();
  const pending = new Map<string, Promise<unknown>>();
  let chain: Promise<void> = Promise.resolve();
  let disposed = false;

  const open = (profileId: string): DatabaseSync => {
    let db = dbs.get(profileId);
    if (!db) {
      db = openLocalDb(localCopyFile(dataDir, profileId));
      dbs.set(profileId, db);
    }
    return db;
  };

  const close = (profileId: string): void => {
    dbs.get(profileId)?.close();
    dbs.delete(profileId);
  };

  // A profile removed from the desk takes its local copy with it (open or not); a switch starts the sync over.
  options.profiles.onChange((view) => {
    if (view.activeId !== sync.status().profileId) sync.reset();
    for (const id of [...dbs.keys()]) if (!view.profiles.some((p) => p.id === id)) close(id);
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
      db: open(profileId),
      client,
      log,
      changed: (collectionId, what) => options.publish(profileId, collectionId, what),
      matched: (found) => options.onMatches?.(profileId, found),
    };
  };

  /** Runs jobs one at a time (the database is written by one step at a time); the same key queued twice runs once. */
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

  const sync = createSyncEngine({
    run: enqueue,
    activeId: connection.activeId,
    lastSync: {
      get: (profileId) => {
        try {
          return existsSync(localCopyFile(dataDir, profileId)) ? getMeta(open(profileId), LAST_SYNC) : null;
        } catch {
          return null;
        }
      },
      set: (profileId, at) => setMeta(open(profileId), LAST_SYNC, at),
    },
    publish: options.publishStatus,
    log,
    timing: options.timing,
  });

  const profileStatus = (profileId: string): LocalCopyProfile => {
    const file = localCopyFile(dataDir, profileId);
    const online = connection.view().profileId !== profileId || connection.view().state !== 'offline';
    if (!dbs.has(profileId) && !existsSync(file)) {
      return { profileId, bytes: 0, asOf: null, online, collections: 0, runs: 0, outputs: 0, retentionDays: null };
    }
    const db = open(profileId);
    const counts = db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM collections) AS collections, (SELECT COUNT(*) FROM runs) AS runs,
           (SELECT COALESCE(SUM(output_count), 0) FROM runs) AS outputs`,
      )
      .get() as { collections: number; runs: number; outputs: number };
    return {
      profileId,
      bytes: localCopyBytes(file),
      asOf: getMeta(db, LAST_SYNC),
      online,
      collections: counts.collections,
      runs: counts.runs,
      outputs: counts.outputs,
      retentionDays: retentionDays(db),
    };
  };

  return {
    activeDb() {
      const profileId = connection.activeId();
      return { profileId, db: open(profileId) };
    },
    offline: () => connection.view().state === 'offline',
    sync,
    async status() {
      const profiles = await options.profiles.list();
      return profiles.map((p) => profileStatus(p.id));
    },
    profileStatus,
    // Both wait for the sync step under way, so nothing writes to a copy being cut or deleted.
    setRetention: (profileId, days) =>
      serial(`retention:${profileId}`, async () => {
        await translated(() => options.profiles.get(profileId));
        const db = open(profileId);
        setMeta(db, 'retention_days', days === null ? null : String(days));
        if (applyRetention(db, new Date()) > 0) options.publish(profileId, null, 'all');
        db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
        return profileStatus(profileId);
      }),
    purge: (profileId, { forgetRules = false } = {}) =>
      serial(`purge:${profileId}`, async () => {
        await translated(() => options.profiles.get(profileId));
        const file = localCopyFile(dataDir, profileId);
        // What the user set is kept: how long results are kept, and the watch rules (their matches go with the copy).
        const kept = forgetRules ? ['retention_days'] : ['retention_days', RULES_META];
        const keep: [string, string][] = [];
        try {
          if (existsSync(file)) {
            const db = open(profileId);
            for (const key of kept) {
              const value = getMeta(db, key);
              if (value !== null) keep.push([key, value]);
            }
          }
        } catch {
          // An unreadable copy (damaged, or from a newer app) is purged without keeping its settings.
        }
        close(profileId);
        removeLocalCopyFiles(file);
        for (const [key, value] of keep) setMeta(open(profileId), key, value);
        options.publish(profileId, null, 'all');
        // The copy is rebuilt from the service at once.
        if (profileId === connection.activeId()) sync.reset();
        return profileStatus(profileId);
      }),
    async dispose() {
      if (disposed) return;
      disposed = true;
      sync.dispose();
      await chain;
      for (const id of [...dbs.keys()]) close(id);
    },
  };
}
