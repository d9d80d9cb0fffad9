import { DatabaseSync } from 'node:sqlite';
import { privateFile } from './private-files.ts';
import { MIGRATIONS } from './schema.ts';

/** Opens (creating if needed, owner-only) the sandbox database: WAL, foreign keys, migrations applied in order. */
export function openDatabase(file: string): DatabaseSync {
  if (file !== ':memory:') privateFile(file);
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  migrate(db);
  return db;
}

/** Applies every migration newer than the database's `user_version`, each in its own transaction. */
export function migrate(db: DatabaseSync): void {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number } | undefined;
  const current = row?.user_version ?? 0;
  MIGRATIONS.forEach((sql, index) => {
    const version = index + 1;
    if (version <= current) return;
    transaction(db, () => {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${version}`);
    });
  });
}

/** Runs `work` in one transaction: all of it is written, or none of it. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** The current time as the service writes it (ISO 8601 UTC). */
export function nowIso(): string {
  return new Date().toISOString();
}
