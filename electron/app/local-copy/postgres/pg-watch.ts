import type pg from 'pg';
import type { InboxFilter, WatchMatch } from '../../../../shared/bridge/methods/inbox.ts';
import type { WatchRule, WatchRuleKind } from '../../../../shared/watch/watch-rules.ts';
import type { MatchFacets, ReadSelection } from '../copy-store.ts';
import { comparedParams, hitsSql, isComparedKind, type RuleTerms } from '../watch/compared-rules.ts';
import { isRegionalKind, regionalParams } from '../watch/regional-rules.ts';
import { REGIONAL_PG } from './pg-regional-watch.ts';
import { type RunMatches } from '../copy-model.ts';
import { matchOf, nameOf, type MatchRow } from '../watch/watch-queries.ts';
import { RULES_META, rulesIn } from '../watch/watch-rules-store.ts';
import { inPgTransaction, notifyChange, type PgContext } from './pg-context.ts';
import { watchMatchSchema } from '../../../../shared/bridge/methods/inbox.ts';
import { checkedRows, priceInBounds, KEY_CHARS, SHOWN_TEXT_CHARS } from '../row-checks.ts';
import { capped } from './pg-caps.ts';
import { textField } from './pg-reads.ts';

type Param = string | number | null;

/** A statement written with `$name` parameters, as pg's positional ones (each name numbered once). */
function named(text: string, params: Record<string, Param>): { text: string; values: Param[] } {
  const values: Param[] = [];
  const index = new Map<string, number>();
  const positional = text.replace(/\$([a-zA-Z]\w*)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`No value for the statement's $${name}.`);
    let n = index.get(name);
    if (n === undefined) {
      values.push(params[name] ?? null);
      n = values.length;
      index.set(name, n);
    }
    return `$${n}`;
  });
  return { text: positional, values };
}

/** The compared rules' terms in PostgreSQL: typed parameters, stock as booleans. */
const PG_TERMS = (kind: string): RuleTerms => ({
  value: `$${kind}::bigint`,
  on: `$${kind}::bigint = 1`,
  previous: '$previousPk::bigint',
  inStock: (column) => column,
  outOfStock: (column) => `NOT ${column}`,
});

/**
 * The embedded copy's COMPARED (watch-eval.ts) in PostgreSQL: run B's outputs each with run A's by key, plus
 * A's rows B lacks; every rule one bit of the row's `hits` (compared-rules.ts), tested with its value as a parameter (comparedParams;
 * null: the rule is off); only the rows that hit are crossed with the rules and written, once per run, item and rule.
 */
const COMPARED = `
  WITH p AS (
    SELECT b.key, a.price AS pa, b.price AS pb, a.in_stock AS ia, b.in_stock AS ib, a.availability AS aa, b.availability AS ab,
      COALESCE(b.currency, a.currency) AS currency, b.detail_id AS detail, a.key IS NULL AS fresh, false AS gone
    FROM desk_store.outputs b LEFT JOIN desk_store.outputs a ON a.run_pk = $previousPk::bigint AND a.key = b.key
    WHERE b.run_pk = $runPk::bigint
    UNION ALL
    SELECT a.key, a.price, NULL, a.in_stock, NULL, a.availability, NULL, a.currency, a.detail_id, false, true
    FROM desk_store.outputs a
    WHERE a.run_pk = $previousPk::bigint AND NOT EXISTS (SELECT 1 FROM desk_store.outputs b WHERE b.run_pk = $runPk::bigint AND b.key = a.key)
  ),
  f AS MATERIALIZED (
    SELECT * FROM (
      SELECT p.*,
        ${hitsSql(PG_TERMS)} AS hits
      FROM p
    ) x
    WHERE hits > 0
  ),
  r AS (SELECT * FROM jsonb_to_recordset($rules::jsonb) AS r (kind text, value double precision, bit integer))
  INSERT INTO desk_store.watch_matches (source_id, run_pk, collection_id, run_id, previous_run_id, key, rule, value, code, title,
    price_before, price_after, currency, availability_before, availability_after)
  SELECT $source::integer, $runPk::bigint, $collection::bigint, $run::bigint, $previous::bigint, f.key, r.kind, r.value,
    COALESCE(d.code, d.sku, f.key), d.title, f.pa, f.pb, f.currency, f.aa, f.ab
  FROM f CROSS JOIN r
  CROSS JOIN LATERAL (SELECT ${textField('asin')} AS code, ${textField('sku')} AS sku, ${textField('title')} AS title
    FROM desk_store.details WHERE id = f.detail) d
  WHERE (f.hits & r.bit) <> 0
  ON CONFLICT (run_pk, key, rule) DO NOTHING`;

