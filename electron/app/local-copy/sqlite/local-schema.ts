import type { DatabaseSync } from 'node:sqlite';
import { DeskError } from '../../connection/desk-error.ts';

/**
 * Migrations of a profile's local copy, in order; `PRAGMA user_version` counts those applied. Append
 * only: a shipped step is never edited, so every copy on every machine walks the same path.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
  -- The service's collection records; items_synced_at is when its items were last mirrored in full.
  CREATE TABLE collections (
    id INTEGER PRIMARY KEY,
    record TEXT NOT NULL,
    request_type TEXT NOT NULL,
    last_run_at TEXT,
    seen_at TEXT NOT NULL,
    items_synced_at TEXT,
    runs_synced_at TEXT
  );
  CREATE TABLE items (
    collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    item_id INTEGER NOT NULL,
    key TEXT NOT NULL,
    type TEXT NOT NULL,
    code TEXT NOT NULL,
    postcode TEXT,
    domain TEXT,
    store_id TEXT,
    custom_id TEXT,
    created_at TEXT NOT NULL,
    PRIMARY KEY (collection_id, item_id)
  ) WITHOUT ROWID;
  CREATE TABLE runs (
    id INTEGER PRIMARY KEY,
    collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    stage TEXT NOT NULL,
    created_at TEXT NOT NULL,
    finished_at TEXT,
    item_count INTEGER NOT NULL,
    processed_count INTEGER NOT NULL,
    failed_count INTEGER NOT NULL,
    links TEXT NOT NULL,
    archive TEXT NOT NULL DEFAULT 'pending' CHECK (archive IN ('pending', 'archived', 'failed', 'expired')),
    reason TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    retry_at TEXT,
    output_count INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX runs_collection ON runs (collection_id, id);
  -- Fields of a record that rarely move between runs (title, brand, image…), stored once.
  CREATE TABLE details (id INTEGER PRIMARY KEY, json TEXT NOT NULL UNIQUE);
  CREATE TABLE outputs (
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    key TEXT NOT NULL,
    price INTEGER,
    price_text TEXT,
    currency TEXT,
    availability TEXT,
    in_stock INTEGER,
    stock INTEGER,
    detail_id INTEGER NOT NULL REFERENCES details(id),
    PRIMARY KEY (run_id, key)
  ) WITHOUT ROWID;
  `,
  // What the Items tab shows and edits of a marketplace ASIN (null for other types, and until the next refresh).
  `
  ALTER TABLE items ADD COLUMN raw_html INTEGER;
  ALTER TABLE items ADD COLUMN output TEXT;
  `,
  // Archive attempts of a run begun and never ended (the desk stopped midway), in a row: counted before the
  // files are fetched, so files that bring the desk down are tried a few times, not at every start.
  `
  ALTER TABLE runs ADD COLUMN unfinished INTEGER NOT NULL DEFAULT 0;
  `,
  // Watch rules (kept in meta as JSON) and what they found. A run is evaluated once, after it is archived
  // (watched = 1 in the same transaction as its matches); runs that finished before watch_from — the
  // copy's creation — are history the copy catches up on, not news. Matches keep the item's code, title
  // and prices, so they read the same after retention removes the outputs.
  `
  ALTER TABLE runs ADD COLUMN watched INTEGER NOT NULL DEFAULT 0;
  UPDATE runs SET watched = 1 WHERE archive <> 'pending';
  CREATE TABLE watch_matches (
    id INTEGER PRIMARY KEY,
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    collection_id INTEGER NOT NULL,
    previous_run_id INTEGER,
    key TEXT NOT NULL,
    rule TEXT NOT NULL,
    value REAL,
    code TEXT NOT NULL,
    title TEXT,
    price_before INTEGER,
    price_after INTEGER,
    currency TEXT,
    availability_before TEXT,
    availability_after TEXT,
    read INTEGER NOT NULL DEFAULT 0
  );
  -- One match per run, item and rule; newest run first is the inbox's order.
  CREATE UNIQUE INDEX watch_matches_once ON watch_matches (run_id DESC, key, rule);
  CREATE INDEX watch_matches_collection ON watch_matches (collection_id, run_id);
  CREATE INDEX watch_matches_rule ON watch_matches (rule, value);
  CREATE INDEX watch_matches_unread ON watch_matches (run_id) WHERE read = 0;
  CREATE INDEX runs_unwatched ON runs (id) WHERE watched = 0;
  INSERT INTO meta (key, value) VALUES ('watch_from', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    ON CONFLICT (key) DO UPDATE SET value = excluded.value;
  `,
  // Marketplace items are keyed by ASIN, domain and postcode (record-fields.ts regionKey): one ASIN at two
  // postcodes is two items. A copy keyed them by ASIN alone; each item, its outputs and its watch matches move
  // to the new key. An ASIN held at several postcodes had one line of history (the first record of each run):
  // it goes to the ASIN's first item. And the regions a regional watch rule's match names.
  `
  UPDATE items SET key = code || '@' || COALESCE(domain, '') || '@' || COALESCE(postcode, '') WHERE type = 'marketplace';
  CREATE TEMP TABLE rekey (collection_id INTEGER NOT NULL, code TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (collection_id, code)) WITHOUT ROWID;
  INSERT INTO rekey SELECT i.collection_id, i.code, i.key
    FROM (SELECT collection_id, code, MIN(item_id) AS item_id FROM items WHERE type = 'marketplace' GROUP BY collection_id, code) f
    JOIN items i ON i.collection_id = f.collection_id AND i.item_id = f.item_id;
  UPDATE outputs SET key = (SELECT k.key FROM runs r JOIN rekey k ON k.collection_id = r.collection_id AND k.code = outputs.key WHERE r.id = outputs.run_id)
    WHERE EXISTS (SELECT 1 FROM runs r JOIN rekey k ON k.collection_id = r.collection_id AND k.code = outputs.key WHERE r.id = outputs.run_id);
  UPDATE watch_matches SET key = (SELECT k.key FROM rekey k WHERE k.collection_id = watch_matches.collection_id AND k.code = watch_matches.key)
    WHERE EXISTS (SELECT 1 FROM rekey k WHERE k.collection_id = watch_matches.collection_id AND k.code = watch_matches.key);
  DROP TABLE temp.rekey;
  ALTER TABLE watch_matches ADD COLUMN regions TEXT;
  -- The regional rules read a run's outputs product by product (code, domain), each product's regions by postcode.
  CREATE INDEX items_product ON items (collection_id, code, domain, postcode, key);
  `,
  // Each archived run's products as the regional rules read them (run-products.ts), grouped once at archive
  // instead of at every evaluation; the runs archived before are grouped here, with the items the copy holds.
  `
  CREATE TABLE run_products (
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    domain TEXT NOT NULL,
    priced INTEGER NOT NULL,
    lo INTEGER,
    hi INTEGER,
    some_in INTEGER NOT NULL,
    some_out INTEGER NOT NULL,
    PRIMARY KEY (run_id, code, domain)
  ) WITHOUT ROWID;
  INSERT INTO run_products (run_id, code, domain, priced, lo, hi, some_in, some_out)
  SELECT r.id, i.code, i.domain, COUNT(o.price), MIN(o.price), MAX(o.price), COALESCE(MAX(o.in_stock = 1), 0), COALESCE(MAX(o.in_stock = 0), 0)
  FROM runs r
  JOIN (
    SELECT collection_id, key, code, COALESCE(domain, '') AS domain,
      row_number() OVER (PARTITION BY collection_id, code, COALESCE(domain, ''), postcode ORDER BY item_id) AS nth
    FROM items WHERE COALESCE(postcode, '') <> ''
  ) i ON i.collection_id = r.collection_id AND i.nth = 1
  JOIN outputs o ON o.run_id = r.id AND o.key = i.key
  WHERE r.archive = 'archived'
  GROUP BY r.id, i.code, i.domain HAVING COUNT(*) >= 2;
  `,
];

/** The schema version this build writes. */
const SCHEMA_VERSION = MIGRATIONS.length;

/** Brings a local copy up to this build's schema, one transaction per step; refuses a newer copy. */
export function migrate(db: DatabaseSync): void {
  const { user_version: current } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  if (current > SCHEMA_VERSION) {
    throw new DeskError(
      'internal',
      `The local copy was written by a newer version of the app (schema ${current}, this one knows ${SCHEMA_VERSION}). Update the app, or purge the local copy in Settings.`,
    );
  }
  for (let version = current; version < SCHEMA_VERSION; version += 1) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(MIGRATIONS[version] ?? '');
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
