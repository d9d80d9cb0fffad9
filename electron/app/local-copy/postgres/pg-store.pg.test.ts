// A team copy shared by several desks, on a real PostgreSQL server (the run's throwaway cluster).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../../sandbox/testing/test-sandbox.ts';
import type { ChangedPart, CopyStore } from '../copy-store.ts';
import { factsOf } from '../record-fields.ts';
import { testSource } from '../testing/both-stores.ts';
import { freshDatabase, type TestDatabase } from '../testing/pg-database.ts';
import { syntheticCollection, syntheticRun } from '../testing/synthetic.ts';
import { startTcpGate, type TcpGate } from '../testing/tcp-gate.ts';
import { typeParser } from './pg-connection.ts';
import { createPostgresStore, type PgSource } from './pg-store.ts';

let db: TestDatabase;
const opened: CopyStore[] = [];
const at = '2026-03-01T00:00:00.000Z';

beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  for (const store of opened) await store.close();
  await db.drop();
});

/** A desk's store on the team copy (through `port` when given, as a gate in front of the server). */
function desk(source: PgSource, port?: number): CopyStore {
  const url = new URL(db.connection);
  if (port !== undefined) url.port = String(port);
  const store = createPostgresStore({
    settings: { connection: url.toString(), tls: 'disable', password: db.password },
    source,
    deskId: randomUUID(),
    log: () => {},
  });
  opened.push(store);
  return store;
}
/** 5000 outputs of one run, as a 5000-item collection's run gives them. */
const facts = (run: number) =>
  factsOf(
    Array.from({ length: 5000 }, (_, i) => ({
      asin: `B${String(i).padStart(9, '0')}`,
      title: `Item ${i}`,
      price: `$${(10 + ((i * run) % 90)).toFixed(2)}`,
      availability: 'In stock',
    })),
  );
const sql = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = [], url = db.url): Promise<T[]> => {
  const client = new pg.Client({ connectionString: url, types: { getTypeParser: typeParser as pg.CustomTypesConfig['getTypeParser'] } });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
};

describe('several desks on one team copy', () => {
  it('shows each desk what another archived, leaves a run another desk is archiving to it, and keeps accounts apart', async () => {
    const source = testSource();
    const [a, b] = [desk(source), desk(source)];
    const heard: [number | null, ChangedPart | 'all'][] = [];
    b.onChange((collectionId, what) => heard.push([collectionId, what]));
    await b.facts(); // b listens from now on
    await a.saveCollections([syntheticCollection(1, 5000)], at);
    await a.saveRuns(1, [syntheticRun(5)], at);
    const run = { collectionId: 1, runId: 5 };
    expect(await a.beginArchiveAttempt(run, at)).toBe(true);
    expect(await b.beginArchiveAttempt(run, at)).toBe(false);
    expect(await b.runsToArchive(at)).toEqual([]);
    expect(await a.archiveRun(run, [facts(5)])).toBe(5000);
    await waitFor(async () => (heard.some(([c, w]) => c === 1 && w === 'runs') ? true : undefined));
    expect(heard).toContainEqual([1, 'collections']);
    expect(await b.outputs(1, 5)).toHaveLength(5000);
    // Another account's desk on the same server sees none of it.
    expect(await desk(testSource()).collections()).toEqual([]);
  });

  it('stores a run two desks archive at the same moment once: no duplicate, no row lost', async () => {
    const source = testSource();
    const [a, b] = [desk(source), desk(source)];
    await a.saveCollections([syntheticCollection(2, 5000)], at);
    await a.saveRuns(2, [syntheticRun(6), syntheticRun(7)], at);
    const counts = await Promise.all([6, 7, 6, 7].map((runId, n) => (n % 2 === 0 ? a : b).archiveRun({ collectionId: 2, runId }, [facts(runId)])));
    expect(counts).toEqual([5000, 5000, 5000, 5000]);
    const [stored] = await sql<{ outputs: number; keys: number }>(
      `SELECT count(*)::int AS outputs, count(DISTINCT (o.run_pk, o.key))::int AS keys FROM desk_store.outputs o JOIN desk_store.runs r ON r.pk = o.run_pk
       JOIN desk_store.sources s ON s.id = r.source_id WHERE s.account = $1`,
      [source.account],
    );
    expect(stored).toEqual({ outputs: 10_000, keys: 10_000 });
  });
});

