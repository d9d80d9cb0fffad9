// Who holds a lock a team copy's session waited for, in words: every session here waits a bounded time
// (lock_timeout), and when the wait ends the message names the holder (role, application, since when).
import type pg from 'pg';
import { DeskError } from '../../connection/desk-error.ts';

/** The advisory lock the administrator's setup migrates under. */
export const MIGRATE_LOCK = 'collection-desk:migrate';

/** How long a desk waits for a lock before it gives up and says who holds it. */
export const DESK_LOCK_TIMEOUT_MS = 5_000;

/** PostgreSQL's code for a lock wait that reached lock_timeout. */
export const LOCK_NOT_AVAILABLE = '55P03';

type Queryable = Pick<pg.ClientBase, 'query'>;

interface Holder {
  role: string | null;
  app: string | null;
  since: Date | null;
  what: string;
}

/** Whether an error is a lock wait that timed out. */
export function isLockTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === LOCK_NOT_AVAILABLE;
}

// Sessions of this database holding the advisory lock `$1` (hashtext's int4 as pg_advisory_lock's bigint: the
// high half in classid, the low in objid), or any lock stronger than a desk's own on a table of the team copy.
const HOLDERS = `
SELECT a.usename AS role, a.application_name AS app, COALESCE(a.xact_start, a.backend_start) AS since,
  CASE WHEN l.locktype = 'advisory' THEN 'the setup''s lock' ELSE l.mode || ' on ' || c.relname END AS what
FROM pg_locks l
JOIN pg_stat_activity a ON a.pid = l.pid
LEFT JOIN pg_class c ON c.oid = l.relation
LEFT JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE l.granted AND l.pid <> pg_backend_pid()
  AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
  AND (($1::text IS NOT NULL AND l.locktype = 'advisory' AND l.objsubid = 1
        AND l.objid::bigint = (hashtext($1)::bigint & 4294967295) AND l.classid::bigint = ((hashtext($1)::bigint >> 32) & 4294967295))
    OR ($1::text IS NULL AND l.locktype = 'relation' AND n.nspname IN ('desk_store', 'desk')
        AND l.mode NOT IN ('AccessShareLock', 'RowShareLock', 'RowExclusiveLock')))
ORDER BY since NULLS LAST
LIMIT 3`;

/** Who holds the advisory lock `key` (or, without one, a strong lock on the team copy's tables) and since when, in words. */
export async function describeLockHolders(client: Queryable, key: string | null, waitedMs: number): Promise<string> {
  let holders: Holder[];
  try {
    holders = (await client.query<Holder>(HOLDERS, [key])).rows;
  } catch {
    return 'another session holds it (who could not be read)';
  }
  if (holders.length === 0) return 'another session held it (it has let go since)';
  return holders
    .map((h) => {
      const app = h.app ? ` (${h.app})` : '';
      // Another role's session times are hidden from a login without pg_read_all_stats: then what the wait shows.
      const since = h.since ? ` since ${h.since.toISOString()}` : ` for ${Math.round(waitedMs / 1000)} s at least`;
      return `role ${h.role ?? '?'}${app} holds ${h.what}${since}`;
    })
    .join('; ');
}

/** A lock wait that timed out, said with who holds the lock; any other error as it is. */
export async function explainLockTimeout(error: unknown, client: Queryable, key: string | null, waitedMs: number): Promise<unknown> {
  if (!isLockTimeout(error)) return error;
  const who = await describeLockHolders(client, key, waitedMs);
  return new DeskError('timeout', `The team copy is busy: a lock was not free within ${Math.round(waitedMs / 1000)} s (${who}).`);
}
