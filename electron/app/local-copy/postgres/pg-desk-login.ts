// What a desk checks about its own login when it connects: that it can do no more than a desk needs (no
// superuser, no CREATEROLE, no server programs or files), and that the administrator set up the schema this
// version of the app uses. A desk never migrates: the administrator's setup does.
import type pg from 'pg';
import { DeskError } from '../../connection/desk-error.ts';
import { PG_SCHEMA_VERSION, STORE_SCHEMA } from './pg-schema.ts';

type Queryable = Pick<pg.ClientBase, 'query'>;

/** The schema version of a team copy as this login sees it (0: none), and whether the login may use the desks' schema. */
export async function schemaVersionOf(client: Queryable): Promise<{ version: number; usable: boolean }> {
  const { rows } = await client.query<{ present: boolean; usable: boolean }>(
    `SELECT to_regnamespace('${STORE_SCHEMA}') IS NOT NULL AS present,
       COALESCE(has_schema_privilege(to_regnamespace('${STORE_SCHEMA}'), 'USAGE'), false) AS usable`,
  );
  const { present, usable } = rows[0] ?? { present: false, usable: false };
  if (!present) return { version: 0, usable: true };
  if (!usable) return { version: 0, usable: false };
  const table = await client.query<{ t: string | null }>(`SELECT to_regclass('${STORE_SCHEMA}.migrations')::text AS t`);
  if (!table.rows[0]?.t) return { version: 0, usable: true };
  const version = await client.query<{ v: number | null }>(`SELECT max(version) AS v FROM ${STORE_SCHEMA}.migrations`);
  return { version: version.rows[0]?.v ?? 0, usable: true };
}

/** What the administrator runs on the server, for messages. */
export const SETUP_COMMAND = 'npm run team:setup';

/**
 * Why a desk cannot use a team copy of schema `version` (seen by a login with or without rights on it), or
 * null when it can: desks never migrate, the administrator's setup does.
 */
export function schemaProblem(found: { version: number; usable: boolean }): string | null {
  if (!found.usable) {
    return `this login has no rights on the team copy's tables. Ask your administrator for the desk role's login (made by ${SETUP_COMMAND}).`;
  }
  if (found.version === 0) {
    return `the team copy is not set up on this server yet. Your administrator sets it up once (${SETUP_COMMAND}) and gives you the desk role's login.`;
  }
  if (found.version < PG_SCHEMA_VERSION) {
    return `the team copy is set up for an older version of the app (schema ${found.version}, this one needs ${PG_SCHEMA_VERSION}). Ask your administrator to run the setup of this version (${SETUP_COMMAND}); it keeps every row.`;
  }
  if (found.version > PG_SCHEMA_VERSION) {
    return `the team copy was written by a newer version of the app (schema ${found.version}, this one knows ${PG_SCHEMA_VERSION}). Update the app on this computer.`;
  }
  return null;
}

/** The words of a login refused for its powers, followed by what to ask for. */
export const TOO_POWERFUL = 'this login can do more than a desk needs';

/** Why this login is more than a desk needs, or null when it is not. */
export async function roleProblem(client: Queryable): Promise<string | null> {
  const { rows } = await client.query<{ role: string; superuser: boolean; createrole: boolean; server: boolean }>(
    `SELECT r.rolname AS role, r.rolsuper AS superuser, r.rolcreaterole AS createrole,
       (pg_has_role(r.oid, 'pg_execute_server_program', 'MEMBER') OR pg_has_role(r.oid, 'pg_write_server_files', 'MEMBER')
         OR pg_has_role(r.oid, 'pg_read_server_files', 'MEMBER')) AS server
     FROM pg_roles r WHERE r.rolname = current_user`,
  );
  const me = rows[0];
  if (me === undefined) return null;
  // A superuser can do everything: that says it all.
  const powers = [
    me.superuser ? 'it is a superuser' : null,
    me.createrole ? 'it may create roles (CREATEROLE)' : null,
    me.server ? 'it may run programs or read and write files on the server' : null,
  ]
    .filter((p): p is string => p !== null)
    .slice(0, me.superuser ? 1 : undefined);
  if (powers.length === 0) return null;
  return `${TOO_POWERFUL} (${me.role}: ${powers.join(', ')}): ask your administrator for a desk role (${SETUP_COMMAND}).`;
}

/** Checks a desk's login and the team copy's schema; throws an `invalid-input` DeskError saying why it cannot be used. */
export async function checkDeskLogin(client: Queryable): Promise<{ schemaVersion: number }> {
  const power = await roleProblem(client);
  if (power !== null) throw new DeskError('invalid-input', capitalised(power));
  const found = await schemaVersionOf(client);
  const problem = schemaProblem(found);
  if (problem !== null) throw new DeskError('invalid-input', capitalised(problem));
  return { schemaVersion: found.version };
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
