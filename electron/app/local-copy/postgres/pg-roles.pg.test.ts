// Least privilege on a real server (the run's throwaway cluster): what the administrator's setup makes, what a
// desk login can and cannot do, the desk's refusal of a login that can do more, and that the BI role's locks
// delay no desk by more than the lock timeout.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CopyStore } from '../copy-store.ts';
import { testSource } from '../testing/both-stores.ts';
import { freshDatabase, type TestDatabase } from '../testing/pg-database.ts';
import { syntheticCollection } from '../testing/synthetic.ts';
import { probePg } from './pg-connection.ts';
import { DESK_LOCK_TIMEOUT_MS } from './pg-locks.ts';
import { PG_SCHEMA_VERSION } from './pg-schema.ts';
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

const sql = async <T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> => {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
};
/** A desk's store logged in as `login` (the desk role unless told). */
const deskAs = (login: { connection: string; password: string } = db.desk): CopyStore => {
  const store = createPostgresStore({
    settings: { connection: login.connection, tls: 'disable', password: login.password },
    source: testSource(),
    deskId: randomUUID(),
    log: () => {},
  });
  opened.push(store);
  return store;
};
/** The superuser's login to the test database, as a desk would be given it. */
const superuserLogin = () => {
  const url = new URL(db.url);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { connection: url.toString(), password };
};
describe('the desk role the setup makes', () => {
  it('is a plain login that owns nothing and may not create in the schema', async () => {
    const [role] = await sql<Record<string, boolean>>(
      db.url,
      `SELECT rolsuper, rolcreaterole, rolcreatedb, rolcanlogin, rolreplication, rolbypassrls,
         has_schema_privilege(rolname, 'desk_store', 'CREATE') AS create_in_schema,
         has_schema_privilege(rolname, 'desk_store', 'USAGE') AS use_schema,
         has_table_privilege(rolname, 'desk_store.runs', 'SELECT, INSERT, UPDATE, DELETE') AS rows,
         has_table_privilege(rolname, 'desk_store.runs', 'TRUNCATE') AS truncate,
         has_schema_privilege(rolname, 'desk', 'USAGE') AS bi_schema
       FROM pg_roles WHERE rolname = $1`,
      [db.roles.desk],
    );
    expect(role).toEqual({
      rolsuper: false,
      rolcreaterole: false,
      rolcreatedb: false,
      rolcanlogin: true,
      rolreplication: false,
      rolbypassrls: false,
      create_in_schema: false,
      use_schema: true,
      rows: true,
      truncate: false,
      bi_schema: false,
    });
    const [owned] = await sql<{ desk: number; owner: number; all: number }>(
      db.url,
      `SELECT count(*) FILTER (WHERE pg_get_userbyid(c.relowner) = $1)::int AS desk, count(*) FILTER (WHERE pg_get_userbyid(c.relowner) = $2)::int AS owner,
         count(*)::int AS all
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname IN ('desk_store', 'desk') AND c.relkind IN ('r', 'v', 'S')`,
      [db.roles.desk, db.roles.owner],
    );
    expect(owned).toEqual({ desk: 0, owner: owned?.all, all: expect.any(Number) });
    expect(owned?.all).toBeGreaterThan(10);
    const [schemas] = await sql<{ owners: string[] }>(
      db.url,
      `SELECT array_agg(DISTINCT pg_get_userbyid(nspowner))::text[] AS owners FROM pg_namespace WHERE nspname IN ('desk_store', 'desk')`,
    );
    expect(schemas?.owners).toEqual([db.roles.owner]);
    const [owner] = await sql<{ rolcanlogin: boolean }>(db.url, 'SELECT rolcanlogin FROM pg_roles WHERE rolname = $1', [db.roles.owner]);
    expect(owner?.rolcanlogin).toBe(false);
  });

  it('cannot grant itself server programs, make roles, run a program on the server or change the schema', async () => {
    const as = (text: string) => sql(db.desk.url, text);
    await expect(as(`GRANT pg_execute_server_program TO ${db.roles.desk}`)).rejects.toThrow(/permission denied|must have admin option/);
    await expect(as('CREATE ROLE sneaky LOGIN')).rejects.toThrow(/permission denied to create role/);
    await expect(as(`COPY (SELECT 1) TO PROGRAM 'id'`)).rejects.toThrow(/permission denied|must be superuser/);
    await expect(as('CREATE TABLE desk_store.notes (note text)')).rejects.toThrow(/permission denied for schema desk_store/);
    await expect(as('ALTER TABLE desk_store.runs ADD COLUMN x int')).rejects.toThrow(/must be owner/);
    await expect(as('DROP VIEW desk.runs')).rejects.toThrow(/permission denied|must be owner/);
    // And everything a desk does day to day works.
    const store = deskAs();
    await store.saveCollections([syntheticCollection(1)], at);
    expect((await store.collections()).map((c) => c.id)).toEqual([1]);
  });
});