/**
 * "Failed N runs in a row" (the embedded copy's FAILED): the collection's items with no output in the last N
 * archived runs up to this one, which existed when the first of them started, and which had an output in
 * the run before those (or did not exist yet then).
 */
const FAILED = `
  WITH gone AS MATERIALIZED (
    -- The items without an output in the streak first: only those have their times read (time_of is not cheap).
    SELECT i.key, i.code, i.created_at FROM desk_store.items i
    WHERE i.source_id = $source::integer AND i.collection_id = $collection::bigint
      AND NOT EXISTS (SELECT 1 FROM desk_store.outputs f WHERE f.run_pk = ANY ($streak::bigint[]) AND f.key = i.key)
  )
  INSERT INTO desk_store.watch_matches (source_id, run_pk, collection_id, run_id, previous_run_id, key, rule, value, code, title,
    price_before, currency, availability_before)
  SELECT $source::integer, $runPk::bigint, $collection::bigint, $run::bigint, $previous::bigint, i.key, 'failedRuns', $n::double precision,
    min(i.code), min(d.title), min(o.price), min(o.currency), min(o.availability)
  FROM gone i
  LEFT JOIN desk_store.outputs o ON o.run_pk = $beforePk::bigint AND o.key = i.key
  LEFT JOIN LATERAL (SELECT ${textField('title')} AS title FROM desk_store.details WHERE id = o.detail_id) d ON true
  WHERE desk_store.time_of(i.created_at) <= desk_store.time_of($oldestAt::text)
    AND ($beforePk::bigint IS NULL OR o.key IS NOT NULL OR desk_store.time_of(i.created_at) > desk_store.time_of($beforeAt::text))
  GROUP BY i.key
  ON CONFLICT (run_pk, key, rule) DO NOTHING`;

interface RunRow {
  pk: number;
  id: number;
  collection_id: number;
  output_count: number;
}

/** Writes the "failed N runs in a row" matches of a run; answers how many. */
async function insertFailed(c: pg.ClientBase, ctx: PgContext, run: RunRow, previous: number | null, n: number): Promise<number> {
  const { rows } = await c.query<{ pk: number; at: string }>(
    `SELECT pk, created_at AS at FROM desk_store.runs
     WHERE source_id = $1 AND collection_id = $2 AND id <= $3 AND archive = 'archived' ORDER BY id DESC LIMIT $4`,
    [ctx.sourceId, run.collection_id, run.id, n + 1],
  );
  const streak = rows.slice(0, n);
  const oldest = streak[n - 1];
  if (!oldest) return 0;
  const before = rows[n] ?? null;
  const params = {
    source: ctx.sourceId,
    runPk: run.pk,
    collection: run.collection_id,
    run: run.id,
    previous,
    n,
    streak: `{${streak.map((r) => r.pk).join(',')}}`,
    oldestAt: oldest.at,
    beforePk: before?.pk ?? null,
    beforeAt: before?.at ?? null,
  };
  return (await c.query(named(FAILED, params))).rowCount ?? 0;
}

