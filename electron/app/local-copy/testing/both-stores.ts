import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CopyStore } from '../copy-store.ts';
import { localCopyFile, openLocalDb } from '../sqlite/local-db.ts';
import { createPostgresStore, type PgSource } from '../postgres/pg-store.ts';
import { createSqliteStore } from '../sqlite/sqlite-store.ts';
import { freshDatabase, type TestDatabase } from './pg-database.ts';

/** One implementation of the copy store, opened fresh for a test. */
export interface StoreCase {
  name: 'embedded' | 'postgres';
  /** Opens an empty store (a new file, or a new service account in this file's database). */
  open(): Promise<CopyStore>;
}

/** A service account of its own, so stores opened in one database never see each other's rows. */
export const testSource = (): PgSource => ({ baseUrl: 'https://prices.example.com', account: randomUUID() });

/** The two stores, for tests that must hold for both; `done` closes them and drops the database. */
export function bothStores(): { cases: StoreCase[]; done(): Promise<void> } {
  const opened: CopyStore[] = [];
  const dirs: string[] = [];
  let database: Promise<TestDatabase> | null = null;
  const keep = (store: CopyStore): CopyStore => {
    opened.push(store);
    return store;
  };
  return {
    cases: [
      {
        name: 'embedded',
        async open() {
          const dir = mkdtempSync(join(tmpdir(), 'cd-store-'));
          dirs.push(dir);
          const file = localCopyFile(dir, 'test');
          return keep(createSqliteStore(openLocalDb(file), file));
        },
      },
      {
        name: 'postgres',
        async open() {
          database ??= freshDatabase();
          const { connection, password } = await database;
          return keep(createPostgresStore({ settings: { connection, tls: 'disable', password }, source: testSource(), deskId: randomUUID(), log: () => {} }));
        },
      },
    ],
    async done() {
      for (const store of opened) await store.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      if (database) await (await database).drop();
    },
  };
}
