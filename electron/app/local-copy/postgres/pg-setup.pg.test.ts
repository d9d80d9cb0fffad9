// The administrator's setup on a real server: run again it is harmless and grants again; passwords never reach
// the server as text (its log with every statement logged holds neither); the BI role reads the views and
// nothing else, and whatever lock it holds delays a desk by the lock timeout at most, and the setup says who holds it.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CopyStore } from '../copy-store.ts';
import { testSource } from '../testing/both-stores.ts';
import { startPgCluster } from '../testing/pg-cluster.ts';
import { freshDatabase, type TestDatabase } from '../testing/pg-database.ts';
import { syntheticCollection } from '../testing/synthetic.ts';
import { DESK_LOCK_TIMEOUT_MS, MIGRATE_LOCK } from './pg-locks.ts';
import { migratePg, PG_SCHEMA_VERSION } from './pg-schema.ts';
import { setupTeamCopy } from './pg-setup.ts';
import { createPostgresStore } from './pg-store.ts';

let db: TestDatabase;
const opened: CopyStore[] = [];
const at = '2026-03-01T00:00:00.000Z';

beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  for (const store of opened) await store.close();
  await db.drop();
});

const connect = async (url: string): Promise<pg.Client> => {
  const client = new pg.Client(url);
  client.on('error', () => undefined);
  await client.connect();
  return client;
};
const sql = async <T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> => {
  const client = await connect(url);
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
};
const desk = (): CopyStore => {
  const store = createPostgresStore({
    settings: { connection: db.desk.connection, tls: 'disable', password: db.desk.password },
    source: testSource(),
    deskId: randomUUID(),
    log: () => {},
  });
  opened.push(store);
  return store;
};
/** The administrator's settings for a database URL holding the password. */
const adminOf = (url: string) => {
  const bare = new URL(url);
  const password = decodeURIComponent(bare.password);
  bare.password = '';
  return { connection: bare.toString(), tls: 'disable' as const, password };
};

describe('the administrator’s setup', () => {
  it('is harmless run again: nothing applied, passwords kept, rights granted again; new passwords only when asked', async () => {
    const store = desk();
    await store.saveCollections([syntheticCollection(7)], at);
    // Rights taken away meanwhile (by hand, or by an older setup) come back.
    await sql(db.url, `REVOKE ALL ON ALL TABLES IN SCHEMA desk_store FROM ${db.roles.desk}`);
    const again = await setupTeamCopy(adminOf(db.url), { roles: db.roles });
    expect(again).toEqual({ schemaVersion: PG_SCHEMA_VERSION, applied: 0, roles: db.roles, passwords: { desk: undefined, reader: undefined } });
    expect((await sql(db.desk.url, 'SELECT count(*)::int AS n FROM desk_store.collections'))[0]).toEqual({ n: 1 });
    expect((await sql(db.reader.url, 'SELECT count(*)::int AS n FROM desk.runs'))[0]).toEqual({ n: 0 });
    const renewed = await setupTeamCopy(adminOf(db.url), { roles: db.roles, newPasswords: true });
    expect(renewed.passwords).toEqual({ desk: expect.stringMatching(/^[\w-]{32}$/), reader: expect.stringMatching(/^[\w-]{32}$/) });
    await expect(sql(db.desk.url, 'SELECT 1')).rejects.toThrow(/password authentication failed/);
    const url = new URL(db.desk.url);
    url.password = renewed.passwords.desk ?? '';
    expect(await sql(url.toString(), 'SELECT current_user AS me')).toEqual([{ me: db.roles.desk }]);
    db.desk.password = db.password = renewed.passwords.desk ?? '';
    db.desk.url = url.toString();
    const reader = new URL(db.reader.url);
    reader.password = renewed.passwords.reader ?? '';
    db.reader.url = reader.toString();
  });

  it('gives the BI role the views and nothing in desk_store', async () => {
    expect(await sql(db.reader.url, 'SELECT count(*)::int AS n FROM desk.collection_items')).toEqual([{ n: 0 }]);
    for (const text of [
      'SELECT count(*) FROM desk_store.sources',
      `SELECT desk_store.time_of('2026-01-01')`,
      'INSERT INTO desk_store.meta VALUES (1, $$k$$, $$v$$)',
    ]) {
      await expect(sql(db.reader.url, text)).rejects.toThrow(/permission denied for schema desk_store/);
    }
    await expect(sql(db.reader.url, 'CREATE VIEW desk.mine AS SELECT 1')).rejects.toThrow(/permission denied for schema desk/);
    await expect(sql(db.reader.url, 'DELETE FROM desk.runs')).rejects.toThrow(/permission denied|cannot delete/);
  });

  it('leaves a desk waiting no longer than the lock timeout whatever the BI role holds, and says who holds the setup’s lock', async () => {
    const bi = await connect(db.reader.url);
    try {
      await bi.query(`SELECT pg_advisory_lock(hashtext($1))`, [MIGRATE_LOCK]);
      await bi.query('BEGIN');
      // Every lock the BI role can take on the team copy: its views (and through them, the tables).
      for (const view of ['runs', 'collection_items', 'run_outputs', 'item_history', 'run_comparison'])
        await bi.query(`LOCK TABLE desk.${view} IN ACCESS SHARE MODE`);
      await bi.query('SELECT count(*) FROM desk.runs');
      // A restarted desk: a new store, its first read.
      const started = performance.now();
      expect(await desk().collections()).toEqual([]);
      expect(performance.now() - started).toBeLessThan(DESK_LOCK_TIMEOUT_MS);
      const waited = performance.now();
      await expect(setupTeamCopy(adminOf(db.url), { roles: db.roles, lockTimeoutMs: 500 })).rejects.toThrow(
        new RegExp(`^The team copy is busy: a lock was not free within \\d+ s \\(role ${db.roles.reader} holds the setup's lock since \\d{4}-\\d\\d-\\d\\dT`),
      );
      expect(performance.now() - waited).toBeLessThan(5_000);
    } finally {
      await bi.end();
    }
  });
});

