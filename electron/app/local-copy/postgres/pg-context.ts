import type pg from 'pg';
import type { ChangedPart } from '../copy-store.ts';
import { capText, FIELD_TEXT_CHARS } from '../row-checks.ts';

/** What the team copy's queries run with: the pool, the service account's row, and this desk's id. */
export interface PgContext {
  pool: pg.Pool;
  /** The `desk_store.sources` row of the profile's service and account. */
  sourceId: number;
  /** This desk (one per process run): its own notifications are not echoed back to it. */
  deskId: string;
}

/** The channel desks tell each other what they changed on (delivered when the writing transaction commits). */
export const CHANGE_CHANNEL = 'collection_desk_changed';

/** One change notification: which desk, which service account, which collection, what. */
export interface ChangeNote {
  desk: string;
  source: number;
  collectionId: number | null;
  what: ChangedPart | 'all';
}

/** Tells the other desks on the same team copy what changed, when the transaction `c` commits. */
export async function notifyChange(c: pg.ClientBase, ctx: PgContext, collectionId: number | null, what: ChangedPart | 'all'): Promise<void> {
  const note: ChangeNote = { desk: ctx.deskId, source: ctx.sourceId, collectionId, what };
  await c.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, JSON.stringify(note)]);
}

/** Runs `work` in one transaction on one connection: all of it is written, or none of it. */
export async function inPgTransaction<T>(pool: pg.Pool, work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  let result: T;
  try {
    await c.query('BEGIN');
    result = await work(c);
    await c.query('COMMIT');
  } catch (error) {
    // A connection that cannot even roll back is broken: it leaves the pool.
    const broken = await c.query('ROLLBACK').then(
      () => false,
      () => true,
    );
    c.release(broken);
    throw error;
  }
  c.release();
  return result;
}

/**
 * Text PostgreSQL can store: it refuses the NUL character, which a broken service may send (SQLite keeps it).
 * Cut to FIELD_TEXT_CHARS too: a service's 10 MB title is not written into every teammate's reads.
 */
export function pgText<T extends string | null>(value: T): T {
  const text = capText(value, FIELD_TEXT_CHARS);
  return (typeof text === 'string' && text.includes('\u0000') ? text.replaceAll('\u0000', '\uFFFD') : text) as T;
}

/** JSON PostgreSQL's jsonb can store: NUL characters in keys and texts replaced. */
export function pgJson(value: unknown): string {
  const clean = (v: unknown): unknown => {
    if (typeof v === 'string') return pgText(v);
    if (Array.isArray(v)) return v.map(clean);
    if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [pgText(k), clean(x)]));
    return v;
  };
  return JSON.stringify(clean(value));
}

/** One column of rows as an array parameter for `unnest` (texts made storable). */
export function column<R, T>(rows: readonly R[], pick: (row: R) => T): T[] {
  return rows.map((row) => {
    const value = pick(row);
    return (typeof value === 'string' ? pgText(value) : value) as T;
  });
}
