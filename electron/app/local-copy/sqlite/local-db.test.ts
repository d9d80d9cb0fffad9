import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { localCopyFile, openLocalDb } from './local-db.ts';

const fresh = () => localCopyFile(mkdtempSync(join(tmpdir(), 'cd-localdb-')), 'sandbox');

describe('the local copy database', () => {
  it('is created in WAL mode with its schema, and reopens without migrating twice', () => {
    const file = fresh();
    const db = openLocalDb(file);
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    const tables = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as { name: string }[]).map((t) => t.name);
    expect(tables).toEqual(['collections', 'details', 'items', 'meta', 'outputs', 'runs', 'watch_matches']);
    const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
    expect(version).toBeGreaterThan(0);
    db.close();
    const again = openLocalDb(file);
    expect(again.prepare('PRAGMA user_version').get()).toEqual({ user_version: version });
    again.close();
  });

  it('brings a copy written by the first version up to date, keeping its items', () => {
    const file = fresh();
    const db = openLocalDb(file);
    db.exec('DROP TABLE watch_matches; DROP INDEX runs_unwatched; ALTER TABLE runs DROP COLUMN watched');
    db.exec('ALTER TABLE items DROP COLUMN raw_html; ALTER TABLE items DROP COLUMN output; ALTER TABLE runs DROP COLUMN unfinished; PRAGMA user_version = 1');
    db.exec(`INSERT INTO collections (id, record, request_type, seen_at) VALUES (7, '{}', 'marketplace', '2026-11-01')`);
    db.exec(`INSERT INTO items (collection_id, item_id, key, type, code, created_at) VALUES (7, 1, 'B000000001', 'marketplace', 'B000000001', '2026-11-01')`);
    db.close();
    const again = openLocalDb(file);
    expect(again.prepare('SELECT code, raw_html, output FROM items').all()).toEqual([{ code: 'B000000001', raw_html: null, output: null }]);
    expect((again.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBeGreaterThan(1);
    again.close();
  });

  it('refuses a copy written by a newer version of the app, leaving it as it is', () => {
    const file = fresh();
    openLocalDb(file).close();
    const raw = new DatabaseSync(file);
    raw.exec('PRAGMA user_version = 99');
    raw.close();
    expect(() => openLocalDb(file)).toThrow(/written by a newer version of the app \(schema 99/);
    const check = new DatabaseSync(file, { readOnly: true });
    expect(check.prepare('PRAGMA user_version').get()).toEqual({ user_version: 99 });
    check.close();
  });

  it('says how to recover when the file is not a database', () => {
    const file = fresh();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, 'this is not SQLite, just text long enough to be read as a header'.repeat(20));
    expect(() => openLocalDb(file)).toThrow(/The local copy cannot be opened \(.*not a database.*\)\. Purge it in Settings/);
  });

  it('keeps profile ids that are not plain names inside the local copy folder', () => {
    expect(localCopyFile('/data', 'sandbox')).toBe(join('/data', 'local-copy', 'sandbox.sqlite'));
    expect(localCopyFile('/data', '../../etc/passwd')).toMatch(new RegExp(`^${join('/data', 'local-copy', 'p-')}[0-9a-f]+\\.sqlite$`));
  });
});

describe.runIf(process.platform !== 'win32')('the local copy on disk', () => {
  const modes = (file: string) => ['', '-wal', '-shm'].map((suffix) => statSync(file + suffix).mode & 0o777);

  it('is owner-only, as the sandbox’s files: folder 0700; database, WAL and shared memory 0600', () => {
    const file = fresh();
    const db = openLocalDb(file);
    db.exec(`INSERT INTO meta (key, value) VALUES ('k', 'v')`);
    expect(statSync(dirname(file)).mode & 0o777).toBe(0o700);
    expect(modes(file)).toEqual([0o600, 0o600, 0o600]);
    db.close();
  });

  it('tightens a copy an older version left readable by others', () => {
    const file = fresh();
    mkdirSync(dirname(file), { recursive: true });
    // Held open so that its WAL and shared memory stay on disk, as a desk killed midway leaves them.
    const older = new DatabaseSync(file);
    older.exec(`PRAGMA journal_mode = WAL; CREATE TABLE t (x); INSERT INTO t VALUES (1)`);
    for (const suffix of ['', '-wal', '-shm']) chmodSync(file + suffix, 0o644);
    chmodSync(dirname(file), 0o755);
    const db = openLocalDb(file);
    expect(statSync(dirname(file)).mode & 0o777).toBe(0o700);
    expect(modes(file)).toEqual([0o600, 0o600, 0o600]);
    db.close();
    older.close();
  });
});
