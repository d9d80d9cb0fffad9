import pg from 'pg';
import { BI_SCHEMA, migratePg, PG_SCHEMA_VERSION } from './pg-schema.ts';

/** What `npm run team:setup` did. */
export interface SetupResult {
  schemaVersion: number;
  /** The read-only role for BI tools, and whether it was made now (its password is then set). */
  reader: string;
  created: boolean;
}

/** A role name the setup may quote into SQL: letters, digits and underscores. */
function checkRole(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`"${name}" is not a role name the setup accepts: use lowercase letters, digits and _.`);
  return name;
}

/**
 * Sets up a team copy on a server: the desks' schema (`desk_store`, migrated to this build's version) and the
 * BI views (`desk`), then a role that may log in and only read the views. Run as the role the desks will use
 * (it owns the tables and views); running it again is harmless and grants the views added since.
 */
export async function setupTeamCopy(url: string, options: { reader: string; readerPassword: string }): Promise<SetupResult> {
  const reader = checkRole(options.reader);
  const client = new pg.Client({ connectionString: url, application_name: 'collection-desk-setup' });
  await client.connect();
  try {
    await migratePg(client);
    const exists = (await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [reader])).rowCount === 1;
    if (!exists) {
      const password = (await client.query<{ q: string }>('SELECT quote_literal($1) AS q', [options.readerPassword])).rows[0]?.q ?? "''";
      await client.query(`CREATE ROLE ${reader} LOGIN PASSWORD ${password} NOSUPERUSER NOCREATEDB NOCREATEROLE`);
    }
    const database = (await client.query<{ db: string }>('SELECT quote_ident(current_database()) AS db')).rows[0]?.db ?? '';
    await client.query(`GRANT CONNECT ON DATABASE ${database} TO ${reader}`);
    await client.query(`GRANT USAGE ON SCHEMA ${BI_SCHEMA} TO ${reader}`);
    await client.query(`GRANT SELECT ON ALL TABLES IN SCHEMA ${BI_SCHEMA} TO ${reader}`);
    await client.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA ${BI_SCHEMA} GRANT SELECT ON TABLES TO ${reader}`);
    return { schemaVersion: PG_SCHEMA_VERSION, reader, created: !exists };
  } finally {
    await client.end();
  }
}
