// The team copy's regional BI view and its move to region keys, on a real PostgreSQL server (this run's cluster).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factsOf, regionKey } from '../record-fields.ts';
import { testSource } from '../testing/both-stores.ts';
import { freshDatabase, type TestDatabase } from '../testing/pg-database.ts';
import { syntheticCollection, syntheticItem, syntheticRun } from '../testing/synthetic.ts';
import { setupTeamCopy } from './pg-setup.ts';
import { createPostgresStore } from './pg-store.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.drop());

const sql = async <T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> => {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
};
const at = '2026-03-01T00:00:00.000Z';
const domain = 'marketplace.com.au';
const region = (itemId: number, asin: string, postcode: string) => ({ ...syntheticItem(itemId, asin), key: regionKey(asin, domain, postcode), postcode });
const record = (asin: string, postcode: string, price: number, inStock = true) => ({
  asin,
  domain,
  postcode,
  title: `Title of ${asin}`,
  price: `$${price.toFixed(2)}`,
  availability: inStock ? 'In stock' : 'Currently unavailable.',
});

describe('desk.regional_prices', () => {
  it('gives the read-only role one row per product, postcode and run', async () => {
    const source = testSource();
    const store = createPostgresStore({
      settings: { connection: db.desk.connection, tls: 'disable', password: db.desk.password },
      source,
      deskId: randomUUID(),
      log: () => {},
    });
    try {
      await store.saveCollections([syntheticCollection(5, 4)], at);
      await store.replaceItems(5, [region(1, 'X', '2000'), region(2, 'X', '3000'), region(3, 'X', '4000'), region(4, 'Y', '2000')], at);
      const runs = [syntheticRun(51), syntheticRun(52)];
      await store.saveRuns(5, runs, at);
      await store.archiveRun({ collectionId: 5, runId: 51 }, [
        factsOf([record('X', '2000', 10), record('X', '3000', 11), record('X', '4000', 12, false), record('Y', '2000', 5)]),
      ]);
      await store.archiveRun({ collectionId: 5, runId: 52 }, [factsOf([record('X', '2000', 10.5), record('X', '3000', 10), record('Y', '2000', 6)])]);
    } finally {
      await store.close();
    }
    const rows = await sql<{ product_key: string; postcode: string; run_id: string; price: string; in_stock: boolean }>(
      db.reader.url,
      `SELECT product_key, postcode, run_id, price, in_stock FROM desk.regional_prices WHERE account = $1 ORDER BY product_key, postcode, run_id`,
      [source.account],
    );
    expect(rows.map((r) => [r.product_key, r.postcode, Number(r.run_id), Number(r.price), r.in_stock])).toEqual([
      [`${domain}|X`, '2000', 51, 10, true],
      [`${domain}|X`, '2000', 52, 10.5, true],
      [`${domain}|X`, '3000', 51, 11, true],
      [`${domain}|X`, '3000', 52, 10, true],
      [`${domain}|X`, '4000', 51, 12, false],
      [`${domain}|Y`, '2000', 51, 5, true],
      [`${domain}|Y`, '2000', 52, 6, true],
    ]);
    await expect(sql(db.reader.url, 'SELECT * FROM desk_store.outputs LIMIT 1')).rejects.toThrow(/permission denied/);
  });
});

describe('a team copy set up by an earlier version', () => {
  it('moves marketplace items keyed by ASIN to ASIN, domain and postcode, keeping each item’s history and matches', async () => {
    const older = await freshDatabase();
    try {
      const as = (text: string, values: unknown[] = []) => sql(older.url, text, values);
      // The schema as version 2 left it, holding a copy keyed by ASIN.
      await as(
        'DROP TABLE desk_store.run_products; DROP VIEW desk.regional_prices; DROP INDEX desk_store.items_by_key; ALTER TABLE desk_store.watch_matches DROP COLUMN regions; DELETE FROM desk_store.migrations WHERE version >= 3',
      );
      const [source] = await as(`INSERT INTO desk_store.sources (base_url, account) VALUES ('https://x.example', 'a') RETURNING id`);
      const id = (source as { id: number }).id;
      await as(`INSERT INTO desk_store.collections (source_id, id, record, request_type, seen_at) VALUES ($1, 7, '{}', 'marketplace', 'x')`, [id]);
      for (const [itemId, code, postcode] of [
        [1, 'X', '2000'],
        [2, 'X', '3000'],
        [3, 'Y', '2000'],
      ] as const) {
        await as(
          `INSERT INTO desk_store.items (source_id, collection_id, item_id, key, type, code, postcode, domain, created_at) VALUES ($1, 7, $2, $3, 'marketplace', $3, $4, 'm.com.au', 'x')`,
          [id, itemId, code, postcode],
        );
      }
      const [run] = await as(
        `INSERT INTO desk_store.runs (source_id, collection_id, id, kind, stage, created_at, item_count, processed_count, failed_count, links, archive)
         VALUES ($1, 7, 11, 'items', 'done', 'x', 3, 3, 0, '{}', 'archived') RETURNING pk`,
        [id],
      );
      const pk = (run as { pk: number }).pk;
      const [detail] = await as(`INSERT INTO desk_store.details (hash, fields) VALUES ($1, '{}') RETURNING id`, [randomUUID()]);
      // The last output already keyed by region (as a copy between the two versions could hold): X's second region.
      await as(
        `INSERT INTO desk_store.outputs (run_pk, seq, key, price, detail_id) VALUES ($1, 0, 'X', 100, $2), ($1, 1, 'Y', 200, $2), ($1, 2, 'X@m.com.au@3000', 150, $2)`,
        [pk, (detail as { id: number }).id],
      );
      await as(`INSERT INTO desk_store.watch_matches (source_id, run_pk, collection_id, run_id, key, rule, code) VALUES ($1, $2, 7, 11, 'Y', 'newItem', 'Y')`, [
        id,
        pk,
      ]);
      const url = new URL(older.url);
      const password = decodeURIComponent(url.password);
      url.password = '';
      expect(await setupTeamCopy({ connection: url.toString(), tls: 'disable', password }, { roles: older.roles })).toMatchObject({ applied: 2 });
      expect(await as('SELECT item_id::int, key FROM desk_store.items ORDER BY item_id')).toEqual([
        { item_id: 1, key: 'X@m.com.au@2000' },
        { item_id: 2, key: 'X@m.com.au@3000' },
        { item_id: 3, key: 'Y@m.com.au@2000' },
      ]);
      expect(await as('SELECT key, price::int FROM desk_store.outputs ORDER BY seq')).toEqual([
        { key: 'X@m.com.au@2000', price: 100 },
        { key: 'Y@m.com.au@2000', price: 200 },
        { key: 'X@m.com.au@3000', price: 150 },
      ]);
      expect(await as('SELECT key, regions FROM desk_store.watch_matches')).toEqual([{ key: 'Y@m.com.au@2000', regions: null }]);
      // The archived run's products at two regions or more, grouped for the regional rules: X, not Y.
      expect(await as('SELECT code, domain, priced, lo::int, hi::int FROM desk_store.run_products ORDER BY code')).toEqual([
        { code: 'X', domain: 'm.com.au', priced: 2, lo: 100, hi: 150 },
      ]);
    } finally {
      await older.drop();
    }
  });
});
