/**
 * The sandbox's schema, one migration per entry; append only (a released entry never changes).
 * Items keep their postcode's id and value: deleting a zipcode leaves items with a broken postcode
 * (interface 4.1 rule 3), so there is no foreign key from items to zipcodes.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    country TEXT NOT NULL DEFAULT 'AU',
    business_name TEXT,
    timezone TEXT NOT NULL DEFAULT 'Australia/Sydney',
    system_emails INTEGER NOT NULL DEFAULT 1,
    update_emails INTEGER NOT NULL DEFAULT 1,
    notification_emails INTEGER NOT NULL DEFAULT 1,
    available_credits INTEGER NOT NULL DEFAULT 0,
    used_credits INTEGER NOT NULL DEFAULT 0,
    frozen_credits INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE api_keys (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    prefix TEXT NOT NULL UNIQUE,
    secret_hash TEXT NOT NULL,
    created_at TEXT NOT NULL,
    revoked_at TEXT
  );
  CREATE INDEX api_keys_user ON api_keys(user_id);
  CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    expires_at INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE otps (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE,
    purpose TEXT NOT NULL CHECK (purpose IN ('register', 'reset')),
    code_hash TEXT NOT NULL,
    requested_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX otps_email ON otps(email, purpose, requested_at);
  CREATE TABLE payments (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    amount_cents INTEGER NOT NULL,
    currency TEXT NOT NULL,
    status TEXT NOT NULL,
    description TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE domains (
    id INTEGER PRIMARY KEY,
    domain TEXT NOT NULL UNIQUE,
    country_code TEXT NOT NULL,
    supplier_type TEXT NOT NULL,
    status TEXT NOT NULL,
    postcode_regex TEXT NOT NULL
  );
  CREATE TABLE zipcodes (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    domain_id INTEGER NOT NULL REFERENCES domains(id),
    zipcode TEXT NOT NULL,
    status TEXT NOT NULL,
    cookie_ready_at INTEGER,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (user_id, domain_id, zipcode)
  );
  CREATE INDEX zipcodes_domain_value ON zipcodes(domain_id, zipcode, status);
  CREATE TABLE collections (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    request_type TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'draft',
    schedule_status TEXT NOT NULL DEFAULT 'Pending',
    schedule_message TEXT,
    priority TEXT NOT NULL DEFAULT 'Normal',
    schedule TEXT NOT NULL DEFAULT 'Manual',
    schedule_time TEXT,
    fetch_mode TEXT NOT NULL DEFAULT 'full',
    notification_email TEXT,
    destinations TEXT,
    category_json TEXT,
    last_run_at TEXT,
    next_run_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX collections_user ON collections(user_id, id);
  CREATE TABLE asins (
    id INTEGER PRIMARY KEY,
    collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    domain_id INTEGER NOT NULL,
    zipcode_id INTEGER NOT NULL,
    zipcode TEXT NOT NULL,
    asin TEXT NOT NULL,
    custom_id TEXT,
    include_raw_html INTEGER NOT NULL DEFAULT 0,
    output TEXT NOT NULL DEFAULT 'JSON',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (collection_id, domain_id, zipcode_id, asin)
  );
  CREATE INDEX asins_collection ON asins(collection_id, id);
  CREATE TABLE parts (
    id INTEGER PRIMARY KEY,
    collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    sku TEXT NOT NULL,
    customer_postcode TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (collection_id, sku, customer_postcode)
  );
  CREATE INDEX parts_collection ON parts(collection_id, id);
  CREATE TABLE officestore_skus (
    id INTEGER PRIMARY KEY,
    collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    sku TEXT NOT NULL,
    store_id TEXT NOT NULL,
    customer_postcode TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (collection_id, sku)
  );
  CREATE INDEX officestore_skus_collection ON officestore_skus(collection_id, id);
  CREATE TABLE runners (
    id INTEGER PRIMARY KEY,
    collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('items', 'category')),
    stage TEXT NOT NULL,
    priority_rank INTEGER NOT NULL DEFAULT 2,
    item_count INTEGER NOT NULL DEFAULT 0,
    processed_count INTEGER NOT NULL DEFAULT 0,
    failed_count INTEGER NOT NULL DEFAULT 0,
    asin_count INTEGER NOT NULL DEFAULT 0,
    asins_json TEXT,
    is_download_generated INTEGER NOT NULL DEFAULT 0,
    files_json TEXT NOT NULL DEFAULT '[]',
    run_seed TEXT NOT NULL,
    created_at TEXT NOT NULL,
    started_at TEXT,
    finished_at TEXT
  );
  CREATE INDEX runners_collection ON runners(collection_id, id);
  CREATE INDEX runners_stage ON runners(stage, priority_rank, id);
  CREATE TABLE run_items (
    runner_id INTEGER NOT NULL REFERENCES runners(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    item_json TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'queued',
    result_json TEXT,
    PRIMARY KEY (runner_id, seq)
  );
  CREATE INDEX run_items_state ON run_items(runner_id, state);
  CREATE TABLE outputs (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    collection_id INTEGER NOT NULL,
    runner_id INTEGER NOT NULL,
    asin_row_id INTEGER,
    output_json TEXT NOT NULL,
    output_json_count INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX outputs_collection ON outputs(collection_id, id);
  CREATE TABLE emails (
    id INTEGER PRIMARY KEY,
    to_addr TEXT NOT NULL,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    file_name TEXT NOT NULL,
    sent_at TEXT NOT NULL
  );
  CREATE TABLE catalogue_cache (
    cache_key TEXT PRIMARY KEY,
    json TEXT NOT NULL,
    cached_at INTEGER NOT NULL
  );
  `,
  // 2: the current full API key, AES-256-GCM sealed with the per-sandbox `<data>/.key-wrap` key
  // (sandbox/accounts/key-wrap.ts), so `users/account-details` can answer it without plaintext at rest.
  `
  ALTER TABLE api_keys ADD COLUMN key_sealed TEXT;
  `,
  // 3: guess limits (sandbox/accounts/otp.ts, login-throttle.ts): wrong codes per one-time code, and
  // failed sign-ins per e-mail within the throttle window.
  `
  ALTER TABLE otps ADD COLUMN failed_attempts INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE login_failures (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE,
    failed_at INTEGER NOT NULL
  );
  CREATE INDEX login_failures_email ON login_failures(email, failed_at);
  CREATE INDEX login_failures_time ON login_failures(failed_at);
  `,
];
