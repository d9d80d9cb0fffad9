// `npm run bench:team`: a team copy on a throwaway PostgreSQL cluster (initdb into a temporary folder, removed at
// the end; needs Debian's postgresql package). (1) 5000 items × 100 runs = 500,000 outputs archived through the
// store as a desk does, then a real 5000-output run synced from a sandbox over loopback, and the screens' reads;
// (2) a year of daily runs of ten 5000-item collections, 18,250,000 outputs generated in SQL (generate_series),
// and the same reads over it. Prints `name value unit (≤ X unit)`; asserts nothing.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { processRunItem, type RunItem } from '../../sandbox/runs/run-items.ts';
import { createPostgresStore } from '../app/local-copy/postgres/pg-store.ts';
import { factsOf, regionKey } from '../app/local-copy/record-fields.ts';
import { typeParser } from '../app/local-copy/postgres/pg-connection.ts';
import { setupTeamCopy } from '../app/local-copy/postgres/pg-setup.ts';
import type { SyncTarget } from '../app/local-copy/sync/local-sync.ts';
import { startPgCluster } from '../app/local-copy/testing/pg-cluster.ts';
import { syntheticCollection, syntheticItem, syntheticRun } from '../app/local-copy/testing/synthetic.ts';
import { saveRules } from '../app/local-copy/watch/watch-rules-store.ts';
import { benchAsins, benchDir, median, printFigure, timed, timings } from '../../sandbox/bench/bench-kit.ts';
import { ALL_RULES, benchOutputs, measureSync, sandboxRun } from './bench-kit.ts';

const ITEMS = 5000;
const RUNS = 100;
const BIG = 1_000_000;
const YEAR = { collections: 10, days: 365 };
const REGIONAL = 2_000_000;
const POSTCODES = ['2000', '3000', '4000'];
const DOMAIN = 'marketplace.com.au';

