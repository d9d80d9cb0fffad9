import type pg from 'pg';
import { DeskError } from '../../connection/desk-error.ts';
import { explainLockTimeout, MIGRATE_LOCK } from './pg-locks.ts';
import { REGIONAL_VIEW } from './pg-regional-view.ts';

/** The schema the desks write (tables: not for BI, they change with migrations). */
export const STORE_SCHEMA = 'desk_store';
/** The schema BI tools read: the documented views, stable across versions. */
export const BI_SCHEMA = 'desk';

/** Now, as the ISO 8601 text the desk writes its times in. */
export const PG_NOW = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One run's and one item's change between two runs, decided the same way in the desk's comparison and in the BI view. */
const CHANGE_FUNCTION = `
CREATE FUNCTION desk_store.change_of(a_key text, b_key text, a_in boolean, b_in boolean, a_price bigint, b_price bigint)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN a_key IS NULL THEN 'new' WHEN b_key IS NULL THEN 'missing'
    WHEN a_in = false AND b_in = true THEN 'stock-in' WHEN a_in = true AND b_in = false THEN 'stock-out'
    WHEN b_price > a_price THEN 'up' WHEN b_price < a_price THEN 'down' ELSE 'same' END
$$;
-- The service's times are ISO 8601 text; a value that is not one reads as NULL in the views instead of failing the query.
CREATE FUNCTION desk_store.time_of(value text) RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN value::timestamptz;
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$;
`;

/** The BI views (schema `desk`): their columns are the documented contract; later migrations only add columns. */
const BI_VIEWS = `
CREATE VIEW desk.runs AS
SELECT s.base_url AS service, s.account, r.collection_id, c.record->>'name' AS collection_name, r.id AS run_id, r.kind, r.stage,
  desk_store.time_of(r.created_at) AS started_at, desk_store.time_of(r.finished_at) AS finished_at,
  r.item_count, r.processed_count, r.failed_count, r.archive, r.output_count
FROM desk_store.runs r
JOIN desk_store.collections c ON c.source_id = r.source_id AND c.id = r.collection_id
JOIN desk_store.sources s ON s.id = r.source_id;

CREATE VIEW desk.collection_items AS
SELECT s.base_url AS service, s.account, c.id AS collection_id, c.record->>'name' AS collection_name, c.request_type,
  i.item_id, i.key AS item_key, i.code, i.type AS item_type, i.postcode, i.domain, i.store_id, i.custom_id,
  desk_store.time_of(i.created_at) AS added_at, l.run_id AS latest_run_id, l.at AS latest_at,
  l.price, l.currency, l.availability, l.in_stock
FROM desk_store.items i
JOIN desk_store.collections c ON c.source_id = i.source_id AND c.id = i.collection_id
JOIN desk_store.sources s ON s.id = i.source_id
LEFT JOIN LATERAL (
  SELECT r.id AS run_id, desk_store.time_of(COALESCE(r.finished_at, r.created_at)) AS at, (o.price / 100.0)::numeric(16, 2) AS price,
    o.currency, o.availability, o.in_stock
  FROM desk_store.runs r JOIN desk_store.outputs o ON o.run_pk = r.pk AND o.key = i.key
  WHERE r.source_id = i.source_id AND r.collection_id = i.collection_id AND r.archive = 'archived'
  ORDER BY r.id DESC LIMIT 1
) l ON true;

CREATE VIEW desk.run_outputs AS
SELECT s.base_url AS service, s.account, r.collection_id, c.record->>'name' AS collection_name, r.id AS run_id,
  desk_store.time_of(r.created_at) AS run_started_at, desk_store.time_of(r.finished_at) AS run_finished_at,
  o.seq + 1 AS position, o.key AS item_key, COALESCE(d.fields->>'asin', d.fields->>'sku', o.key) AS code, d.fields->>'title' AS title,
  (o.price / 100.0)::numeric(16, 2) AS price, o.price_text, o.currency, o.availability, o.in_stock, o.stock, d.fields
FROM desk_store.outputs o
JOIN desk_store.runs r ON r.pk = o.run_pk
JOIN desk_store.collections c ON c.source_id = r.source_id AND c.id = r.collection_id
JOIN desk_store.sources s ON s.id = r.source_id
JOIN desk_store.details d ON d.id = o.detail_id
WHERE r.archive = 'archived';

CREATE VIEW desk.item_history AS
SELECT s.base_url AS service, s.account, r.collection_id, o.key AS item_key, r.id AS run_id,
  desk_store.time_of(COALESCE(r.finished_at, r.created_at)) AS at, (o.price / 100.0)::numeric(16, 2) AS price,
  o.currency, o.availability, o.in_stock
FROM desk_store.runs r
JOIN desk_store.outputs o ON o.run_pk = r.pk
JOIN desk_store.sources s ON s.id = r.source_id
WHERE r.archive = 'archived';

CREATE VIEW desk.run_comparison AS
WITH pairs AS (
  SELECT r.pk, r.source_id, r.collection_id, r.id AS run_id,
    lag(r.pk) OVER w AS previous_pk, lag(r.id) OVER w AS previous_run_id
  FROM desk_store.runs r
  WHERE r.archive = 'archived' AND r.output_count > 0
  WINDOW w AS (PARTITION BY r.source_id, r.collection_id ORDER BY r.id)
)
SELECT s.base_url AS service, s.account, p.collection_id, p.previous_run_id AS run_a, p.run_id AS run_b, x.item_key,
  COALESCE(d.fields->>'asin', d.fields->>'sku', x.item_key) AS code, d.fields->>'title' AS title,
  (x.price_a / 100.0)::numeric(16, 2) AS price_a, (x.price_b / 100.0)::numeric(16, 2) AS price_b,
  ((x.price_b - x.price_a) / 100.0)::numeric(16, 2) AS delta,
  CASE WHEN x.price_a <> 0 THEN round((x.price_b - x.price_a) * 100.0 / x.price_a, 2) END AS pct,
  x.availability_a, x.availability_b, x.in_stock_a, x.in_stock_b, x.change
FROM pairs p
JOIN desk_store.sources s ON s.id = p.source_id
CROSS JOIN LATERAL (
  SELECT COALESCE(b.key, a.key) AS item_key, a.price AS price_a, b.price AS price_b, a.availability AS availability_a,
    b.availability AS availability_b, a.in_stock AS in_stock_a, b.in_stock AS in_stock_b, COALESCE(b.detail_id, a.detail_id) AS detail_id,
    desk_store.change_of(a.key, b.key, a.in_stock, b.in_stock, a.price, b.price) AS change
  FROM (SELECT * FROM desk_store.outputs WHERE run_pk = p.previous_pk) a
  FULL JOIN (SELECT * FROM desk_store.outputs WHERE run_pk = p.pk) b ON b.key = a.key
) x
JOIN desk_store.details d ON d.id = x.detail_id
WHERE p.previous_pk IS NOT NULL;
`;