describe('a desk given more than a desk login', () => {
  it('refuses a superuser login and a CREATEROLE login, at connect and in the connection test, with the reason', async () => {
    const refused = /^This login can do more than a desk needs \(.*\): ask your administrator for a desk role \(npm run team:setup\)\.$/;
    const su = superuserLogin();
    await expect(deskAs(su).collections()).rejects.toMatchObject({ kind: 'store-unreachable', message: expect.stringContaining('it is a superuser') });
    await expect(probePg({ ...su, tls: 'disable' })).rejects.toMatchObject({ kind: 'invalid-input', message: expect.stringMatching(refused) });
    const role = `${db.roles.desk}_cr`;
    const password = randomUUID();
    await sql(db.url, `CREATE ROLE ${role} LOGIN CREATEROLE PASSWORD '${password}' IN ROLE ${db.roles.desk}`);
    try {
      const login = { connection: db.desk.connection.replace(db.roles.desk, role), password };
      await expect(deskAs(login).collections()).rejects.toMatchObject({
        kind: 'store-unreachable',
        message: expect.stringContaining('can do more than a desk needs'),
      });
      await expect(probePg({ ...login, tls: 'disable' })).rejects.toMatchObject({ message: expect.stringMatching(/it may create roles \(CREATEROLE\)/) });
    } finally {
      await sql(db.url, `DROP ROLE ${role}`);
    }
    // The desk role itself passes, and the test reports the schema the administrator set up.
    expect(await probePg({ ...db.desk, tls: 'disable' })).toEqual({ server: expect.stringMatching(/^PostgreSQL \d+/), schemaVersion: PG_SCHEMA_VERSION });
  });

  it('never migrates: a server not set up, or set up for an older version, says the administrator must run the setup', async () => {
    const bare = await freshDatabase({ setUp: false });
    try {
      const su = new URL(bare.url);
      const password = decodeURIComponent(su.password);
      su.password = '';
      // A plain login on a server nobody set up: the desk makes nothing there.
      await sql(bare.url, `CREATE ROLE ${bare.roles.desk} LOGIN PASSWORD '${password}'`);
      const login = { connection: bare.connection, password };
      await expect(probePg({ ...login, tls: 'disable' })).rejects.toMatchObject({
        kind: 'invalid-input',
        message: expect.stringMatching(/not set up on this server yet\. Your administrator sets it up once \(npm run team:setup\)/),
      });
      await expect(deskAs(login).collections()).rejects.toMatchObject({
        kind: 'store-unreachable',
        message: expect.stringMatching(/not set up on this server yet/),
      });
      expect(await sql(bare.url, `SELECT 1 FROM pg_namespace WHERE nspname IN ('desk_store', 'desk')`)).toEqual([]);
    } finally {
      await bare.drop();
    }
    const older = await freshDatabase();
    try {
      await sql(older.url, 'DELETE FROM desk_store.migrations WHERE version = $1', [PG_SCHEMA_VERSION]);
      await expect(deskAs(older.desk).collections()).rejects.toMatchObject({
        message: expect.stringMatching(/set up for an older version of the app \(schema \d+, this one needs \d+\)\. Ask your administrator to run the setup/),
      });
      expect(await sql(older.url, 'SELECT max(version) AS v FROM desk_store.migrations')).toEqual([{ v: PG_SCHEMA_VERSION - 1 }]);
    } finally {
      await older.drop();
    }
  });
});

describe('a lock a desk waits for', () => {
  it('is waited for the lock timeout at most, and the error says who holds it (and how long, as far as this login may see)', async () => {
    const store = deskAs();
    await store.saveCollections([syntheticCollection(2)], at);
    const holder = new pg.Client(db.url);
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE desk_store.collections IN ACCESS EXCLUSIVE MODE');
      const started = performance.now();
      await expect(store.collections()).rejects.toMatchObject({
        kind: 'timeout',
        message: expect.stringMatching(
          /^The team copy is busy: a lock was not free within 5 s \(role desk holds AccessExclusiveLock on collections for 5 s at least\)\.$/,
        ),
      });
      expect(performance.now() - started).toBeLessThan(DESK_LOCK_TIMEOUT_MS + 2_000);
    } finally {
      await holder.end();
    }
    expect((await store.collections()).map((c) => c.id)).toEqual([2]);
  });
});
