import type { DatabaseSync, StatementSync } from 'node:sqlite';

const caches = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/**
 * The prepared statement of `sql` on `db`, compiled once and reused (hot request paths). Only for SQL
 * from a small fixed set of texts; one-off or combinatorial SQL uses `db.prepare` directly.
 */
export function prepared(db: DatabaseSync, sql: string): StatementSync {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