describe('the setup by other administrators, and over a team copy of an earlier version', () => {
  it('runs as a role with CREATEROLE and CREATE on the database (not a superuser)', async () => {
    const bare = await freshDatabase({ setUp: false });
    const admin = `${bare.roles.owner}_admin`;
    const password = randomUUID();
    try {
      await sql(bare.url, `CREATE ROLE ${admin} LOGIN CREATEROLE PASSWORD '${password}'`);
      await sql(bare.url, `GRANT CREATE ON DATABASE ${new URL(bare.url).pathname.slice(1)} TO ${admin}`);
      const url = new URL(bare.url);
      url.username = admin;
      url.password = password;
      const done = await setupTeamCopy(adminOf(url.toString()), { roles: bare.roles });
      const login = new URL(bare.desk.url);
      login.password = done.passwords.desk ?? '';
      expect(await sql(login.toString(), 'SELECT count(*)::int AS n FROM desk_store.sources')).toEqual([{ n: 0 }]);
      expect(await sql(bare.url, `SELECT DISTINCT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE relnamespace = 'desk_store'::regnamespace`)).toEqual([
        { owner: bare.roles.owner },
      ]);
    } finally {
      await bare.drop();
      await sql(db.url, `DROP ROLE IF EXISTS ${admin}`).catch(() => undefined);
    }
  });

  it('takes over a copy an earlier version set up as the desks’ login: that login owns nothing after and is a plain desk role', async () => {
    const bare = await freshDatabase({ setUp: false });
    const password = randomUUID();
    try {
      // As the earlier README said: the desks' login made the schema (and needed CREATEROLE for the reader).
      await sql(bare.url, `CREATE ROLE ${bare.roles.desk} LOGIN CREATEROLE PASSWORD '${password}'`);
      await sql(bare.url, `GRANT CREATE ON DATABASE ${new URL(bare.url).pathname.slice(1)} TO ${bare.roles.desk}`);
      const old = new URL(bare.desk.url);
      old.password = password;
      const client = await connect(old.toString());
      await migratePg(client);
      await client.query(`INSERT INTO desk_store.sources (base_url, account) VALUES ('https://prices.example.com', 'kept')`);
      await client.end();
      const done = await setupTeamCopy(adminOf(bare.url), { roles: bare.roles });
      expect(done).toMatchObject({ applied: 0, passwords: { desk: undefined } });
      const [role] = await sql<{ rolcreaterole: boolean; owns: number; create: boolean }>(
        bare.url,
        `SELECT rolcreaterole, (SELECT count(*)::int FROM pg_class WHERE relowner = r.oid) AS owns,
           has_database_privilege(r.oid, current_database(), 'CREATE') AS create FROM pg_roles r WHERE rolname = $1`,
        [bare.roles.desk],
      );
      expect(role).toEqual({ rolcreaterole: false, owns: 0, create: false });
      expect(await sql(old.toString(), 'SELECT account FROM desk_store.sources')).toEqual([{ account: 'kept' }]);
    } finally {
      await bare.drop();
    }
  });
});

describe('passwords of the roles the setup makes', () => {
  it('never reach the server as text, even with every statement logged, and log in', async () => {
    const cluster = await startPgCluster({ fast: true, settings: { log_statement: 'all' } });
    try {
      const done = await setupTeamCopy(adminOf(cluster.url));
      const { desk: deskPassword, reader: readerPassword } = done.passwords;
      expect(deskPassword).toBeDefined();
      expect(readerPassword).toBeDefined();
      for (const [role, password] of [
        [done.roles.desk, deskPassword],
        [done.roles.reader, readerPassword],
      ] as const) {
        const url = new URL(cluster.url);
        url.username = role;
        url.password = password ?? '';
        expect(await sql(url.toString(), 'SELECT current_user AS me')).toEqual([{ me: role }]);
      }
      const log = readFileSync(cluster.logFile, 'utf8');
      expect(log).toMatch(/CREATE ROLE desk_app LOGIN .* PASSWORD 'SCRAM-SHA-256\$4096:/);
      expect(log).not.toContain(deskPassword);
      expect(log).not.toContain(readerPassword);
    } finally {
      await cluster.stop();
    }
  }, 60_000);
});