/**
 * Migrations of a team copy, in order; `desk_store.migrations` records those applied. Append only: a shipped
 * step is never edited, so every server walks the same path (the embedded copy has its own, local-schema.ts).
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE SCHEMA IF NOT EXISTS desk;
  -- One service account whose copy this is: desks of one team on one account share its rows.
  CREATE TABLE desk_store.sources (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    base_url text NOT NULL,
    account text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (base_url, account)
  );
  CREATE TABLE desk_store.meta (
    source_id integer NOT NULL REFERENCES desk_store.sources (id) ON DELETE CASCADE,
    key text NOT NULL,
    value text NOT NULL,
    PRIMARY KEY (source_id, key)
  );
  CREATE TABLE desk_store.collections (
    source_id integer NOT NULL REFERENCES desk_store.sources (id) ON DELETE CASCADE,
    id bigint NOT NULL,
    record jsonb NOT NULL,
    request_type text NOT NULL,
    last_run_at text,
    seen_at text NOT NULL,
    items_synced_at text,
    runs_synced_at text,
    PRIMARY KEY (source_id, id)
  );
  CREATE TABLE desk_store.items (
    source_id integer NOT NULL,
    collection_id bigint NOT NULL,
    item_id bigint NOT NULL,
    key text NOT NULL,
    type text NOT NULL,
    code text NOT NULL,
    postcode text,
    domain text,
    store_id text,
    custom_id text,
    created_at text NOT NULL,
    raw_html boolean,
    output text,
    PRIMARY KEY (source_id, collection_id, item_id),
    FOREIGN KEY (source_id, collection_id) REFERENCES desk_store.collections (source_id, id) ON DELETE CASCADE
  );
  CREATE INDEX items_by_item ON desk_store.items (source_id, item_id);
  -- A run is keyed by the service account, the collection and the run; pk is its compact key for outputs.
  CREATE TABLE desk_store.runs (
    pk bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    source_id integer NOT NULL,
    collection_id bigint NOT NULL,
    id bigint NOT NULL,
    kind text NOT NULL,
    stage text NOT NULL,
    created_at text NOT NULL,
    finished_at text,
    item_count integer NOT NULL,
    processed_count integer NOT NULL,
    failed_count integer NOT NULL,
    links jsonb NOT NULL,
    archive text NOT NULL DEFAULT 'pending' CHECK (archive IN ('pending', 'archived', 'failed', 'expired')),
    reason text,
    attempts integer NOT NULL DEFAULT 0,
    retry_at text,
    output_count integer NOT NULL DEFAULT 0,
    unfinished integer NOT NULL DEFAULT 0,
    -- The desk archiving the run now, until when: another desk leaves it alone meanwhile (no file fetched twice).
    claimed_by uuid,
    claimed_until timestamptz,
    UNIQUE (source_id, collection_id, id),
    FOREIGN KEY (source_id, collection_id) REFERENCES desk_store.collections (source_id, id) ON DELETE CASCADE
  );
  -- Fields of a record that rarely move between runs (title, brand, image…), stored once, found by their hash.
  CREATE TABLE desk_store.details (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hash uuid NOT NULL UNIQUE,
    fields jsonb NOT NULL
  );
  CREATE TABLE desk_store.outputs (
    run_pk bigint NOT NULL REFERENCES desk_store.runs (pk) ON DELETE CASCADE,
    price bigint,
    detail_id bigint NOT NULL REFERENCES desk_store.details (id),
    seq integer NOT NULL,
    stock integer,
    in_stock boolean,
    key text NOT NULL,
    price_text text,
    currency text,
    availability text,
    PRIMARY KEY (run_pk, key)
  );
  ${CHANGE_FUNCTION}
  ${BI_VIEWS}
  `,
  // Watch rules (kept in meta as JSON, per service account) and what they found, as in the embedded copy's
  // migration 4. A run is evaluated once, by whichever desk archived it (watched set in the transaction that
  // writes its matches); runs that finished before the account's watch_from are history, not news.
  // And each run's outputs in and out of stock, counted as it is archived, for the in-stock line.
  `
  ALTER TABLE desk_store.runs ADD COLUMN in_stock_count integer NOT NULL DEFAULT 0, ADD COLUMN out_of_stock_count integer NOT NULL DEFAULT 0;
  UPDATE desk_store.runs r SET in_stock_count = s.i, out_of_stock_count = s.o
  FROM (SELECT run_pk, count(*) FILTER (WHERE in_stock) AS i, count(*) FILTER (WHERE NOT in_stock) AS o FROM desk_store.outputs GROUP BY run_pk) s
  WHERE s.run_pk = r.pk;
  ALTER TABLE desk_store.runs ADD COLUMN watched boolean NOT NULL DEFAULT false;
  UPDATE desk_store.runs SET watched = true WHERE archive <> 'pending';
  CREATE INDEX runs_unwatched ON desk_store.runs (source_id, id) WHERE NOT watched;
  CREATE TABLE desk_store.watch_matches (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    source_id integer NOT NULL,
    run_pk bigint NOT NULL REFERENCES desk_store.runs (pk) ON DELETE CASCADE,
    collection_id bigint NOT NULL,
    run_id bigint NOT NULL,
    previous_run_id bigint,
    key text NOT NULL,
    rule text NOT NULL,
    value double precision,
    code text NOT NULL,
    title text,
    price_before bigint,
    price_after bigint,
    currency text,
    availability_before text,
    availability_after text,
    read boolean NOT NULL DEFAULT false,
    UNIQUE (run_pk, key, rule)
  );
  -- Newest run first is the inbox's order.
  CREATE INDEX watch_matches_inbox ON desk_store.watch_matches (source_id, run_id DESC, key, rule);
  CREATE INDEX watch_matches_unread ON desk_store.watch_matches (source_id) WHERE NOT read;
  INSERT INTO desk_store.meta (source_id, key, value)
    SELECT id, 'watch_from', ${PG_NOW} FROM desk_store.sources
    ON CONFLICT (source_id, key) DO UPDATE SET value = excluded.value;
  `,
  // Marketplace items keyed by ASIN, domain and postcode, as in the embedded copy's migration 5: each item, its
  // outputs and its watch matches move to the new key (an ASIN held at several postcodes had one line of
  // history: it goes to the ASIN's first item); the regions a regional rule's match names; and the BI view of
  // each product's price per postcode and run.
  `
  UPDATE desk_store.items SET key = code || '@' || COALESCE(domain, '') || '@' || COALESCE(postcode, '') WHERE type = 'marketplace';
  WITH k AS (
    SELECT DISTINCT ON (source_id, collection_id, code) source_id, collection_id, code, key
    FROM desk_store.items WHERE type = 'marketplace' ORDER BY source_id, collection_id, code, item_id
  )
  UPDATE desk_store.outputs o SET key = k.key FROM desk_store.runs r, k
  WHERE r.pk = o.run_pk AND k.source_id = r.source_id AND k.collection_id = r.collection_id AND k.code = o.key;
  WITH k AS (
    SELECT DISTINCT ON (source_id, collection_id, code) source_id, collection_id, code, key
    FROM desk_store.items WHERE type = 'marketplace' ORDER BY source_id, collection_id, code, item_id
  )
  UPDATE desk_store.watch_matches m SET key = k.key FROM k
  WHERE k.source_id = m.source_id AND k.collection_id = m.collection_id AND k.code = m.key;
  ALTER TABLE desk_store.watch_matches ADD COLUMN regions text;
  CREATE INDEX items_by_key ON desk_store.items (source_id, collection_id, key);
  ${REGIONAL_VIEW}
  `,
  // Each archived run's products as the regional rules read the run before (pg-regional-watch.ts), grouped once
  // at archive, as in the embedded copy's migration 6; the runs archived before are grouped here.
  `
  CREATE TABLE desk_store.run_products (
    run_pk bigint NOT NULL REFERENCES desk_store.runs (pk) ON DELETE CASCADE,
    domain text NOT NULL,
    code text NOT NULL,
    priced integer NOT NULL,
    lo bigint,
    hi bigint,
    some_in boolean NOT NULL,
    some_out boolean NOT NULL,
    PRIMARY KEY (run_pk, domain, code)
  );
  INSERT INTO desk_store.run_products (run_pk, domain, code, priced, lo, hi, some_in, some_out)
  SELECT r.pk, COALESCE(i.domain, ''), i.code, count(o.price), min(o.price), max(o.price), COALESCE(bool_or(o.in_stock), false), COALESCE(bool_or(NOT o.in_stock), false)
  FROM desk_store.runs r
  JOIN desk_store.outputs o ON o.run_pk = r.pk
  JOIN (
    SELECT DISTINCT ON (source_id, collection_id, COALESCE(domain, ''), code, postcode) source_id, collection_id, key, code, domain
    FROM desk_store.items WHERE COALESCE(postcode, '') <> ''
    ORDER BY source_id, collection_id, COALESCE(domain, ''), code, postcode, item_id
  ) i ON i.source_id = r.source_id AND i.collection_id = r.collection_id AND i.key = o.key
  WHERE r.archive = 'archived'
  GROUP BY r.pk, COALESCE(i.domain, ''), i.code HAVING count(*) >= 2;
  `,
];

/** The schema version this build writes. */
export const PG_SCHEMA_VERSION = MIGRATIONS.length;

