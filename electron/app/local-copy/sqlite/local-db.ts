import { existsSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { privateDir, privateFile } from '../../../../sandbox/store/private-files.ts';
import { DeskError } from '../../connection/desk-error.ts';
import { migrate } from './local-schema.ts';

/** The folder of every profile's local copy inside the data dir. */
export function localCopyDir(dataDir: string): string {
  return join(dataDir, 'local-copy');
}

/** The database file of one profile's local copy (profile ids are `sandbox` or UUIDs; anything else is encoded). */
export function localCopyFile(dataDir: string, profileId: string): string {
  const safe = /^[A-Za-z0-9-]{1,100}$/.test(profileId) ? profileId : `p-${Buffer.from(profileId).toString('hex').slice(0, 180)}`;
  return join(localCopyDir(dataDir), `${safe}.sqlite`);
}

/** Opens (creating if needed) a profile's local copy, owner-only as the sandbox's files: WAL, foreign keys, migrations applied. */
export function openLocalDb(file: string): DatabaseSync {
  let db: DatabaseSync | null = null;
  try {
    // SQLite gives -wal and -shm the database file's mode; those left by an older version are tightened here.
    privateDir(dirname(file));
    privateFile(file);
    for (const suffix of ['-wal', '-shm']) if (existsSync(file + suffix)) privateFile(file + suffix);
    db = new DatabaseSync(file);
    db.exec('PRAGMA journal_mode = WAL');
    // NORMAL in WAL mode: a power cut may lose the last commits, never consistency.
    db.exec('PRAGMA synchronous = NORMAL');
    db.exec('PRAGMA foreign_keys = ON');
    db.exec('PRAGMA busy_timeout = 5000');
    migrate(db);
    return db;
  } catch (error) {
    db?.close();
    if (error instanceof DeskError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DeskError('internal', `The local copy cannot be opened (${reason}). Purge it in Settings to rebuild it from the service.`);
  }
}

/** Runs `work` in one transaction: all of it is written, or none of it (a crash midway leaves nothing). */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** Bytes a local copy takes on disk: the database and its WAL and shared-memory files. */
export function localCopyBytes(file: string): number {
  let total = 0;
  for (const suffix of ['', '-wal', '-shm']) {
    try {
      total += statSync(file + suffix).size;
    } catch {
      // Not there: nothing to count.
    }
  }
  return total;
}

/** Deletes a local copy's files (the database must be closed). */
export function removeLocalCopyFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
}
