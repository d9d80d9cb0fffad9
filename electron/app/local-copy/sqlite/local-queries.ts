import type { DatabaseSync } from 'node:sqlite';
import type { Collection } from '../../../../shared/api/collections.ts';
import type { CompareChange, CompareRow, HistoryPoint, LocalItem, LocalOutput, LocalRun } from '../../../../shared/bridge/methods/local-copy.ts';
import { DeskError } from '../../connection/desk-error.ts';
import { localItems, trendLines, TREND_RUNS, type LatestOutput } from '../item-rows.ts';
import { comparedIds, comparedPair, outputOf, runOf, type Details, type ItemRow, type OutputRow, type RunRow } from '../copy-model.ts';
import { shownLabel, shownTitle } from '../row-checks.ts';

const price = (cents: number | null): number | null => (cents === null ? null : cents / 100);
const bool = (v: number | null): boolean | null => (v === null ? null : v === 1);
const textOf = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const details = (json: string | null): Details => (json ? (JSON.parse(json) as Details) : {});

/** A latest output as SQLite gives it (in_stock as 0/1). */
type LatestRow = Omit<LatestOutput, 'inStock'> & { in_stock: number | null };

/** The stored record of a collection, or null. */
export function storedCollection(db: DatabaseSync, collectionId: number): Collection | null {
  const row = db.prepare('SELECT record FROM collections WHERE id = ?').get(collectionId) as { record: string } | undefined;
  return row ? (JSON.parse(row.record) as Collection) : null;
}

/** A collection's runs, newest first. */
export function queryRuns(db: DatabaseSync, collectionId: number): LocalRun[] {
  return (db.prepare('SELECT * FROM runs WHERE collection_id = ? ORDER BY id DESC').all(collectionId) as unknown as RunRow[]).map(runOf);
}

/** The ids of a collection's last `n` archived runs that have outputs, oldest first. */
function recentRuns(db: DatabaseSync, collectionId: number, n: number): number[] {
  const rows = db
    .prepare(`SELECT id FROM runs WHERE collection_id = ? AND archive = 'archived' AND output_count > 0 ORDER BY id DESC LIMIT ?`)
    .all(collectionId, n) as { id: number }[];
  return rows.map((r) => r.id).reverse();
}

/**
 * Every item of a collection with its latest output among the last runs and its price trend over them.
 * A category scrape's items are the products of its latest archived run.
 */
export function queryItems(db: DatabaseSync, collectionId: number): LocalItem[] {
  const runs = recentRuns(db, collectionId, TREND_RUNS);
  // Grouped in SQL, one row per key: materialising 60,000 rows in JS (5000 items × 12 runs) costs ~5× more.
  const grouped = db
    .prepare(
      `SELECT key, json_group_array(run_id) AS runs, json_group_array(price) AS prices
       FROM outputs WHERE run_id IN (SELECT value FROM json_each(?)) GROUP BY key`,
    )
    .all(JSON.stringify(runs)) as { key: string; runs: string; prices: string }[];
  const { trend, lastSeen } = trendLines(
    runs,
    grouped.map((g) => ({ key: g.key, runs: JSON.parse(g.runs) as number[], prices: JSON.parse(g.prices) as (number | null)[] })),
  );
  // The latest output of each key: most come from the newest run; the few it lacks, from their own last run.
  const latest = new Map<string, LatestOutput>();
  const columns = `o.run_id AS runId, o.key, o.price, o.currency, o.availability, o.in_stock, json_extract(d.json, '$.title') AS title`;
  const latestOf = db.prepare(`SELECT ${columns} FROM outputs o JOIN details d ON d.id = o.detail_id WHERE o.run_id = ?`);
  const newest = runs.length - 1;
  const add = (row: LatestRow) => latest.set(row.key, { ...row, inStock: bool(row.in_stock) });
  if (newest >= 0) for (const row of latestOf.all(runs[newest] ?? 0) as unknown as LatestRow[]) add(row);
  const one = db.prepare(`SELECT ${columns} FROM outputs o JOIN details d ON d.id = o.detail_id WHERE o.run_id = ? AND o.key = ?`);
  for (const [key, at] of lastSeen) {
    if (at !== newest) {
      const row = one.get(runs[at] ?? 0, key) as LatestRow | undefined;
      if (row) add(row);
    }
  }
  const rows = storedItems(db, collectionId);
  return localItems(rows, rows.length === 0 && isCategory(db, collectionId), runs, trend, latest);
}

/** A collection's items as stored, by item id. */
export function storedItems(db: DatabaseSync, collectionId: number): ItemRow[] {
  const items = db.prepare('SELECT * FROM items WHERE collection_id = ? ORDER BY item_id').all(collectionId) as {
    item_id: number;
    key: string;
    type: string;
    code: string;
    postcode: string | null;
    domain: string | null;
    store_id: string | null;
    custom_id: string | null;
    created_at: string;
    raw_html: number | null;
    output: string | null;
  }[];
  return items.map((i) => ({
    itemId: i.item_id,
    key: i.key,
    type: i.type as ItemRow['type'],
    code: i.code,
    postcode: i.postcode,
    domain: i.domain,
    storeId: i.store_id,
    customId: i.custom_id,
    createdAt: i.created_at,
    includeRawHtml: bool(i.raw_html),
    output: i.output === 'HTML' || i.output === 'JSON' ? i.output : null,
  }));
}

function isCategory(db: DatabaseSync, collectionId: number): boolean {
  const row = db.prepare('SELECT request_type FROM collections WHERE id = ?').get(collectionId) as { request_type: string } | undefined;
  return row?.request_type === 'marketplace_category_scrape';
}

