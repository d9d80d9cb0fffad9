// `npm run team:setup -- postgres://admin@host:5432/database [--owner desk_owner] [--desk-role desk_app]
// [--reader desk_reader] [--new-passwords] [--ca-file ca.pem]`: an administrator's one-time setup of a team copy (run again after
// an update of the app: it applies the new migrations and grants again). The login given is an administrator's
// (a superuser, or a role with CREATEROLE and CREATE on the database); its password comes from PGPASSWORD or
// the connection string and is kept nowhere. It makes a NOLOGIN owner of the schemas, the desk role the desks
// log in as, and the read-only role for BI tools; the passwords of the roles made now are printed once.
// TLS with the server's certificate checked (verify-full, against this computer's store and the --ca-file given)
// unless the server is on this computer; SCRAM only, as the desks sign in.
import { checkConnectionString, tlsProblem } from '../shared/bridge/team-copy.ts';
import { DEFAULT_ROLES, setupTeamCopy, type SetupRoles } from '../electron/app/local-copy/postgres/pg-setup.ts';

const USAGE =
  'Usage: npm run team:setup -- postgres://admin@host:5432/database [--owner desk_owner] [--desk-role desk_app] [--reader desk_reader] [--new-passwords] [--ca-file ca.pem]\n' +
  "The administrator's password comes from PGPASSWORD (or the connection string).";

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const valued = new Set(['--owner', '--desk-role', '--reader', '--ca-file']);
const url = args.find((a, i) => !a.startsWith('--') && !valued.has(args[i - 1] ?? ''));
const roles: SetupRoles = {
  owner: option('--owner') ?? DEFAULT_ROLES.owner,
  desk: option('--desk-role') ?? DEFAULT_ROLES.desk,
  reader: option('--reader') ?? DEFAULT_ROLES.reader,
};
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(USAGE);
  process.exit(2);
}
const parsed = new URL(url);
const password = parsed.password !== '' ? decodeURIComponent(parsed.password) : (process.env.PGPASSWORD ?? null);
parsed.password = '';
const checked = checkConnectionString(parsed.toString());
if (!checked.ok) {
  console.error(checked.message);
  process.exit(2);
}
// Only a server on this computer is reached without TLS; any other has its certificate checked.
const tls = tlsProblem(checked.value.host, 'disable') === null ? 'disable' : 'verify-full';
try {
  const caFile = option('--ca-file') ?? null;
  const done = await setupTeamCopy({ connection: checked.value.text, tls, caFile, password }, { roles, newPasswords: args.includes('--new-passwords') });
  const { host, port, database } = checked.value;
  console.log(`Team copy ready on ${host}:${port}/${database} (schema version ${done.schemaVersion}, ${done.applied} migration(s) applied now).`);
  console.log(`Schemas desk_store and desk are owned by ${done.roles.owner} (no login).`);
  const said = (role: string, secret: string | undefined) =>
    secret === undefined ? `${role} (it existed: its password is unchanged)` : `${role}, password: ${secret}`;
  console.log(`Desks log in as ${said(done.roles.desk, done.passwords.desk)}`);
  console.log(`BI tools read the views in schema "desk" as ${said(done.roles.reader, done.passwords.reader)}`);
  if (done.passwords.desk !== undefined || done.passwords.reader !== undefined)
    console.log('These passwords are shown once and kept nowhere: hand them over now.');
} catch (error) {
  console.error(`The team copy could not be set up: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
