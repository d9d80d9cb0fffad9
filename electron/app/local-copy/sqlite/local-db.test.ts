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
    expect(tables).toEqual(['collections', 'details', 'items', 'meta', 'outputs', 'run_products', 'runs', 'watch_matches']);
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
    db.exec('DROP TABLE run_products; DROP TABLE watch_matches; DROP INDEX runs_unwatched; DROP INDEX items_product; ALTER TABLE runs DROP COLUMN watched');
    db.exec('ALTER TABLE items DROP COLUMN raw_html; ALTER TABLE items DROP COLUMN output; ALTER TABLE runs DROP COLUMN unfinished; PRAGMA user_version = 1');
    db.exec(`INSERT INTO collections (id, record, request_type, seen_at) VALUES (7, '{}', 'marketplace', '2026-11-01')`);
    db.exec(`INSERT INTO items (collection_id, item_id, key, type, code, created_at) VALUES (7, 1, 'B000000001', 'marketplace', 'B000000001', '2026-11-01')`);
    db.close();
    const again = openLocalDb(file);
    expect(again.prepare('SELECT code, raw_html, output FROM items').all()).toEqual([{ code: 'B000000001', raw_html: null, output: null }]);
    expect((again.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBeGreaterThan(1);
    again.close();
  });

  it('moves a copy that keyed marketplace items by ASIN to ASIN, domain and postcode, keeping each item’s history', () => {
    const file = fresh();
    const db = openLocalDb(file);
    db.exec('DROP TABLE run_products; ALTER TABLE watch_matches DROP COLUMN regions; DROP INDEX items_product; PRAGMA user_version = 4');
    db.exec(`INSERT INTO collections (id, record, request_type, seen_at) VALUES (7, '{}', 'marketplace', '2026-11-01')`);
    const item = db.prepare(
      `INSERT INTO items (collection_id, item_id, key, type, code, postcode, domain, created_at) VALUES (7, ?, ?, 'marketplace', ?, ?, 'm.com.au', '2026-11-01')`,
    );
    item.run(1, 'X', 'X', '2000');
    item.run(2, 'X', 'X', '3000');
    item.run(3, 'Y', 'Y', '2000');
    db.exec(`INSERT INTO details (id, json) VALUES (1, '{}')`);
    for (const run of [11, 12]) {
      db.exec(`INSERT INTO runs (id, collection_id, kind, stage, created_at, item_count, processed_count, failed_count, links, archive)
        VALUES (${run}, 7, 'items', 'done', '2026-11-0${run - 9}', 3, 3, 0, '{}', 'archived')`);
      db.exec(`INSERT INTO outputs (run_id, seq, key, price, detail_id) VALUES (${run}, 0, 'X', ${run}00, 1), (${run}, 1, 'Y', 5${run}, 1)`);
      // An output already keyed by region (as a copy between the two versions could hold): X's second region.
      db.exec(`INSERT INTO outputs (run_id, seq, key, price, detail_id) VALUES (${run}, 2, 'X@m.com.au@3000', ${run}50, 1)`);
    }
    db.exec(`INSERT INTO watch_matches (run_id, collection_id, key, rule, code) VALUES (12, 7, 'Y', 'priceUpPct', 'Y')`);
    db.close();
    const again = openLocalDb(file);
    expect(again.prepare('SELECT item_id, key FROM items ORDER BY item_id').all()).toEqual([
      { item_id: 1, key: 'X@m.com.au@2000' },
      { item_id: 2, key: 'X@m.com.au@3000' },
      { item_id: 3, key: 'Y@m.com.au@2000' },
    ]);
    // The one line of history an ASIN at two postcodes had goes to its first item; a single-postcode item keeps its own.
    expect(again.prepare('SELECT run_id, key, price FROM outputs ORDER BY run_id, seq').all()).toEqual([
      { run_id: 11, key: 'X@m.com.au@2000', price: 1100 },
      { run_id: 11, key: 'Y@m.com.au@2000', price: 511 },
      { run_id: 11, key: 'X@m.com.au@3000', price: 1150 },
      { run_id: 12, key: 'X@m.com.au@2000', price: 1200 },
      { run_id: 12, key: 'Y@m.com.au@2000', price: 512 },
      { run_id: 12, key: 'X@m.com.au@3000', price: 1250 },
    ]);
    expect(again.prepare('SELECT key, regions FROM watch_matches').all()).toEqual([{ key: 'Y@m.com.au@2000', regions: null }]);
    // The archived runs' products at two regions or more, grouped for the regional rules: X, not Y.
    expect(again.prepare('SELECT run_id, code, domain, priced, lo, hi FROM run_products ORDER BY run_id, code').all()).toEqual([
      { run_id: 11, code: 'X', domain: 'm.com.au', priced: 2, lo: 1100, hi: 1150 },
      { run_id: 12, code: 'X', domain: 'm.com.au', priced: 2, lo: 1200, hi: 1250 },
    ]);
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
