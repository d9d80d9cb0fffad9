// What a desk checks about its own login when it connects: that it can do no more than a desk needs (no
// superuser, no CREATEROLE, no server programs or files), and that the administrator set up the schema this
// version of the app uses. A desk never migrates: the administrator's setup does.
import type pg from 'pg';
import { DeskError } from '../../connection/desk-error.ts';
import { schemaProblem, schemaVersionOf, SETUP_COMMAND } from './pg-schema.ts';

type Queryable = Pick<pg.ClientBase, 'query'>;

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
