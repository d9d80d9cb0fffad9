import { regionalHitsSql, REGIONS_SQL, type RegionalTerms } from '../watch/regional-rules.ts';
import { KEY_CHARS } from '../row-checks.ts';
import { textField } from './pg-reads.ts';

/** The regional rules' terms in PostgreSQL: typed parameters, flags as booleans. */
const PG_TERMS = (kind: string): RegionalTerms => ({
  value: `$${kind}::bigint`,
  held: (condition) => `COALESCE(${condition}, false)`,
  flag: (column) => column,
});

/**
 * A run's outputs at the collection's regions (as pg-archive.ts groups them): per product and postcode the first
 * item there, each with its product (domain null for none) and postcode. Rows longer than any real one are no region.
 */
const REGIONS_OF = (runPk: string) => `
  SELECT i.domain, i.code, i.postcode, o.key, o.price, o.in_stock, o.currency, o.availability, o.detail_id
  FROM desk_store.outputs o JOIN (
    SELECT DISTINCT ON (COALESCE(domain, ''), code, postcode) key, NULLIF(domain, '') AS domain, code, postcode
    FROM desk_store.items
    WHERE source_id = $source::integer AND collection_id = $collection::bigint AND COALESCE(postcode, '') <> ''
      AND ${['key', 'code', "COALESCE(domain, '')", 'postcode'].map((column) => `length(${column}) <= ${KEY_CHARS}`).join(' AND ')}
    ORDER BY COALESCE(domain, ''), code, postcode, item_id
  ) i ON i.key = o.key
  WHERE o.run_pk = ${runPk}`;

/**
 * The embedded copy's REGIONAL (watch/regional-eval.ts) in PostgreSQL, with `$name` parameters for pg-watch.ts:
 * a run's outputs joined to their items, ranked within each product by price (postcodes in byte order, as SQLite
 * orders them), grouped per product beside the same product in the run before as grouped when that run was
 * archived (`run_products`); each rule one bit of `hits` (regional-rules.ts); only the products that hit are
 * written, once per run, item and rule.
 */
export const REGIONAL_PG = `
  WITH c AS MATERIALIZED (
    SELECT x.*,
      row_number() OVER (PARTITION BY x.domain, x.code ORDER BY x.price IS NULL, x.price, x.postcode COLLATE "C") AS low_rank,
      row_number() OVER (PARTITION BY x.domain, x.code ORDER BY x.price IS NULL, x.price DESC, x.postcode COLLATE "C") AS high_rank
    FROM (${REGIONS_OF('$runPk::bigint')}) x
  ),
  n AS MATERIALIZED (
    SELECT domain, code, count(price) AS priced, min(price) AS lo, max(price) AS hi, bool_or(in_stock) AS some_in, bool_or(NOT in_stock) AS some_out,
      max(key) FILTER (WHERE low_rank = 1) AS low_key, max(postcode) FILTER (WHERE low_rank = 1) AS low_at,
      max(postcode) FILTER (WHERE high_rank = 1) AS high_at, max(availability) FILTER (WHERE low_rank = 1) AS low_av,
      max(availability) FILTER (WHERE high_rank = 1) AS high_av, max(detail_id) FILTER (WHERE low_rank = 1) AS detail,
      COALESCE(max(currency) FILTER (WHERE low_rank = 1), max(currency)) AS currency,
      string_agg(postcode, ', ' ORDER BY postcode COLLATE "C") FILTER (WHERE in_stock) AS ins,
      string_agg(postcode, ', ' ORDER BY postcode COLLATE "C") FILTER (WHERE NOT in_stock) AS outs
    FROM c GROUP BY domain, code
  ),
  p AS MATERIALIZED (
    SELECT NULLIF(domain, '') AS domain, code, priced, lo, hi, some_in, some_out FROM desk_store.run_products WHERE run_pk = $previousPk::bigint
  ),
  f AS MATERIALIZED (
    SELECT n.*, ${regionalHitsSql(PG_TERMS)} AS hits
    FROM n LEFT JOIN p ON p.domain IS NOT DISTINCT FROM n.domain AND p.code = n.code
  ),
  r AS (SELECT * FROM jsonb_to_recordset($rules::jsonb) AS r (kind text, value double precision, bit integer))
  INSERT INTO desk_store.watch_matches (source_id, run_pk, collection_id, run_id, previous_run_id, key, rule, value, code, title,
    price_before, price_after, currency, availability_before, availability_after, regions)
  SELECT $source::integer, $runPk::bigint, $collection::bigint, $run::bigint, $previous::bigint, n.low_key, r.kind, r.value, n.code, d.title,
    n.lo, n.hi, n.currency, n.low_av, n.high_av, ${REGIONS_SQL}
  FROM f n CROSS JOIN r
  CROSS JOIN LATERAL (SELECT ${textField('title')} AS title FROM desk_store.details WHERE id = n.detail) d
  WHERE n.hits > 0 AND (n.hits & r.bit) <> 0
  ON CONFLICT (run_pk, key, rule) DO NOTHING`;