describe('a team copy that cannot be reached', () => {
  let gate: TcpGate;
  beforeAll(async () => {
    gate = await startTcpGate(Number(new URL(db.url).port));
  });
  afterAll(() => gate.close());

  it('says so with where and why, and answers again when it is back, telling a listener it may have missed changes', async () => {
    const source = testSource();
    const store = desk(source, gate.port);
    const heard: string[] = [];
    store.onChange((_c, what) => heard.push(what));
    await store.saveCollections([syntheticCollection(3)], at);
    gate.down();
    const error = await store.collections().catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'store-unreachable',
      message: expect.stringMatching(/^The team copy \(PostgreSQL at 127\.0\.0\.1:\d+\/t_\w+\) cannot be reached: /),
    });
    expect(store.reachable()).toBe(false);
    // Meanwhile another desk archives.
    await desk(source).saveRuns(3, [syntheticRun(8)], at);
    gate.up();
    expect((await store.runs(3)).map((r) => r.runId)).toEqual([8]);
    expect(store.reachable()).toBe(true);
    expect(heard).toContain('all');
  });

  it('refuses a copy written by a newer version of the app, and a wrong password, with the reason', async () => {
    const newer = await freshDatabase();
    try {
      await sql('INSERT INTO desk_store.migrations VALUES (99)', [], newer.url);
      const store = createPostgresStore({
        settings: { connection: newer.connection, tls: 'disable', password: newer.password },
        source: testSource(),
        deskId: randomUUID(),
        log: () => {},
      });
      await expect(store.collections()).rejects.toMatchObject({
        kind: 'store-unreachable',
        message: expect.stringMatching(/written by a newer version of the app \(schema 99.*Update the app on this computer/),
      });
      await store.close();
    } finally {
      await newer.drop();
    }
    const wrong = createPostgresStore({
      settings: { connection: db.connection, tls: 'disable', password: 'not-it' },
      source: testSource(),
      deskId: randomUUID(),
      log: () => {},
    });
    await expect(wrong.facts()).rejects.toMatchObject({ kind: 'store-unreachable', message: expect.stringMatching(/refused the login/) });
    await wrong.close();
  });
});

describe('the schema for BI', () => {
  it('gives a read-only role the views over what the desks archived, and nothing else', async () => {
    const source = testSource();
    const store = desk(source);
    await store.saveCollections([{ ...syntheticCollection(4, 2), name: 'Shelf' }], at);
    await store.replaceItems(
      4,
      ['A', 'B'].map((code, i) => ({
        itemId: i + 1,
        key: code,
        type: 'marketplace',
        code,
        postcode: '2000',
        domain: null,
        storeId: null,
        customId: null,
        createdAt: at,
        includeRawHtml: null,
        output: null,
      })),
      at,
    );
    await store.saveRuns(4, [syntheticRun(41), syntheticRun(42)], at);
    await store.archiveRun({ collectionId: 4, runId: 41 }, [
      factsOf([
        { asin: 'A', title: 'Tea\u0000 cups', price: '$10.00', availability: 'In stock' },
        { asin: 'B', price: '$5.00', availability: 'In stock' },
      ]),
    ]);
    await store.archiveRun({ collectionId: 4, runId: 42 }, [factsOf([{ asin: 'A', title: 'Tea cups', price: '$12.50', availability: 'Out of stock' }])]);
    const reader = db.reader.url;
    const read = <T extends pg.QueryResultRow>(text: string) => sql<T>(text, [source.account], reader.toString());

    expect(
      await read(`SELECT collection_name, item_key, latest_run_id, price, in_stock FROM desk.collection_items WHERE account = $1 ORDER BY item_key`),
    ).toEqual([
      { collection_name: 'Shelf', item_key: 'A', latest_run_id: 42, price: 12.5, in_stock: false },
      { collection_name: 'Shelf', item_key: 'B', latest_run_id: 41, price: 5, in_stock: true },
    ]);
    expect(await read(`SELECT run_id, position, code, title, price FROM desk.run_outputs WHERE account = $1 ORDER BY run_id, position`)).toEqual([
      { run_id: 41, position: 1, code: 'A', title: 'Tea\uFFFD cups', price: 10 },
      { run_id: 41, position: 2, code: 'B', title: null, price: 5 },
      { run_id: 42, position: 1, code: 'A', title: 'Tea cups', price: 12.5 },
    ]);
    expect(await read(`SELECT run_id, price FROM desk.item_history WHERE account = $1 AND collection_id = 4 AND item_key = 'A' ORDER BY at`)).toEqual([
      { run_id: 41, price: 10 },
      { run_id: 42, price: 12.5 },
    ]);
    expect(await read(`SELECT collection_name, run_id, archive, output_count FROM desk.runs WHERE account = $1 ORDER BY run_id`)).toEqual([
      { collection_name: 'Shelf', run_id: 41, archive: 'archived', output_count: 2 },
      { collection_name: 'Shelf', run_id: 42, archive: 'archived', output_count: 1 },
    ]);
    expect(
      await read(`SELECT run_a, run_b, item_key, price_a, price_b, delta, pct, change FROM desk.run_comparison WHERE account = $1 ORDER BY item_key`),
    ).toEqual([
      { run_a: 41, run_b: 42, item_key: 'A', price_a: 10, price_b: 12.5, delta: 2.5, pct: 25, change: 'stock-out' },
      { run_a: 41, run_b: 42, item_key: 'B', price_a: 5, price_b: null, delta: null, pct: null, change: 'missing' },
    ]);
    await expect(sql('SELECT count(*) FROM desk_store.outputs', [], reader)).rejects.toThrow(/permission denied for schema desk_store/);
    await expect(sql('CREATE TABLE desk.notes (note text)', [], reader)).rejects.toThrow(/permission denied for schema desk/);
  });
});
