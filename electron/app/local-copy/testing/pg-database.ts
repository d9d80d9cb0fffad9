import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** A database of its own in the run's throwaway cluster: its URL, and a function that drops it. */
export interface TestDatabase {
  /** The superuser's URL of the database (password included: for the tests' own checks). */
  url: string;
  /** The connection string as a profile keeps it (no password) and the superuser's password. */
  connection: string;
  password: string;
  drop(): Promise<void>;
}

/** Creates an empty database for one test file in the cluster the global setup started. */
export async function freshDatabase(): Promise<TestDatabase> {
  const admin = inject('pgAdminUrl');
  const name = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const client = new pg.Client(admin);
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const password = decodeURIComponent(url.password);
  const bare = new URL(url);
  bare.password = '';
  return {
    url: url.toString(),
    connection: bare.toString(),
    password,
    async drop() {
      const c = new pg.Client(admin);
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
