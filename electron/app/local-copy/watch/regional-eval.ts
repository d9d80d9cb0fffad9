import type { DatabaseSync } from 'node:sqlite';
import type { WatchRule } from '../../../../shared/watch/watch-rules.ts';
import { regionalHitsSql, regionalParams, REGIONS_SQL, type RegionalTerms } from './regional-rules.ts';

/** The regional rules' terms in SQLite: named parameters, flags as 0/1. */
const SQLITE_TERMS = (kind: string): RegionalTerms => ({
  value: `$${kind}`,
  held: (condition) => `COALESCE(${condition}, 0)`,
  flag: (column) => `${column} = 1`,
});

/** A run's outputs with the item each is of (its product and postcode): the rows a product's regions are read from. */
const REGIONS_OF = (run: string) => `
  SELECT i.domain, i.code, i.postcode, o.key, o.price, o.in_stock, o.currency, o.availability, o.detail_id
  FROM outputs o JOIN items i ON i.collection_id = $collection AND i.key = o.key
  WHERE o.run_id = ${run} AND COALESCE(i.postcode, '') <> ''`;

/**
 * The regional rules of a run, decided per product in SQL: the run's outputs joined to their items by key
 * (items_key), ranked within each product by price (the cheapest and dearest region; postcode order on a
 * tie), grouped per product, and set beside the same product in the run before; every rule one bit of a
 * product's `hits` (regional-rules.ts). Only the products that hit are crossed with the rules and written,
 * keyed by their cheapest region's item, with the lowest and highest price and the regions named.
 */
const REGIONAL = `
  WITH c AS MATERIALIZED (
    SELECT x.*,
      row_number() OVER (PARTITION BY x.domain, x.code ORDER BY x.price IS NULL, x.price, x.postcode) AS low_rank,
      row_number() OVER (PARTITION BY x.domain, x.code ORDER BY x.price IS NULL, x.price DESC, x.postcode) AS high_rank
    FROM (${REGIONS_OF('$run')}) x ORDER BY x.postcode
  ),
  n AS MATERIALIZED (
    SELECT domain, code, COUNT(price) AS priced, MIN(price) AS lo, MAX(price) AS hi, MAX(in_stock = 1) AS some_in, MAX(in_stock = 0) AS some_out,
      MAX(CASE WHEN low_rank = 1 THEN key END) AS low_key, MAX(CASE WHEN low_rank = 1 THEN postcode END) AS low_at,
      MAX(CASE WHEN high_rank = 1 THEN postcode END) AS high_at, MAX(CASE WHEN low_rank = 1 THEN availability END) AS low_av,
      MAX(CASE WHEN high_rank = 1 THEN availability END) AS high_av, MAX(CASE WHEN low_rank = 1 THEN detail_id END) AS detail,
      COALESCE(MAX(CASE WHEN low_rank = 1 THEN currency END), MAX(currency)) AS currency,
      group_concat(CASE WHEN in_stock = 1 THEN postcode END, ', ') AS ins, group_concat(CASE WHEN in_stock = 0 THEN postcode END, ', ') AS outs
    FROM c GROUP BY domain, code
  ),
  p AS MATERIALIZED (
    SELECT domain, code, COUNT(price) AS priced, MIN(price) AS lo, MAX(price) AS hi, MAX(in_stock = 1) AS some_in, MAX(in_stock = 0) AS some_out
    FROM (${REGIONS_OF('$previous')}) GROUP BY domain, code
  ),
  f AS MATERIALIZED (
    SELECT n.*, ${regionalHitsSql(SQLITE_TERMS)} AS hits
    FROM n LEFT JOIN p ON p.domain IS n.domain AND p.code = n.code
  ),
  r AS MATERIALIZED (SELECT json_extract(value, '$.kind') AS kind, json_extract(value, '$.value') AS value, json_extract(value, '$.bit') AS bit FROM json_each($rules))
  INSERT OR IGNORE INTO watch_matches (run_id, collection_id, previous_run_id, key, rule, value, code, title,
    price_before, price_after, currency, availability_before, availability_after, regions)
  SELECT $run, $collection, $previous, n.low_key, r.kind, r.value, n.code, json_extract(d.json, '$.title'),
    n.lo, n.hi, n.currency, n.low_av, n.high_av, ${REGIONS_SQL}
  FROM f n CROSS JOIN r JOIN details d ON d.id = n.detail
  WHERE n.hits > 0 AND n.hits & r.bit`;

/** Writes the regional matches of a run (`previous`: the collection's archived run before it, or null); answers how many. */
export function insertRegional(db: DatabaseSync, run: { id: number; collection_id: number }, previous: number | null, rules: readonly WatchRule[]): number {
  return Number(db.prepare(REGIONAL).run({ run: run.id, collection: run.collection_id, previous, ...regionalParams(rules) }).changes);
}
