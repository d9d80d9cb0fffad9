import type { DatabaseSync } from 'node:sqlite';
import { productKeyOf, regionalRows, type Regional, type RegionalItemRow } from '../regional-rows.ts';

type Cell = string | number | null;
const text = (v: Cell | undefined): string | null => (typeof v === 'string' ? v : null);
const number = (v: Cell | undefined): number | null => (typeof v === 'number' ? v : null);

/**
 * The regional view of a collection: every item with its latest archived output — from the newest archived run
 * for most (one keyed join), the few it lacks (they failed there) from their own last run — then grouped by
 * product in one pass (regional-rows.ts). Titles are read for one region of each product only. Rows come back
 * as arrays and become plain objects of one shape here: node:sqlite's row objects are slow to read 15,000 times.
 */
export function queryRegional(db: DatabaseSync, collectionId: number): Regional {
  const newest = db
    .prepare(`SELECT id FROM runs WHERE collection_id = ? AND archive = 'archived' AND output_count > 0 ORDER BY id DESC LIMIT 1`)
    .get(collectionId) as { id: number } | undefined;
  const columns = `o.run_id, o.price, o.currency, o.availability, o.in_stock, o.detail_id`;
  const main = db.prepare(
    `SELECT i.key, i.code, i.domain, i.postcode, ${columns}
     FROM items i LEFT JOIN outputs o ON o.run_id = ? AND o.key = i.key
     WHERE i.collection_id = ? ORDER BY i.item_id`,
  );
  main.setReturnArrays(true);
  // CROSS JOIN keeps SQLite walking the runs (newest first), one primary-key lookup each, never the outputs by key.
  const older = db.prepare(
    `SELECT ${columns} FROM runs r CROSS JOIN outputs o ON o.run_id = r.id AND o.key = ?
     WHERE r.collection_id = ? AND r.archive = 'archived' AND r.id < ? ORDER BY r.id DESC LIMIT 1`,
  );
  older.setReturnArrays(true);
  const rows: RegionalItemRow[] = [];
  const details: (number | null)[] = [];
  const first = new Map<string, number>();
  for (const cells of main.all(newest?.id ?? 0, collectionId) as unknown as Cell[][]) {
    const key = text(cells[0]) ?? '';
    let out = cells.slice(4);
    if (out[0] === null && newest) out = (older.get(key, collectionId, newest.id) as unknown as Cell[] | undefined) ?? out;
    const inStock = number(out[4]);
    const row: RegionalItemRow = {
      key,
      code: text(cells[1]) ?? '',
      domain: text(cells[2]),
      postcode: text(cells[3]),
      runId: number(out[0]),
      price: number(out[1]),
      currency: text(out[2]),
      availability: text(out[3]),
      inStock: inStock === null ? null : inStock === 1,
      title: null,
    };
    const detail = number(out[5]);
    const product = productKeyOf(row.domain, row.code);
    if (detail !== null && !first.has(product)) first.set(product, rows.length);
    rows.push(row);
    details.push(detail);
  }
  const titles = db
    .prepare(`SELECT id, json_extract(json, '$.title') AS title FROM details WHERE id IN (SELECT value FROM json_each(?))`)
    .all(JSON.stringify([...first.values()].map((n) => details[n]))) as { id: number; title: unknown }[];
  const titleOf = new Map(titles.map((d) => [d.id, d.title]));
  for (const n of first.values()) {
    const row = rows[n];
    if (row) row.title = titleOf.get(details[n] ?? 0) ?? null;
  }
  return regionalRows(rows);
}
