import type { DatabaseSync } from 'node:sqlite';
import type { WatchRule, WatchRuleKind } from '../../../../shared/watch/watch-rules.ts';
import type { RunMatches } from '../copy-model.ts';
import { inTransaction } from '../sqlite/local-db.ts';
import { getMeta } from '../sqlite/local-writes.ts';
import { comparedParams, hitsSql, isComparedKind, type RuleTerms } from './compared-rules.ts';
import { insertRegional } from './regional-eval.ts';
import { isRegionalKind } from './regional-rules.ts';
import { nameOf } from './watch-queries.ts';
import { RULES_META, rulesIn } from './watch-rules-store.ts';

interface RunRow {
  id: number;
  collection_id: number;
  output_count: number;
}

/** The compared rules' terms in SQLite: named parameters, stock as 0/1. */
const SQLITE_TERMS = (kind: string): RuleTerms => ({
  value: `$${kind}`,
  on: `$${kind}`,
  previous: '$previous',
  inStock: (column) => `${column} = 1`,
  outOfStock: (column) => `${column} = 0`,
});

/**
 * The rules that compare the run with the one before, decided per row in SQL: run B's outputs each with run
 * A's by primary key (the key lookup of queryCompare), plus A's rows B lacks; every rule is one bit of the
 * row's `hits` (compared-rules.ts), tested with its value as a parameter (null: the rule is off), so the
 * rows are read once and only those that hit are crossed with the rules and written, with the item's code
 * and title read from its stored fields.
 */
const COMPARED = `
  WITH f AS MATERIALIZED (
    SELECT p.*,
      ${hitsSql(SQLITE_TERMS)} AS hits
    FROM (
      SELECT b.key, a.price AS pa, b.price AS pb, a.in_stock AS ia, b.in_stock AS ib, a.availability AS aa, b.availability AS ab,
        COALESCE(b.currency, a.currency) AS currency, b.detail_id AS detail, a.key IS NULL AS fresh, 0 AS gone
      FROM outputs b LEFT JOIN outputs a ON a.run_id = $previous AND a.key = b.key
      WHERE b.run_id = $run
      UNION ALL
      SELECT a.key, a.price, NULL, a.in_stock, NULL, a.availability, NULL, a.currency, a.detail_id, 0, 1
      FROM outputs a WHERE a.run_id = $previous AND NOT EXISTS (SELECT 1 FROM outputs b WHERE b.run_id = $run AND b.key = a.key)
    ) p
    WHERE hits > 0
  ),
  r AS MATERIALIZED (SELECT json_extract(value, '$.kind') AS kind, json_extract(value, '$.value') AS value, json_extract(value, '$.bit') AS bit FROM json_each($rules))
  INSERT OR IGNORE INTO watch_matches (run_id, collection_id, previous_run_id, key, rule, value, code, title,
    price_before, price_after, currency, availability_before, availability_after)
  SELECT $run, $collection, $previous, f.key, r.kind, r.value,
    COALESCE(json_extract(d.json, '$.asin'), json_extract(d.json, '$.sku'), f.key), json_extract(d.json, '$.title'),
    f.pa, f.pb, f.currency, f.aa, f.ab
  FROM f CROSS JOIN r JOIN details d ON d.id = f.detail
  WHERE f.hits & r.bit`;

/**
 * "Failed N runs in a row": the collection's items (as they are now) with no output in the last N archived
 * runs up to this one, which existed when the first of them started, and which had an output in the run
 * before those (or did not exist yet then): the streak reaches N in this run, so it is told once.
 */
const FAILED = `
  INSERT OR IGNORE INTO watch_matches (run_id, collection_id, previous_run_id, key, rule, value, code, title, price_before, currency, availability_before)
  SELECT $run, $collection, $previous, i.key, 'failedRuns', $n, MIN(i.code), json_extract(d.json, '$.title'), o.price, o.currency, o.availability
  FROM items i
  LEFT JOIN outputs o ON o.run_id = $before AND o.key = i.key
  LEFT JOIN details d ON d.id = o.detail_id
  WHERE i.collection_id = $collection
    AND julianday(i.created_at) <= julianday($oldestAt)
    AND NOT EXISTS (SELECT 1 FROM outputs f WHERE f.run_id IN (SELECT value FROM json_each($streak)) AND f.key = i.key)
    AND ($before IS NULL OR o.key IS NOT NULL OR julianday(i.created_at) > julianday($beforeAt))
  GROUP BY i.key`;

