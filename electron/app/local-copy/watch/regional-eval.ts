import type { DatabaseSync } from 'node:sqlite';
import type { WatchRule } from '../../../../shared/watch/watch-rules.ts';
import { IS_REGION, RUN_PRODUCTS } from '../sqlite/run-products.ts';
import { regionalHitsSql, regionalParams, REGIONS_SQL, type RegionalTerms } from './regional-rules.ts';

/** The regional rules' terms in SQLite: named parameters, flags as 0/1. */
const SQLITE_TERMS = (kind: string): RegionalTerms => ({
  value: `$${kind}`,
  held: (condition) => `COALESCE(${condition}, 0)`,
  flag: (column) => `${column} = 1`,
});

/** The items of product `f` in the run that are its regions: the first item of each postcode (as run-products.ts counts them). */
const REGION_ITEMS = `items i INDEXED BY items_product JOIN outputs o ON o.run_id = $run AND o.key = i.key
  WHERE i.collection_id = $collection AND i.code = f.code AND i.domain IS f.domain AND ${IS_REGION}`;

/** The item key or postcode of a product's cheapest (`lo`) or dearest (`hi`) region in the run, the first postcode on a tie. */
const REGION_AT = (price: 'lo' | 'hi', column: 'key' | 'postcode') => `(
  SELECT i.${column} FROM ${REGION_ITEMS} AND o.price = f.${price} ORDER BY i.postcode LIMIT 1)`;

/** The postcodes of a product's regions in or out of stock in the run, in order. */
const STOCK_AT = (inStock: 0 | 1) => `(
  SELECT group_concat(i.postcode, ', ') FROM (SELECT i.postcode FROM ${REGION_ITEMS} AND o.in_stock = ${inStock} ORDER BY i.postcode) i)`;

/**
 * The regional rules of a run, decided per product in SQL: the run's products as grouped when it was archived
 * (run-products.ts) set beside the same products in the run before; every rule one bit of a product's `hits`
 * (regional-rules.ts). Only for the products that hit are the cheapest and dearest region (the first postcode on a
 * tie) and the regions in and out of stock looked up, and their matches written, keyed by the cheapest region's
 * item, with the lowest and highest price.
 */
const REGIONAL = `
  WITH g AS MATERIALIZED (${RUN_PRODUCTS('$run')}),
  p AS MATERIALIZED (${RUN_PRODUCTS('$previous')}),
  f AS MATERIALIZED (
    SELECT * FROM (SELECT n.*, ${regionalHitsSql(SQLITE_TERMS)} AS hits FROM g n LEFT JOIN p ON p.code = n.code AND p.domain IS n.domain)
    WHERE hits > 0
  ),
  n AS MATERIALIZED (
    SELECT f.code, f.lo, f.hi, f.hits,
      COALESCE(${REGION_AT('lo', 'key')}, (SELECT MIN(i.key) FROM ${REGION_ITEMS})) AS low_key,
      ${REGION_AT('lo', 'postcode')} AS low_at, ${REGION_AT('hi', 'key')} AS high_key, ${REGION_AT('hi', 'postcode')} AS high_at,
      ${STOCK_AT(1)} AS ins, ${STOCK_AT(0)} AS outs
    FROM f
  ),
  r AS MATERIALIZED (SELECT json_extract(value, '$.kind') AS kind, json_extract(value, '$.value') AS value, json_extract(value, '$.bit') AS bit FROM json_each($rules))
  INSERT OR IGNORE INTO watch_matches (run_id, collection_id, previous_run_id, key, rule, value, code, title,
    price_before, price_after, currency, availability_before, availability_after, regions)
  SELECT $run, $collection, $previous, n.low_key, r.kind, r.value, n.code, json_extract(d.json, '$.title'),
    n.lo, n.hi, COALESCE(lo.currency, hi.currency), lo.availability, hi.availability, ${REGIONS_SQL}
  FROM n CROSS JOIN r
  JOIN outputs lo ON lo.run_id = $run AND lo.key = n.low_key
  LEFT JOIN outputs hi ON hi.run_id = $run AND hi.key = n.high_key
  JOIN details d ON d.id = lo.detail_id
  WHERE n.hits & r.bit`;

/** Writes the regional matches of a run (`previous`: the collection's archived run before it, or null); answers how many. */
export function insertRegional(db: DatabaseSync, run: { id: number; collection_id: number }, previous: number | null, rules: readonly WatchRule[]): number {
  return Number(db.prepare(REGIONAL).run({ run: run.id, collection: run.collection_id, previous, ...regionalParams(rules) }).changes);
}