/** Any client or pool that runs queries. */
type Queryable = Pick<pg.ClientBase, 'query'>;

/**
 * Brings a team copy up to this build's schema in one transaction, under an advisory lock so two setups at
 * once migrate it once; the lock is waited for `lockTimeoutMs` at most, then the error says who holds it.
 * Refuses a copy written by a newer version. Run by the administrator's setup only, as the schema's owner.
 */
export async function migratePg(client: Queryable, lockTimeoutMs = 10_000): Promise<number> {
  await client.query('BEGIN');
  try {
    await client.query(`SELECT set_config('lock_timeout', $1, true)`, [`${lockTimeoutMs}ms`]);
    await client.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [MIGRATE_LOCK]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${STORE_SCHEMA}`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${STORE_SCHEMA}.migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ version: number | null }>(`SELECT max(version) AS version FROM ${STORE_SCHEMA}.migrations`);
    const current = rows[0]?.version ?? 0;
    if (current > PG_SCHEMA_VERSION) {
      throw new DeskError(
        'internal',
        `The team copy was written by a newer version of the app (schema ${current}, this one knows ${PG_SCHEMA_VERSION}). Update the app on this computer.`,
      );
    }
    for (let version = current; version < PG_SCHEMA_VERSION; version += 1) {
      await client.query(MIGRATIONS[version] ?? '');
      await client.query(`INSERT INTO ${STORE_SCHEMA}.migrations (version) VALUES ($1)`, [version + 1]);
    }
    await client.query('COMMIT');
    return PG_SCHEMA_VERSION - current;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw await explainLockTimeout(error, client, MIGRATE_LOCK, lockTimeoutMs);
  }
}