/** The collection's archived run with outputs before this one, which the run is compared with. */
function previousRun(db: DatabaseSync, run: RunRow): number | null {
  const row = db
    .prepare(`SELECT id FROM runs WHERE collection_id = ? AND id < ? AND archive = 'archived' AND output_count > 0 ORDER BY id DESC LIMIT 1`)
    .get(run.collection_id, run.id) as { id: number } | undefined;
  return row?.id ?? null;
}

/** Writes the "failed N runs in a row" matches of a run; answers how many. */
function insertFailed(db: DatabaseSync, run: RunRow, previous: number | null, n: number): number {
  const runs = db
    .prepare(`SELECT id, created_at AS at FROM runs WHERE collection_id = ? AND id <= ? AND archive = 'archived' ORDER BY id DESC LIMIT ?`)
    .all(run.collection_id, run.id, n + 1) as { id: number; at: string }[];
  const streak = runs.slice(0, n);
  const oldest = streak[n - 1];
  if (!oldest) return 0;
  const before = runs[n] ?? null;
  const params = {
    run: run.id,
    collection: run.collection_id,
    previous,
    n,
    streak: JSON.stringify(streak.map((r) => r.id)),
    oldestAt: oldest.at,
    before: before?.id ?? null,
    beforeAt: before?.at ?? null,
  };
  return Number(db.prepare(FAILED).run(params).changes);
}

/** Evaluates one archived run against the rules of its collection; answers what matched, or null when nothing did. */
export function evaluateRun(db: DatabaseSync, run: RunRow): RunMatches | null {
  const rules: WatchRule[] = rulesIn(getMeta(db, RULES_META), run.collection_id);
  if (rules.length === 0) return null;
  const previous = previousRun(db, run);
  let added = 0;
  // A run without outputs (it failed as a whole) has nothing to compare; its items still failed in it.
  if (run.output_count > 0 && rules.some((r) => isComparedKind(r.kind))) {
    added += Number(db.prepare(COMPARED).run({ run: run.id, collection: run.collection_id, previous, ...comparedParams(rules) }).changes);
  }
  if (run.output_count > 0 && rules.some((r) => isRegionalKind(r.kind))) added += insertRegional(db, run, previous, rules);
  const failed = rules.find((r) => r.kind === 'failedRuns');
  if (failed?.value) added += insertFailed(db, run, previous, failed.value);
  if (added === 0) return null;
  const counts = (
    db.prepare('SELECT rule, value, COUNT(*) AS count, MAX(currency) AS currency FROM watch_matches WHERE run_id = ? GROUP BY rule, value').all(run.id) as {
      rule: WatchRuleKind;
      value: number | null;
      count: number;
      currency: string | null;
    }[]
  ).map((c) => ({ kind: c.rule, value: c.value, count: c.count, currency: c.currency }));
  const named = db.prepare(`SELECT json_extract(record, '$.name') AS name FROM collections WHERE id = ?`).get(run.collection_id) as
    { name: unknown } | undefined;
  return {
    collectionId: run.collection_id,
    collectionName: nameOf(named?.name, run.collection_id),
    runId: run.id,
    counts,
    total: counts.reduce((sum, c) => sum + c.count, 0),
  };
}

/**
 * Evaluates every archived run not evaluated yet, oldest first, each in one transaction with its mark, so a
 * run is evaluated once even across a crash, and evaluating again adds nothing. Runs that finished before
 * the copy was made (`watch_from`: the history a new or purged copy catches up on) are marked without
 * evaluating. Answers the runs that matched, for their notifications.
 */
export function evaluatePending(db: DatabaseSync): RunMatches[] {
  const from = getMeta(db, 'watch_from');
  db.prepare(
    `UPDATE runs SET watched = 1 WHERE watched = 0 AND archive = 'archived'
       AND NOT COALESCE(julianday(COALESCE(finished_at, created_at)) >= julianday(?), 0)`,
  ).run(from ?? '1970-01-01T00:00:00Z');
  const runs = db
    .prepare(`SELECT id, collection_id, output_count FROM runs WHERE watched = 0 AND archive = 'archived' ORDER BY id`)
    .all() as unknown as RunRow[];
  const found: RunMatches[] = [];
  for (const run of runs) {
    const matched = inTransaction(db, () => {
      const result = evaluateRun(db, run);
      db.prepare('UPDATE runs SET watched = 1 WHERE id = ?').run(run.id);
      return result;
    });
    if (matched) found.push(matched);
  }
  return found;
}
