// The administrator's setup of a team copy, run once per server (and again after an update of the app): it
// makes a NOLOGIN owner of the schemas, migrates them and hands every object to that owner, and makes the desk role (a login that
// reads and writes the desks' tables, nothing more) and the read-only BI role. Passwords are sent as SCRAM
// verifiers computed here, never as text; the connection is TLS unless the server is on this computer.
import type pg from 'pg';
import { DeskClient } from './pg-auth.ts';
import { poolConfig, type PgSettings } from './pg-connection.ts';
import { grantRoles, reassignToOwner } from './pg-grants.ts';
import { migratePg, PG_SCHEMA_VERSION } from './pg-schema.ts';
import { newRolePassword, scramVerifier } from './pg-scram.ts';

/** The roles a setup makes: the schemas' owner (NOLOGIN), the desks' login and the BI tools' login. */
export interface SetupRoles {
  owner: string;
  desk: string;
  reader: string;
}

/** The role names the setup uses unless told others. */
export const DEFAULT_ROLES: SetupRoles = { owner: 'desk_owner', desk: 'desk_app', reader: 'desk_reader' };

/** What the setup is asked for besides the server. */
export interface SetupOptions {
  roles?: Partial<SetupRoles>;
  /** Give the desk and BI roles new passwords even when they exist (a lost password). */
  newPasswords?: boolean;
  /** How long the migration waits for its lock before saying who holds it. */
  lockTimeoutMs?: number;
}

/** What a setup did: the schema version, the migrations applied now, the roles, and the passwords it set now. */
export interface SetupResult {
  schemaVersion: number;
  applied: number;
  roles: SetupRoles;
  /** Passwords of the login roles made (or given new ones) now: shown once, kept nowhere. */
  passwords: { desk?: string; reader?: string };
}

/** A role name the setup may write into SQL: lowercase letters, digits and underscores. */
function checkRole(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`"${name}" is not a role name the setup accepts: use lowercase letters, digits and _.`);
  if (name.startsWith('pg_')) throw new Error(`"${name}": names starting with pg_ are PostgreSQL's own.`);
  return name;
}

/** Refuses to go on unless this login may make roles and schemas here; returns whether it is a superuser. */
async function checkAdmin(client: pg.Client, roles: SetupRoles): Promise<{ superuser: boolean; me: string }> {
  const { rows } = await client.query<{ me: string; superuser: boolean; createrole: boolean; create: boolean }>(
    `SELECT current_user AS me, rolsuper AS superuser, rolcreaterole AS createrole, has_database_privilege(current_database(), 'CREATE') AS create
     FROM pg_roles WHERE rolname = current_user`,
  );
  const admin = rows[0];
  if (admin === undefined || !(admin.superuser || (admin.createrole && admin.create))) {
    throw new Error('Run the setup as an administrator of the server: a superuser, or a role with CREATEROLE and CREATE on the database.');
  }
  const names = [roles.owner, roles.desk, roles.reader];
  if (new Set(names).size !== names.length) throw new Error('The owner, desk and BI roles need three different names.');
  if (names.includes(admin.me)) throw new Error(`The setup makes its roles itself: name them other than the administrator's login (${admin.me}).`);
  return { superuser: admin.superuser, me: admin.me };
}

/** Makes a login role with a SCRAM verifier (or brings an existing one down to a plain login); returns the password set now. */
async function loginRole(client: pg.Client, name: string, renew: boolean): Promise<string | undefined> {
  const exists = (await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [name])).rowCount === 1;
  const password = exists && !renew ? undefined : newRolePassword();
  // The verifier is base64, '$' and ':' only: safe to write into the statement, and it is all the server keeps.
  const secret = password === undefined ? '' : ` PASSWORD '${scramVerifier(password)}'`;
  const plain = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';
  await client.query(exists ? `ALTER ROLE ${name} ${plain}${secret}` : `CREATE ROLE ${name} ${plain}${secret}`);
  return password;
}

/**
 * Sets up (or brings up to date) a team copy with an administrator's connection: the owner role, this
 * build's migrations, every object of the schemas handed to the owner, the desk and BI roles and their rights. Running it
 * again is harmless: it applies new migrations and grants again, and leaves passwords as they are.
 */
export async function setupTeamCopy(settings: PgSettings, options: SetupOptions = {}): Promise<SetupResult> {
  const roles: SetupRoles = {
    owner: checkRole(options.roles?.owner ?? DEFAULT_ROLES.owner),
    desk: checkRole(options.roles?.desk ?? DEFAULT_ROLES.desk),
    reader: checkRole(options.roles?.reader ?? DEFAULT_ROLES.reader),
  };
  // SCRAM only and the server verified, as a desk connects: the administrator's password is never sent in clear.
  const client = new DeskClient({ ...poolConfig(settings), application_name: 'collection-desk-setup', statement_timeout: 0 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const admin = await checkAdmin(client, roles);
    await client.query('BEGIN');
    const owner = (await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [roles.owner])).rowCount === 1;
    const ownerAttributes = 'NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';
    await client.query(owner ? `ALTER ROLE ${roles.owner} ${ownerAttributes}` : `CREATE ROLE ${roles.owner} ${ownerAttributes}`);
    // An administrator that is not a superuser acts as the owner through membership (PostgreSQL 16: SET option).
    if (!admin.superuser) await client.query(`GRANT ${roles.owner} TO ${admin.me}`);
    await client.query('COMMIT');

    // Migrated as the administrator (it may create in the database), then everything is handed to the owner.
    const applied = await migratePg(client, options.lockTimeoutMs);

    await client.query('BEGIN');
    await reassignToOwner(client, roles.owner);
    const passwords = {
      desk: await loginRole(client, roles.desk, options.newPasswords === true),
      reader: await loginRole(client, roles.reader, options.newPasswords === true),
    };
    // A desks' login of an earlier version could create schemas in the database: no more (a superuser may revoke it).
    if (admin.superuser) {
      const db = (await client.query<{ db: string }>('SELECT quote_ident(current_database()) AS db')).rows[0]?.db ?? '';
      await client.query(`REVOKE CREATE ON DATABASE ${db} FROM ${roles.desk}, ${roles.reader}`);
    }
    await client.query(`SET LOCAL ROLE ${roles.owner}`);
    await grantRoles(client, roles);
    await client.query('COMMIT');
    return { schemaVersion: PG_SCHEMA_VERSION, applied, roles, passwords };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