const { dir, remove } = benchDir('bench-team');
// A server set for bulk loads as a DBA would set one (the defaults' 128 MB of buffers and 1 GB of WAL
// between checkpoints are meant for small machines).
const cluster = await startPgCluster({
  settings: { shared_buffers: '512MB', max_wal_size: '8GB', checkpoint_timeout: '30min', maintenance_work_mem: '512MB' },
});
const types = { getTypeParser: typeParser as pg.CustomTypesConfig['getTypeParser'] };
try {
  const admin = new pg.Client({ connectionString: cluster.url, types });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/bench';
  // The bench's own SQL (bulk generation, ANALYZE) as the cluster's superuser; the desks as the desk role the
  // administrator's setup makes.
  const sql = new pg.Pool({ connectionString: url.toString(), types, max: 2 });
  sql.on('error', () => undefined);
  url.password = '';
  const setup = await setupTeamCopy({ connection: url.toString(), tls: 'disable', password: cluster.password });
  const deskLogin = new URL(url);
  deskLogin.username = setup.roles.desk;
  const storeOf = (account: string) =>
    createPostgresStore({
      settings: { connection: deskLogin.toString(), tls: 'disable', password: setup.passwords.desk ?? '' },
      source: { baseUrl: 'https://prices.example.com', account },
      deskId: randomUUID(),
      log: (line) => console.error(line),
    });

  // 1. 500,000 outputs, archived run by run through the store.
  const store = storeOf('day-to-day');
  const asins = benchAsins(ITEMS);
  const at = new Date().toISOString();
  await store.saveCollections([syntheticCollection(BIG)], at);
  await store.replaceItems(
    BIG,
    asins.map((asin, i) => ({ ...syntheticItem(BIG + i, asin), createdAt: at })),
    at,
  );
  await store.saveRuns(
    BIG,
    Array.from({ length: RUNS }, (_, i) => syntheticRun(BIG + i + 1)),
    at,
  );
  let started = performance.now();
  for (let run = 1; run <= RUNS; run += 1) await store.archiveRun({ collectionId: BIG, runId: BIG + run }, [benchOutputs(asins, run)]);
  await sql.query('ANALYZE');
  console.log(`# built ${ITEMS} items × ${RUNS} runs = ${ITEMS * RUNS} outputs through the store in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const bench = await sandboxRun(dir, asins);
  const { collection } = bench;
  const target: SyncTarget = { store, client: bench.client, changed: () => {}, log: (line) => console.error(line) };
  await store.saveCollections([collection], new Date().toISOString());
  const synced = await measureSync(target, collection, {
    items: async () => void (await sql.query('UPDATE desk_store.collections SET items_synced_at = NULL WHERE id = $1', [collection.id])),
    runs: async () =>
      void (await sql.query(`UPDATE desk_store.runs SET archive = 'pending', unfinished = 0, claimed_by = NULL WHERE collection_id = $1`, [collection.id])),
  });
  await bench.close();
  const [outputs] = (await sql.query<{ n: number }>('SELECT output_count AS n FROM desk_store.runs WHERE collection_id = $1', [collection.id])).rows;
  printFigure('team.sync-run-5000-outputs', synced.runSync, 'ms', `≤ 1000 ms; ${outputs?.n ?? 0} outputs from the all-pages ZIP, one transaction`);
  printFigure('team.refresh-items-5000', synced.itemsRefresh, 'ms', '≤ 1000 ms; one request, then written in one transaction');
  printFigure('team.recheck-items-5000', synced.itemsRecheck, 'ms', '— re-read unchanged: one request, compared, nothing written');
  printFigure('team.history-100-runs', median(await timings(200, (i) => store.history(BIG, asins[i * 25] ?? ''))), 'ms', '≤ 10 ms');
  printFigure('team.compare-2x5000', median(await timings(15, () => store.compare(BIG, BIG + RUNS - 1, BIG + RUNS))), 'ms', '≤ 150 ms');
  printFigure('team.items-read-5000', median(await timings(7, () => store.items(BIG))), 'ms', 'no target; with a 12-run trend each');
  printFigure(
    'team.stock-by-run-100-runs',
    median(await timings(7, () => store.stockByRun(BIG))),
    'ms',
    'no target; the in-stock line, read as Compare runs opens',
  );
  // Every kind of watch rule, evaluated on the newest run against the one before (as after its archiving).
  await saveRules(store, BIG, ALL_RULES);
  let found = 0;
  const rules: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    await sql.query('DELETE FROM desk_store.watch_matches WHERE collection_id = $1', [BIG]);
    await sql.query('UPDATE desk_store.runs SET watched = false WHERE collection_id = $1 AND id = $2', [BIG, BIG + RUNS]);
    rules.push(await timed(async () => (found = (await store.evaluateWatch())[0]?.total ?? 0)));
  }
  printFigure(
    'team.rules-over-5000-items',
    median(rules),
    'ms',
    `no target (the embedded copy's: ≤ 50 ms); all 11 kinds of rule against the run before, ${found} matches`,
  );

  // Prices by region, as bench:local's bench-regional.ts: 5000 ASINs at 3 postcodes, two runs archived through the store.
  const regionalItems: Extract<RunItem, { type: 'marketplace' }>[] = POSTCODES.flatMap((postcode, p) =>
    asins.map(
      (asin, i) => ({ type: 'marketplace', id: REGIONAL + p * ITEMS + i, asin, domain: DOMAIN, postcode, custom_id: null, fetch_mode: 'full' }) as const,
    ),
  );
  await store.saveCollections([syntheticCollection(REGIONAL, regionalItems.length)], at);
  await store.replaceItems(
    REGIONAL,
    regionalItems.map((item) => ({
      ...syntheticItem(item.id, item.asin),
      key: regionKey(item.asin, DOMAIN, item.postcode),
      postcode: item.postcode,
      createdAt: at,
    })),
    at,
  );
  await store.saveRuns(REGIONAL, [syntheticRun(REGIONAL + 1), syntheticRun(REGIONAL + 2)], at);
  for (const run of [1, 2]) {
    const records = regionalItems.flatMap((item) => {
      const result = processRunItem(item, `runner-${run}`, 'http://127.0.0.1:45123', run);
      return result.ok ? [result.record] : [];
    });
    await store.archiveRun({ collectionId: REGIONAL, runId: REGIONAL + run }, [factsOf(records)]);
  }
  await sql.query('ANALYZE');
  printFigure(
    `team.regional-view-${ITEMS}x${POSTCODES.length}`,
    median(await timings(15, () => store.regional(REGIONAL))),
    'ms',
    'no target (the embedded copy’s: ≤ 100 ms)',
  );
  await saveRules(store, REGIONAL, [
    { kind: 'regionalSpread', value: 5 },
    { kind: 'regionalStock', value: null },
  ]);
  const spread: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    await sql.query('DELETE FROM desk_store.watch_matches WHERE collection_id = $1', [REGIONAL]);
    await sql.query('UPDATE desk_store.runs SET watched = false WHERE collection_id = $1 AND id = $2', [REGIONAL, REGIONAL + 2]);
    spread.push(await timed(async () => (found = (await store.evaluateWatch())[0]?.total ?? 0)));
  }
  printFigure(
    `team.spread-rule-${regionalItems.length}-items`,
    median(spread),
    'ms',
    `no target (the embedded copy’s: ≤ 50 ms); regional spread ≥ 5 % and stock split, ${found} matches`,
  );
  await store.close();

  // 2. A year: ten collections of 5000 items, a run a day, generated in SQL (prices and stock from a hash of run
  // and item), straight into the desks' tables (foreign-key triggers off while loading: the rows are made consistent).
  started = performance.now();
  const year = storeOf('a-year');
  await year.facts(); // registers the account
  const [{ id: source } = { id: 0 }] = (await sql.query<{ id: number }>(`SELECT id FROM desk_store.sources WHERE account = 'a-year'`)).rows;
  await sql.query(
    `INSERT INTO desk_store.collections (source_id, id, record, request_type, last_run_at, seen_at)
     SELECT $1::int, c, jsonb_build_object('id', c, 'name', 'Year ' || c, 'request_type', 'marketplace', 'item_count', 5000), 'marketplace', '2025-12-31T06:00:00.000Z', now()::text
     FROM generate_series(1, $2) c`,
    [source, YEAR.collections],
  );
  await sql.query(
    `INSERT INTO desk_store.items (source_id, collection_id, item_id, key, type, code, postcode, domain, created_at)
     SELECT $1::int, c, c * 100000 + i, 'B' || lpad(i::text, 9, '0'), 'marketplace', 'B' || lpad(i::text, 9, '0'), '2000', 'marketplace.com.au', '2025-01-01T00:00:00.000Z'
     FROM generate_series(1, $2) c, generate_series(0, 4999) i`,
    [source, YEAR.collections],
  );
  await sql.query(
    `INSERT INTO desk_store.runs (source_id, collection_id, id, kind, stage, created_at, finished_at, item_count, processed_count, failed_count, links, archive, output_count)
     SELECT $1::int, c, c * 1000 + d, 'items', 'done', to_char(timestamp '2025-01-01 06:00' + d * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'),
       to_char(timestamp '2025-01-01 06:30' + d * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'), 5000, 5000, 0, '{"pages": [], "all_pages": ""}', 'archived', 5000
     FROM generate_series(1, $2) c, generate_series(1, $3) d`,
    [source, YEAR.collections, YEAR.days],
  );
  const [{ base } = { base: 0 }] = (
    await sql.query<{ base: number }>(
      `WITH added AS (
         INSERT INTO desk_store.details (hash, fields)
         SELECT md5('a-year/' || c || '/' || i)::uuid, jsonb_build_object('asin', 'B' || lpad(i::text, 9, '0'), 'title', 'Product ' || i || ' of shelf ' || c,
           'brand', 'Brand ' || (i % 97), 'image', 'https://images.example.com/' || i || '.jpg', 'rating', 3 + (i % 20) / 10.0)
         FROM generate_series(1, $1) c, generate_series(0, 4999) i ORDER BY c, i RETURNING id)
       SELECT min(id) AS base FROM added`,
      [YEAR.collections],
    )
  ).rows;
  const load = await sql.connect();
  try {
    await load.query('SET session_replication_role = replica');
    for (let c = 1; c <= YEAR.collections; c += 1) {
      await load.query(
        `INSERT INTO desk_store.outputs (run_pk, price, detail_id, seq, stock, in_stock, key, price_text, currency, availability)
         SELECT r.pk, g.cents, $3::bigint + (r.collection_id - 1) * 5000 + i, i, NULL, g.in_stock, 'B' || lpad(i::text, 9, '0'),
           '$' || to_char(g.cents / 100.0, 'FM999990.00'), '$', CASE WHEN g.in_stock THEN 'In stock' ELSE 'Currently unavailable.' END
         FROM (SELECT pk, id, collection_id FROM desk_store.runs WHERE source_id = $1 AND collection_id = $2 ORDER BY pk) r
         CROSS JOIN generate_series(0, 4999) i
         CROSS JOIN LATERAL (SELECT 500 + abs(hashtext(r.id || '/' || i)::bigint) % 20000 AS cents, abs(hashtext(i || '/' || r.id)::bigint) % 12 <> 0 AS in_stock) g`,
        [source, c, base],
      );
    }
  } finally {
    load.release();
  }
  // Each run's stock counts, as archiving sets them.
  await sql.query(
    `UPDATE desk_store.runs r SET in_stock_count = s.i, out_of_stock_count = s.o
     FROM (SELECT run_pk, count(*) FILTER (WHERE in_stock) AS i, count(*) FILTER (WHERE NOT in_stock) AS o FROM desk_store.outputs GROUP BY run_pk) s
     WHERE s.run_pk = r.pk AND r.source_id = $1`,
    [source],
  );
  await sql.query('VACUUM (ANALYZE) desk_store.outputs');
  const [{ n: total } = { n: 0 }] = (
    await sql.query<{ n: number }>('SELECT count(*) AS n FROM desk_store.outputs o JOIN desk_store.runs r ON r.pk = o.run_pk WHERE r.source_id = $1', [source])
  ).rows;
  console.log(
    `# generated ${total} outputs (${YEAR.collections} collections × ${YEAR.days} daily runs × ${ITEMS} items) in SQL in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  const key = (i: number) => `B${String((i * 7919) % ITEMS).padStart(9, '0')}`;
  printFigure('team.history-365-runs-18m', median(await timings(200, (i) => year.history((i % YEAR.collections) + 1, key(i)))), 'ms', '≤ 20 ms');
  const pair = (i: number) => {
    const c = (i % YEAR.collections) + 1;
    const d = 2 + ((i * 37) % (YEAR.days - 1));
    return [c, c * 1000 + d - 1, c * 1000 + d] as const;
  };
  printFigure('team.compare-2x5000-18m', median(await timings(15, (i) => year.compare(...pair(i)))), 'ms', '≤ 300 ms');
  printFigure('team.items-read-5000-18m', median(await timings(7, (i) => year.items((i % YEAR.collections) + 1))), 'ms', 'no target; with a 12-run trend each');
  printFigure(
    'team.stock-by-run-365-runs-18m',
    median(await timings(7, (i) => year.stockByRun((i % YEAR.collections) + 1))),
    'ms',
    'no target; the in-stock line of a year',
  );
  await year.close();
  const [{ bytes } = { bytes: 0 }] = (await sql.query<{ bytes: number }>(`SELECT pg_database_size('bench') AS bytes`)).rows;
  printFigure(
    'team.db-size-18.75m-outputs',
    bytes / 1024 ** 3,
    'GB',
    `— the whole database: ${total + ITEMS * (RUNS + 1)} outputs, their items, runs and shared fields`,
  );
  await sql.end();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cluster.stop();
  remove();
}