/** One run of a collection, or a clear error. */
export function queryRun(db: DatabaseSync, collectionId: number, runId: number): LocalRun {
  const row = db.prepare('SELECT * FROM runs WHERE id = ? AND collection_id = ?').get(runId, collectionId) as RunRow | undefined;
  if (!row) throw new DeskError('invalid-input', `Run ${runId} of collection ${collectionId} is not in the local copy.`);
  return runOf(row);
}

/** A run's archived outputs, in result-file order. */
export function queryOutputs(db: DatabaseSync, runId: number): LocalOutput[] {
  const rows = db
    .prepare(
      `SELECT o.key, o.price, o.price_text, o.currency, o.availability, o.in_stock, o.stock, d.json AS detail
       FROM outputs o JOIN details d ON d.id = o.detail_id WHERE o.run_id = ? ORDER BY o.seq`,
    )
    .all(runId) as (Omit<OutputRow, 'in_stock' | 'fields'> & { in_stock: number | null; detail: string })[];
  return rows.map((r) => outputOf({ ...r, in_stock: bool(r.in_stock), fields: details(r.detail) }));
}

/** One item's outputs across the collection's archived runs, oldest first (one index lookup per run), with its title and brand in each. */
export function queryHistory(db: DatabaseSync, collectionId: number, key: string): HistoryPoint[] {
  const rows = db
    .prepare(
      `SELECT r.id, COALESCE(r.finished_at, r.created_at) AS at, o.price, o.currency, o.availability, o.in_stock,
         json_extract(d.json, '$.title') AS title, json_extract(d.json, '$.brand') AS brand
       FROM runs r JOIN outputs o ON o.run_id = r.id AND o.key = ? JOIN details d ON d.id = o.detail_id
       WHERE r.collection_id = ? AND r.archive = 'archived' ORDER BY r.id`,
    )
    .all(key, collectionId) as {
    id: number;
    at: string;
    price: number | null;
    currency: string | null;
    availability: string | null;
    in_stock: number | null;
    title: unknown;
    brand: unknown;
  }[];
  return rows.map((r) => ({
    runId: r.id,
    at: r.at,
    price: price(r.price),
    currency: r.currency,
    availability: r.availability,
    inStock: bool(r.in_stock),
    title: shownTitle(r.title),
    brand: shownLabel(r.brand),
  }));
}

/** The two runs to compare: the ones asked for, else the last two archived runs with outputs. */
export function compareRuns(db: DatabaseSync, collectionId: number, runA?: number, runB?: number): { a: LocalRun; b: LocalRun } {
  const ids = runA !== undefined && runB !== undefined ? [runA, runB] : comparedIds(recentRuns(db, collectionId, 2), runA, runB);
  const [a, b] = ids.map((id) => queryRun(db, collectionId, id)) as [LocalRun, LocalRun];
  return comparedPair(a, b);
}

const CHANGE = `CASE WHEN a.key IS NULL THEN 'new' WHEN b.key IS NULL THEN 'missing'
  WHEN a.in_stock = 0 AND b.in_stock = 1 THEN 'stock-in' WHEN a.in_stock = 1 AND b.in_stock = 0 THEN 'stock-out'
  WHEN b.price > a.price THEN 'up' WHEN b.price < a.price THEN 'down' ELSE 'same' END`;

/**
 * Compares two runs' outputs in SQL: run A's rows each with run B's by primary key (a left join), then
 * B's rows A lacks. (A FULL OUTER JOIN over two filtered subqueries loses the key lookup and takes ~1 s.)
 */
export function queryCompare(db: DatabaseSync, runA: number, runB: number): CompareRow[] {
  const columns = `a.price AS pa, b.price AS pb, a.availability AS aa, b.availability AS ab, a.in_stock AS ia, b.in_stock AS ib, COALESCE(b.currency, a.currency) AS cur, ${CHANGE} AS change`;
  const rows = db
    .prepare(
      `SELECT a.key AS key, ${columns}, COALESCE(db.json, da.json) AS detail, a.seq AS ord
       FROM outputs a LEFT JOIN outputs b ON b.run_id = ? AND b.key = a.key
       JOIN details da ON da.id = a.detail_id LEFT JOIN details db ON db.id = b.detail_id
       WHERE a.run_id = ?
       UNION ALL
       SELECT b.key AS key, ${columns}, db.json AS detail, 1000000 + b.seq AS ord
       FROM outputs b LEFT JOIN outputs a ON a.run_id = ? AND a.key = b.key JOIN details db ON db.id = b.detail_id
       WHERE b.run_id = ? AND a.key IS NULL
       ORDER BY ord`,
    )
    .all(runB, runA, runA, runB) as {
    key: string;
    pa: number | null;
    pb: number | null;
    aa: string | null;
    ab: string | null;
    ia: number | null;
    ib: number | null;
    cur: string | null;
    detail: string | null;
    change: CompareChange;
  }[];
  return rows.map((r) => {
    const d = details(r.detail);
    const { pa, pb } = r;
    const delta = pa !== null && pb !== null ? (pb - pa) / 100 : null;
    return {
      key: r.key,
      code: textOf(d.asin) ?? textOf(d.sku) ?? r.key,
      title: shownTitle(d.title),
      priceA: price(r.pa),
      priceB: price(r.pb),
      delta,
      pct: pa !== null && pb !== null && pa !== 0 ? Math.round(((pb - pa) / pa) * 10_000) / 100 : null,
      currency: r.cur,
      availabilityA: r.aa,
      availabilityB: r.ab,
      inStockA: bool(r.ia),
      inStockB: bool(r.ib),
      change: r.change,
    };
  });
}
