// The rights of the roles a team copy's setup makes, as SQL run on one connection: the owner of the schemas
// takes over every object in them (a copy set up by an earlier version was owned by the desks' login), the
// desk role gets what a desk reads and writes in desk_store, the BI role reads the views in desk, nothing more.
import type pg from 'pg';
import { BI_SCHEMA, STORE_SCHEMA } from './pg-schema.ts';

type Queryable = Pick<pg.ClientBase, 'query'>;

/** The statements that give `owner` every table, view, sequence and function of the team copy's schemas it does not own yet. */
const REASSIGN = `
SELECT format('ALTER %s %s OWNER TO %I',
    CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END, c.oid::regclass, $1::text) AS sql
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname IN ('${STORE_SCHEMA}', '${BI_SCHEMA}') AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
  AND pg_get_userbyid(c.relowner) <> $1
  -- A sequence of an identity or serial column follows its table.
  AND NOT (c.relkind = 'S' AND EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i')))
UNION ALL
SELECT format('ALTER FUNCTION %s OWNER TO %I', p.oid::regprocedure, $1::text)
FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
WHERE n.nspname IN ('${STORE_SCHEMA}', '${BI_SCHEMA}') AND pg_get_userbyid(p.proowner) <> $1`;

/** Makes `owner` the owner of both schemas and of everything in them (run as a member of the current owners, or a superuser). */
export async function reassignToOwner(client: Queryable, owner: string): Promise<void> {
  for (const schema of [STORE_SCHEMA, BI_SCHEMA]) {
    const { rows } = await client.query<{ owner: string | null }>('SELECT pg_get_userbyid(nspowner) AS owner FROM pg_namespace WHERE nspname = $1', [schema]);
    if (rows.length === 0) await client.query(`CREATE SCHEMA ${schema} AUTHORIZATION ${owner}`);
    else if (rows[0]?.owner !== owner) await client.query(`ALTER SCHEMA ${schema} OWNER TO ${owner}`);
  }
  const { rows } = await client.query<{ sql: string }>(REASSIGN, [owner]);
  for (const { sql } of rows) await client.query(sql);
}

/**
 * Grants the desk role and the BI role their rights, now and on what later migrations make (default privileges).
 * Run as the schemas' owner (SET ROLE), which grants what it owns. Revokes first what neither should hold, so a
 * role that held more (an earlier version's setup) is brought down to these rights.
 */
export async function grantRoles(client: Queryable, roles: { desk: string; reader: string }): Promise<void> {
  const { desk, reader } = roles;
  const s = STORE_SCHEMA;
  const statements = [
    `REVOKE ALL ON SCHEMA ${s} FROM PUBLIC, ${reader}`,
    `REVOKE ALL ON ALL TABLES IN SCHEMA ${s} FROM PUBLIC, ${reader}`,
    `REVOKE ALL ON ALL SEQUENCES IN SCHEMA ${s} FROM PUBLIC, ${reader}`,
    `REVOKE ALL ON SCHEMA ${s} FROM ${desk}`,
    `REVOKE ALL ON ALL TABLES IN SCHEMA ${s} FROM ${desk}`,
    `GRANT USAGE ON SCHEMA ${s} TO ${desk}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${s} TO ${desk}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${s} TO ${desk}`,
    `GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${s} TO ${desk}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA ${s} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${desk}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA ${s} GRANT USAGE, SELECT ON SEQUENCES TO ${desk}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA ${s} GRANT EXECUTE ON FUNCTIONS TO ${desk}`,
    // The BI views: the reader's only rights. The views read desk_store with their owner's rights.
    `REVOKE ALL ON SCHEMA ${BI_SCHEMA} FROM PUBLIC, ${desk}, ${reader}`,
    `REVOKE ALL ON ALL TABLES IN SCHEMA ${BI_SCHEMA} FROM PUBLIC, ${desk}, ${reader}`,
    `GRANT USAGE ON SCHEMA ${BI_SCHEMA} TO ${reader}`,
    `GRANT SELECT ON ALL TABLES IN SCHEMA ${BI_SCHEMA} TO ${reader}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA ${BI_SCHEMA} GRANT SELECT ON TABLES TO ${reader}`,
  ];
  for (const sql of statements) await client.query(sql);
}
