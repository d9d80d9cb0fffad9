import type { DatabaseSync } from 'node:sqlite';
import type { RunStock } from '../../../../shared/bridge/methods/local-copy.ts';

/**
 * Per archived run of a collection, oldest first: its outputs and how many were in and out of stock,
 * counted in SQL (one range scan of the outputs' primary key per run). Runs archived without outputs are left out.
 */
export function queryStockByRun(db: DatabaseSync, collectionId: number): RunStock[] {
  return db
    .prepare(
      `SELECT r.id AS runId, COALESCE(r.finished_at, r.created_at) AS at, COUNT(*) AS items,
         SUM(CASE WHEN o.in_stock = 1 THEN 1 ELSE 0 END) AS inStock, SUM(CASE WHEN o.in_stock = 0 THEN 1 ELSE 0 END) AS outOfStock
       FROM runs r JOIN outputs o ON o.run_id = r.id
       WHERE r.collection_id = ? AND r.archive = 'archived'
       GROUP BY r.id ORDER BY r.id`,
    )
    .all(collectionId) as unknown as RunStock[];
}