/** Evaluates one run, which this desk has just marked watched in the transaction `c`; answers what matched, or null. */
async function evaluateRun(c: pg.ClientBase, ctx: PgContext, run: RunRow, rules: readonly WatchRule[]): Promise<RunMatches | null> {
  const previousRow = await c.query<{ pk: number; id: number }>(
    `SELECT pk, id FROM desk_store.runs
     WHERE source_id = $1 AND collection_id = $2 AND id < $3 AND archive = 'archived' AND output_count > 0 ORDER BY id DESC LIMIT 1`,
    [ctx.sourceId, run.collection_id, run.id],
  );
  const previous = previousRow.rows[0] ?? null;
  let added = 0;
  // A run without outputs (it failed as a whole) has nothing to compare; its items still failed in it.
  const params = {
    source: ctx.sourceId,
    runPk: run.pk,
    collection: run.collection_id,
    run: run.id,
    previous: previous?.id ?? null,
    previousPk: previous?.pk ?? null,
  };
  if (run.output_count > 0 && rules.some((r) => isComparedKind(r.kind))) {
    added += (await c.query(named(COMPARED, { ...params, ...comparedParams(rules) }))).rowCount ?? 0;
  }
  if (run.output_count > 0 && rules.some((r) => isRegionalKind(r.kind))) {
    added += (await c.query(named(REGIONAL_PG, { ...params, ...regionalParams(rules) }))).rowCount ?? 0;
  }
  const failed = rules.find((r) => r.kind === 'failedRuns');
  if (failed?.value) added += await insertFailed(c, ctx, run, previous?.id ?? null, failed.value);
  if (added === 0) return null;
  const counts = await c.query<{ kind: WatchRuleKind; value: number | null; count: number; currency: string | null }>(
    'SELECT rule AS kind, value, count(*)::integer AS count, max(currency) AS currency FROM desk_store.watch_matches WHERE run_pk = $1 GROUP BY rule, value ORDER BY rule, value',
    [run.pk],
  );
  const collection = await c.query<{ name: unknown }>(
    `SELECT ${capped("record->>'name'", SHOWN_TEXT_CHARS)} AS name FROM desk_store.collections WHERE source_id = $1 AND id = $2`,
    [ctx.sourceId, run.collection_id],
  );
  return {
    collectionId: run.collection_id,
    collectionName: nameOf(collection.rows[0]?.name, run.collection_id),
    runId: run.id,
    counts: counts.rows,
    total: counts.rows.reduce((sum, x) => sum + x.count, 0),
  };
}

/**
 * Evaluates the account's archived runs not evaluated yet, oldest first, each in one short transaction that
 * first marks it watched: of two desks evaluating the same run, one writes its matches and tells, the other
 * finds it done (its row lock lasts one run's evaluation). Runs that finished before the account's
 * `watch_from` are marked without evaluating. Answers the runs that matched, for their notifications.
 */
export async function evaluatePending(ctx: PgContext): Promise<RunMatches[]> {
  await ctx.pool.query(
    `UPDATE desk_store.runs SET watched = true
     WHERE source_id = $1 AND NOT watched AND archive = 'archived'
       AND NOT COALESCE(desk_store.time_of(COALESCE(finished_at, created_at)) >= desk_store.time_of(
         (SELECT value FROM desk_store.meta WHERE source_id = $1 AND key = 'watch_from')), false)`,
    [ctx.sourceId],
  );
  const { rows: runs } = await ctx.pool.query<RunRow>(
    `SELECT pk, id, collection_id, output_count FROM desk_store.runs WHERE source_id = $1 AND NOT watched AND archive = 'archived' ORDER BY id`,
    [ctx.sourceId],
  );
  if (runs.length === 0) return [];
  const { rows: meta } = await ctx.pool.query<{ value: string }>('SELECT value FROM desk_store.meta WHERE source_id = $1 AND key = $2', [
    ctx.sourceId,
    RULES_META,
  ]);
  const found: RunMatches[] = [];
  for (const run of runs) {
    const matched = await inPgTransaction(ctx.pool, async (c) => {
      const mine = await c.query('UPDATE desk_store.runs SET watched = true WHERE pk = $1 AND NOT watched', [run.pk]);
      if ((mine.rowCount ?? 0) === 0) return null;
      const rules = rulesIn(meta[0]?.value ?? null, run.collection_id);
      const result = rules.length === 0 ? null : await evaluateRun(c, ctx, run, rules);
      if (result) await notifyChange(c, ctx, run.collection_id, 'runs');
      return result;
    });
    if (matched) found.push(matched);
  }
  return found;
}

const WHERE = `m.source_id = $source::integer AND ($collection::bigint IS NULL OR m.collection_id = $collection::bigint)
  AND ($run::bigint IS NULL OR m.run_id = $run::bigint) AND ($rule::text IS NULL OR m.rule = $rule::text)`;
const filterParams = (ctx: PgContext, f: InboxFilter) => ({
  source: ctx.sourceId,
  collection: f.collectionId ?? null,
  run: f.runId ?? null,
  rule: f.rule ?? null,
});

