import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { setupTeamCopy, type SetupRoles } from '../postgres/pg-setup.ts';

/** A login of a test database: its connection string as a profile keeps it (no password) and its password. */
export interface TestLogin {
  role: string;
  connection: string;
  password: string;
  /** The same with the password in it (for the tests' own checks). */
  url: string;
}

/** A database of its own in the run's throwaway cluster, set up as an administrator would, and a function that drops it. */
export interface TestDatabase {
  /** The cluster superuser's URL of the database (password included: for the tests' own checks). */
  url: string;
  /** The desk role's connection string as a profile keeps it (no password) and its password: what a desk logs in with. */
  connection: string;
  password: string;
  /** The desk role's login. */
  desk: TestLogin;
  /** The read-only BI role's login. */
  reader: TestLogin;
  /** The roles the setup made (their names are this database's own). */
  roles: SetupRoles;
  drop(): Promise<void>;
}

/** A login's connection string (no password) and URL on the database `url` names. */
function loginOf(url: string, role: string, password: string): TestLogin {
  const bare = new URL(url);
  bare.username = role;
  bare.password = '';
  const full = new URL(bare);
  full.password = password;
  return { role, connection: bare.toString(), password, url: full.toString() };
}

/**
 * Creates a database for one test file in the cluster the global setup started (or the one `adminUrl` names) and
 * runs the administrator's setup on it (roles named after the database); `setUp: false` leaves it empty, no roles made.
 */
export async function freshDatabase(options: { setUp?: boolean; adminUrl?: string } = {}): Promise<TestDatabase> {
  const admin = options.adminUrl ?? inject('pgAdminUrl');
  const name = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const client = new pg.Client(admin);
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const roles: SetupRoles = { owner: `${name}_owner`, desk: `${name}_desk`, reader: `${name}_reader` };
  const passwords = { desk: '', reader: '' };
  if (options.setUp !== false) {
    const bare = new URL(url);
    bare.password = '';
    const done = await setupTeamCopy({ connection: bare.toString(), tls: 'disable', password: decodeURIComponent(url.password) }, { roles });
    passwords.desk = done.passwords.desk ?? '';
    passwords.reader = done.passwords.reader ?? '';
  }
  const desk = loginOf(url.toString(), roles.desk, passwords.desk);
  return {
    url: url.toString(),
    connection: desk.connection,
    password: desk.password,
    desk,
    reader: loginOf(url.toString(), roles.reader, passwords.reader),
    roles,
    async drop() {
      const c = new pg.Client(admin);
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        for (const role of [roles.desk, roles.reader, roles.owner]) await c.query(`DROP ROLE IF EXISTS ${role}`).catch(() => undefined);
      } finally {
        await c.end();
      }
    },
  };
}
