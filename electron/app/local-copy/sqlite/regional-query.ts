import type { DatabaseSync } from 'node:sqlite';
import { regionalRows, type Regional, type RegionalItemRow } from '../regional-rows.ts';

/**
 * The regional view of a collection: every item with its latest archived output, found per item by walking
 * the collection's archived runs newest first (one primary-key lookup each; most items stop at the newest),
 * then grouped by product in one pass (regional-rows.ts).
 */
export function queryRegional(db: DatabaseSync, collectionId: number): Regional {
  const rows = db
    .prepare(
      `SELECT i.key, i.code, i.domain, i.postcode, o.run_id AS runId, o.price, o.currency, o.availability, o.in_stock,
         json_extract(d.json, '$.title') AS title
       FROM items i
       LEFT JOIN outputs o ON o.key = i.key AND o.run_id = (
         SELECT r.id FROM runs r JOIN outputs x ON x.run_id = r.id AND x.key = i.key
         WHERE r.collection_id = i.collection_id AND r.archive = 'archived' ORDER BY r.id DESC LIMIT 1)
       LEFT JOIN details d ON d.id = o.detail_id
       WHERE i.collection_id = ? ORDER BY i.item_id`,
    )
    .all(collectionId) as (Omit<RegionalItemRow, 'inStock'> & { in_stock: number | null })[];
  return regionalRows(rows.map((r) => ({ ...r, inStock: r.in_stock === null ? null : r.in_stock === 1 })));
}
