import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { LocalCopyProfile } from '../../../shared/bridge/methods/local-copy.ts';
import { describeError } from '../bridge/redact.ts';
import type { Connection } from '../connection/connection.ts';
import { translated } from '../connection/desk-error.ts';
import type { ProfileStore } from '../profiles/profile-store.ts';
import { localCopyBytes, localCopyDir, localCopyFile, openLocalDb, removeLocalCopyFiles } from './local-db.ts';
import { getMeta, retentionDays, setMeta } from './local-writes.ts';
import { applyRetention, archivePending, backgroundPass, syncItems, syncRuns, type ChangedPart, type SyncTarget } from './local-sync.ts';

/** How often the background sync runs, and how stale opened items may get before it refreshes them. */
export interface LocalCopyTiming {
  /** Wait before the first background pass (start-up is never slowed by it). */
  startDelayMs: number;
  intervalMs: number;
  /** Longest wait between passes while the service cannot be reached. */
  maxBackoffMs: number;
  itemsStaleMs: number;
}

/** Defaults: first pass 3 s after start, then every minute; offline backoff up to 10 minutes. */
const DEFAULT_LOCAL_COPY_TIMING: LocalCopyTiming = { startDelayMs: 3_000, intervalMs: 60_000, maxBackoffMs: 600_000, itemsStaleMs: 5 * 60_000 };

/** The local copies of every profile, and the background work that keeps the active one's current. */
export interface LocalCopy {
  /** The active profile's database (opened on first use). */
  activeDb(): { profileId: string; db: DatabaseSync };
  /** Whether the active profile's service was unreachable at its last call. */
  offline(): boolean;
  /** Queues a refresh of a collection's items and/or runs (deduplicated); resolves when done, never rejects. */
  refresh(collectionId: number, parts: { items?: boolean; runs?: boolean }): Promise<void>;
  /** Queues a background pass over every collection now. */
  refreshAll(): Promise<void>;
  status(): Promise<LocalCopyProfile[]>;
  profileStatus(profileId: string): LocalCopyProfile;
  setRetention(profileId: string, days: number | null): Promise<LocalCopyProfile>;
  purge(profileId: string): Promise<LocalCopyProfile>;
  /** Stops the background sync, waits for the step under way, closes every database. */
  dispose(): Promise<void>;
}

/** What the local copy is built from. */
export interface LocalCopyOptions {
  dataDir: string;
  connection: Connection;
  profiles: ProfileStore;
  publish: (profileId: string, collectionId: number | null, what: ChangedPart | 'all') => void;
  log: (line: string) => void;
  timing?: Partial<LocalCopyTiming>;
}

/** Builds the local copy; the background sync starts after `startDelayMs`. */
export function createLocalCopy(options: LocalCopyOptions): LocalCopy {
  const { dataDir, connection, log } = options;
  // Only the values given replace defaults (an env-derived `undefined` must not).
  const given = Object.entries(options.timing ?? {}).filter(([, v]) => typeof v === 'number');
  const timing: LocalCopyTiming = { ...DEFAULT_LOCAL_COPY_TIMING, ...(Object.fromEntries(given) as Partial<LocalCopyTiming>) };
  const dbs = new Map<string, DatabaseSync>();
  const pending = new Map<string, Promise<unknown>>();
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let backoffMs = timing.intervalMs;
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

  // A profile removed from the desk takes its local copy with it (open or not).
  options.profiles.onChange((view) => {
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
      try {
        await job(await target());
      } catch (error) {
        log(`local copy: sync stopped: ${describeError(error)}`);
        throw error;
      }
    });

  const schedule = (ms: number): void => {
    if (disposed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      enqueue('all', (t) => backgroundPass(t, timing.itemsStaleMs)).then(
        () => {
          backoffMs = timing.intervalMs;
          schedule(timing.intervalMs);
        },
        () => {
          // Unreachable (or failing): wait longer each time, up to the cap.
          backoffMs = Math.min(backoffMs * 2, timing.maxBackoffMs);
          schedule(backoffMs);
        },
      );
    }, ms);
    timer.unref();
  };
  schedule(timing.startDelayMs);

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
           (SELECT COALESCE(SUM(output_count), 0) FROM runs) AS outputs, (SELECT MAX(seen_at) FROM collections) AS as_of`,
      )
      .get() as { collections: number; runs: number; outputs: number; as_of: string | null };
    return {
      profileId,
      bytes: localCopyBytes(file),
      asOf: counts.as_of,
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
    refresh(collectionId, parts) {
      const key = `${collectionId}:${parts.items ? 'i' : ''}${parts.runs ? 'r' : ''}`;
      return enqueue(key, async (t) => {
        if (parts.items) await syncItems(t, collectionId);
        if (parts.runs) await syncRuns(t, collectionId);
        else await archivePending(t, collectionId);
      }).catch(() => undefined);
    },
    refreshAll: () => enqueue('all', (t) => backgroundPass(t, timing.itemsStaleMs)).catch(() => undefined),
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
    purge: (profileId) =>
      serial(`purge:${profileId}`, async () => {
        await translated(() => options.profiles.get(profileId));
        const file = localCopyFile(dataDir, profileId);
        let keep: string | null = null;
        try {
          if (existsSync(file)) keep = getMeta(open(profileId), 'retention_days');
        } catch {
          // An unreadable copy (damaged, or from a newer app) is purged without keeping its setting.
        }
        close(profileId);
        removeLocalCopyFiles(file);
        if (keep !== null) setMeta(open(profileId), 'retention_days', keep);
        options.publish(profileId, null, 'all');
        return profileStatus(profileId);
      }),
    async dispose() {
      if (disposed) return;
      disposed = true;
      if (timer) clearTimeout(timer);
      await chain;
      for (const id of [...dbs.keys()]) close(id);
    },
  };
}
