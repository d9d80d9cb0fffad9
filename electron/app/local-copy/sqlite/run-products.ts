import type { DatabaseSync } from 'node:sqlite';

/**
 * Whether item `i` is a region of its product: it has a postcode, and no item of the same product there came before
 * it (two stores of one postcode are one region, the first, as the Regional tab keeps it). One seek of the product
 * index, which holds the item id.
 */
export const IS_REGION = `COALESCE(i.postcode, '') <> '' AND NOT EXISTS (SELECT 1 FROM items j INDEXED BY items_product
  WHERE j.collection_id = i.collection_id AND j.code = i.code AND j.domain IS i.domain AND j.postcode = i.postcode AND j.item_id < i.item_id)`;

/**
 * A run's products as the regional rules read them, grouped once when the run is archived: per product (code and
 * domain, '' for none) its regions priced, the lowest and highest price in cents, and whether some region was in
 * stock and some out. Its regions are the collection's postcodes at that moment, each the first item there (two
 * stores of one postcode are one region, as the Regional tab shows it), with its output; only products with two
 * regions or more are kept (a rule across regions never holds for one).
 */
const STORE = `
  INSERT INTO run_products (run_id, code, domain, priced, lo, hi, some_in, some_out)
  SELECT $run, i.code, COALESCE(i.domain, ''), COUNT(o.price), MIN(o.price), MAX(o.price), COALESCE(MAX(o.in_stock = 1), 0), COALESCE(MAX(o.in_stock = 0), 0)
  FROM items i INDEXED BY items_product JOIN outputs o ON o.run_id = $run AND o.key = i.key
  WHERE i.collection_id = (SELECT collection_id FROM runs WHERE id = $run) AND ${IS_REGION}
  GROUP BY i.code, i.domain HAVING COUNT(*) >= 2`;

/**
 * A product the run cannot judge — it has two regions or more, but fewer of them answered (the others failed) — keeps
 * its row of the run before (the collection's archived run with outputs, as the rules compare): a spread that stayed
 * wide is not news again after a run in which a region failed.
 */
const CARRY = `
  INSERT OR IGNORE INTO run_products (run_id, code, domain, priced, lo, hi, some_in, some_out)
  SELECT $run, p.code, p.domain, p.priced, p.lo, p.hi, p.some_in, p.some_out
  FROM runs r JOIN run_products p ON p.run_id = (
    SELECT b.id FROM runs b WHERE b.collection_id = r.collection_id AND b.id < r.id AND b.archive = 'archived' AND b.output_count > 0 ORDER BY b.id DESC LIMIT 1)
  WHERE r.id = $run
    AND NOT EXISTS (SELECT 1 FROM run_products n WHERE n.run_id = $run AND n.code = p.code AND n.domain = p.domain)
    AND (SELECT COUNT(*) FROM items i INDEXED BY items_product
      WHERE i.collection_id = r.collection_id AND i.code = p.code AND i.domain IS NULLIF(p.domain, '') AND ${IS_REGION}) >= 2`;

/** Groups an archived run's outputs per product (inside the archive's transaction). */
export function storeRunProducts(db: DatabaseSync, runId: number): void {
  db.prepare('DELETE FROM run_products WHERE run_id = ?').run(runId);
  db.prepare(STORE).run({ run: runId });
  db.prepare(CARRY).run({ run: runId });
}

/** A run's products (`run`: its SQL parameter), each with its domain as the items hold it (null for none). */
export const RUN_PRODUCTS = (run: string): string => `
  SELECT code, NULLIF(domain, '') AS domain, priced, lo, hi, some_in, some_out FROM run_products WHERE run_id = ${run}`;
