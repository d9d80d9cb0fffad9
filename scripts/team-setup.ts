// `npm run team:setup -- <connection string> [--reader <role>]`: sets up a team copy on a PostgreSQL server
// (the desks' schema desk_store, the BI views in schema desk) and a role that may only read the views. Run it
// as the role the desks will connect as. The connection string may carry that role's password (or set
// PGPASSWORD); nothing is saved. The read-only role's password is made here and printed once.
import { randomBytes } from 'node:crypto';
import { setupTeamCopy } from '../electron/app/local-copy/postgres/pg-setup.ts';

const args = process.argv.slice(2);
const url = args.find((a) => !a.startsWith('--'));
const readerAt = args.indexOf('--reader');
const reader = readerAt >= 0 ? args[readerAt + 1] : 'desk_reader';
if (!url || !/^postgres(ql)?:\/\//.test(url) || reader === undefined) {
  console.error('Usage: npm run team:setup -- postgres://owner[:password]@host:5432/database [--reader desk_reader]');
  process.exit(2);
}
const readerPassword = randomBytes(18).toString('base64url');
try {
  const done = await setupTeamCopy(url, { reader, readerPassword });
  const where = new URL(url);
  console.log(`Team copy ready on ${where.hostname}:${where.port || '5432'}${where.pathname} (schema version ${done.schemaVersion}).`);
  console.log(
    `BI tools read the views in schema "desk" as role ${done.reader}${done.created ? `, password: ${readerPassword}` : ' (it existed: its password is unchanged)'}`,
  );
} catch (error) {
  console.error(`The team copy could not be set up: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