/** The matches a filter selects, newest run first, each run's lines by item then rule; at most `limit` (all when null). */
export async function listMatches(ctx: PgContext, filter: InboxFilter, limit: number | null): Promise<WatchMatch[]> {
  const { rows } = await ctx.pool.query<MatchRow>(
    named(
      `SELECT m.id, m.collection_id, ${capped("c.record->>'name'", SHOWN_TEXT_CHARS)} AS name, m.run_id, m.previous_run_id,
         left(COALESCE(r.finished_at, r.created_at), 64) AS at, left(m.key, ${KEY_CHARS}) AS key, left(m.code, ${KEY_CHARS}) AS code,
         ${capped('m.title', SHOWN_TEXT_CHARS)} AS title, m.rule, m.value, m.price_before, m.price_after, ${capped('m.currency')} AS currency,
         ${capped('m.availability_before')} AS availability_before, ${capped('m.availability_after')} AS availability_after,
         ${capped('m.regions', SHOWN_TEXT_CHARS)} AS regions, m.read
       FROM desk_store.watch_matches m JOIN desk_store.runs r ON r.pk = m.run_pk
       LEFT JOIN desk_store.collections c ON c.source_id = m.source_id AND c.id = m.collection_id
       WHERE ${WHERE}
       ORDER BY m.run_id DESC, m.key, m.rule
       LIMIT $limit::bigint`,
      { ...filterParams(ctx, filter), limit },
    ),
  );
  // Matches are written by any desk on the account: one that cannot be shown is left out, not the inbox.
  return checkedRows(rows, (m) => (priceInBounds(m.price_before) && priceInBounds(m.price_after) ? matchOf(m) : null), watchMatchSchema);
}

/** How many matches a filter selects. */
export async function countMatches(ctx: PgContext, filter: InboxFilter): Promise<number> {
  const { rows } = await ctx.pool.query<{ n: number }>(
    named(`SELECT count(*)::integer AS n FROM desk_store.watch_matches m WHERE ${WHERE}`, filterParams(ctx, filter)),
  );
  return rows[0]?.n ?? 0;
}

/** How many matches are unread. */
export async function unreadCount(ctx: PgContext): Promise<number> {
  const { rows } = await ctx.pool.query<{ n: number }>('SELECT count(*)::integer AS n FROM desk_store.watch_matches WHERE source_id = $1 AND NOT read', [
    ctx.sourceId,
  ]);
  return rows[0]?.n ?? 0;
}

/** The collections and the rules that have matches, with how many each. */
export async function matchFacets(ctx: PgContext): Promise<MatchFacets> {
  const collections = await ctx.pool.query<{ id: number; name: unknown; count: number }>(
    `SELECT m.collection_id AS id, ${capped("min(c.record->>'name')", SHOWN_TEXT_CHARS)} AS name, count(*)::integer AS count
     FROM desk_store.watch_matches m LEFT JOIN desk_store.collections c ON c.source_id = m.source_id AND c.id = m.collection_id
     WHERE m.source_id = $1 GROUP BY m.collection_id ORDER BY m.collection_id DESC`,
    [ctx.sourceId],
  );
  // A rule whose value changed over time is offered once, without a value.
  const rules = await ctx.pool.query<{ rule: WatchRuleKind; value: number | null; count: number }>(
    `SELECT rule, CASE WHEN count(DISTINCT value) = 1 THEN max(value) END AS value, count(*)::integer AS count
     FROM desk_store.watch_matches WHERE source_id = $1 GROUP BY rule ORDER BY rule`,
    [ctx.sourceId],
  );
  return { collections: collections.rows.map((c) => ({ collectionId: c.id, name: nameOf(c.name, c.id), count: c.count })), rules: rules.rows };
}

/** Marks matches read (for the whole team); answers how many were unread before. */
export async function markRead(ctx: PgContext, which: ReadSelection): Promise<number> {
  const { rowCount } =
    'matchIds' in which
      ? await ctx.pool.query('UPDATE desk_store.watch_matches SET read = true WHERE source_id = $1 AND NOT read AND id = ANY ($2::bigint[])', [
          ctx.sourceId,
          which.matchIds,
        ])
      : await ctx.pool.query('UPDATE desk_store.watch_matches SET read = true WHERE source_id = $1 AND NOT read', [ctx.sourceId]);
  return rowCount ?? 0;
}
