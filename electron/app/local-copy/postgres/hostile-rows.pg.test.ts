// Rows a desk never wrote: anyone with the team copy's password (a teammate's script, a BI tool with too
// many rights) can put a record "junk", an unknown stage, a 10 MB title or a price of 2^63 cents into it.
// Each read answers the rest, through the real bridge router, and says how many rows it left out.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCopyMethods } from '../../../../shared/bridge/methods/local-copy.ts';
import type { Result } from '../../../../shared/bridge/result.ts';
import { createBridgeRouter } from '../../bridge/router.ts';
import type { CopyReads, CopyStore } from '../copy-store.ts';
import { localCopyHandlers } from '../local-copy-handlers.ts';
import type { LocalCopy } from '../local-copy.ts';
import { leftOutOf } from '../row-checks.ts';
import { testSource } from '../testing/both-stores.ts';
import { freshDatabase, type TestDatabase } from '../testing/pg-database.ts';
import { syntheticCollection, syntheticItem, syntheticRecords, syntheticRun } from '../testing/synthetic.ts';
import { createPostgresStore } from './pg-store.ts';

let db: TestDatabase;
let store: CopyStore;
let sql: pg.Client;
let sourceId = 0;
const at = '2026-03-01T00:00:00.000Z';
const C = 7;
const [R1, R2, R3] = [701, 702, 703];

/** The bridge as the renderer calls it: the real router and handlers over the team copy. */
const router = () =>
  createBridgeRouter(
    localCopyMethods,
    localCopyHandlers({
      localCopy: {
        read: (read: (reads: CopyReads) => Promise<unknown>) => read(store),
        sync: { notFound: () => false, status: async () => ({ lastSyncAt: at }) },
      } as unknown as LocalCopy,
    }),
    { log: () => {} },
  );
const call = async <T>(method: string, input: unknown): Promise<T> => {
  const result = (await router().invoke(method, input, { origin: 'ipc' })) as Result<T>;
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value;
};
/** Writes a row as another role would, bypassing the desk. */
const tamper = (text: string, values: unknown[] = []) => sql.query(text, [sourceId, ...values]);

beforeAll(async () => {
  db = await freshDatabase();
  const source = testSource();
  store = createPostgresStore({ settings: { connection: db.connection, tls: 'disable', password: db.password }, source, deskId: randomUUID(), log: () => {} });
  await store.saveCollections([syntheticCollection(C - 1), syntheticCollection(C), syntheticCollection(C + 1)], at);
  await store.replaceItems(C, [syntheticItem(1, 'A'), syntheticItem(2, 'B'), syntheticItem(3, 'C')], at);
  await store.saveRuns(C, [syntheticRun(R1), syntheticRun(R2), syntheticRun(R3)], at);
  for (const [runId, prices] of [
    [R1, { A: 10, B: 20, C: 30 }],
    [R2, { A: 11, B: 21, C: 31 }],
  ] as const) {
    await store.beginArchiveAttempt({ collectionId: C, runId }, at);
    await store.archiveRun({ collectionId: C, runId }, [syntheticRecords(prices)]);
  }
  sql = new pg.Client(db.url);
  await sql.connect();
  sourceId = (await sql.query<{ id: number }>('SELECT id FROM desk_store.sources WHERE account = $1', [source.account])).rows[0]!.id;
}, 60_000);

afterAll(async () => {
  await sql?.end();
  await store?.close();
  await db?.drop();
});

describe('rows of a team copy that cannot be used', () => {
  it('leave out a collection record "junk" and a record naming another collection, and list the rest', async () => {
    await tamper(`UPDATE desk_store.collections SET record = '"junk"'::jsonb WHERE source_id = $1 AND id = $2`, [C + 1]);
    const answer = await call<{ collections: { id: number }[]; unreadable?: number }>('localCopy.collections', {});
    expect(answer.collections.map((c) => c.id)).toEqual([C, C - 1]);
    expect(answer.unreadable).toBe(1);
    await tamper(`UPDATE desk_store.collections SET record = jsonb_set(record, '{id}', $2::text::jsonb) WHERE source_id = $1 AND id = $3`, [C, C - 1]);
    expect(await call('localCopy.collections', {})).toEqual({ collections: [expect.objectContaining({ id: C })], unreadable: 2 });
    // The one unreadable record says so in place; the others open.
    await expect(call('localCopy.collection', { collectionId: C + 1 })).rejects.toThrow(/could not be read/);
    expect(await call('localCopy.collection', { collectionId: C })).toMatchObject({ collection: { id: C } });
  });

  it('leave out a run of an unknown stage and an item of an unknown type, and count them', async () => {
    await tamper(`UPDATE desk_store.runs SET stage = 'exploded' WHERE source_id = $1 AND id = $2`, [R3]);
    await tamper(`UPDATE desk_store.items SET type = 'gadget' WHERE source_id = $1 AND item_id = 3`);
    const runs = await call<{ runs: { runId: number }[]; unreadable?: number }>('localCopy.runs', { collectionId: C });
    expect(runs.runs.map((r) => r.runId)).toEqual([R2, R1]);
    expect(runs.unreadable).toBe(1);
    const items = await call<{ items: { key: string; price: number | null }[]; unreadable?: number }>('localCopy.items', { collectionId: C });
    expect(items.items.map((i) => [i.key, i.price])).toEqual([
      ['A', 11],
      ['B', 21],
    ]);
    expect(items.unreadable).toBe(1);
  });

  it('leave out a price of 2^63 cents from every read that shows it, and keep a currency holding U+202E as text', async () => {
    await tamper(
      `UPDATE desk_store.outputs SET price = 9223372036854775807, currency = E'\\u202E$\\u0007'
       WHERE run_pk = (SELECT pk FROM desk_store.runs WHERE source_id = $1 AND id = $2) AND key = 'B'`,
      [R2],
    );
    const outputs = await call<{ outputs: { key: string }[]; unreadable?: number }>('localCopy.outputs', { collectionId: C, runId: R2 });
    expect(outputs.outputs.map((o) => o.key)).toEqual(['A', 'C']);
    expect(outputs.unreadable).toBe(1);
    const items = await call<{ items: { key: string; price: number | null }[]; unreadable?: number }>('localCopy.items', { collectionId: C });
    // B's latest output is the bad one: B shows without it.
    expect(items.items.find((i) => i.key === 'B')?.price).toBeNull();
    const history = await call<{ points: { runId: number; price: number | null }[]; unreadable?: number }>('localCopy.history', {
      collectionId: C,
      itemKey: 'B',
    });
    expect(history.points.map((p) => [p.runId, p.price])).toEqual([[R1, 20]]);
    expect(history.unreadable).toBe(1);
    const compare = await call<{ rows: { key: string }[]; unreadable?: number; totals: { items: number } }>('localCopy.compare', {
      collectionId: C,
      runA: R1,
      runB: R2,
    });
    expect(compare.rows.map((r) => r.key)).toEqual(['A', 'C']);
    expect(compare.unreadable).toBe(1);
    expect(compare.totals.items).toBe(2);
    // The regional view leaves B's region out (its product has no other) and says so.
    const regional = await call<{ rows: { code: string }[]; unreadable?: number; asOf: string | null }>('localCopy.regional', { collectionId: C });
    expect(regional.rows.map((r) => r.code)).toEqual(['A', 'C']);
    expect(regional.unreadable).toBe(1);
    expect(regional.asOf).toBe(at);
  });

  it('leave out a watch match of an unknown rule from the Changes inbox, and count it', async () => {
    const insert = (rule: string) =>
      tamper(
        `INSERT INTO desk_store.watch_matches (source_id, run_pk, collection_id, run_id, key, rule, value, code, price_before, price_after)
         SELECT $1, pk, collection_id, id, 'A', $3, 10, 'A', 1000, 800 FROM desk_store.runs WHERE source_id = $1 AND id = $2`,
        [R2, rule],
      );
    await insert('priceDownPct');
    await insert('sudo');
    const matches = await store.matches({}, 100);
    expect(matches.map((m) => m.rule)).toEqual(['priceDownPct']);
    expect(leftOutOf(matches)).toBe(1);
  });

  it('cut a 10 MB title to 2,000 characters before it crosses the wire, keeping the run and the item’s history readable', async () => {
    const title = 'T'.repeat(10 * 1024 * 1024);
    await tamper(
      `UPDATE desk_store.details SET fields = jsonb_set(fields, '{title}', to_jsonb($2::text))
       WHERE id = (SELECT o.detail_id FROM desk_store.outputs o JOIN desk_store.runs r ON r.pk = o.run_pk WHERE r.source_id = $1 AND r.id = $3 AND o.key = 'A')`,
      [title, R2],
    );
    const outputs = await call<{ outputs: { key: string; title: string | null; fields: Record<string, unknown> }[] }>('localCopy.outputs', {
      collectionId: C,
      runId: R2,
    });
    const a = outputs.outputs.find((o) => o.key === 'A');
    expect(a?.title).toHaveLength(2_000);
    // The record's own fields (exports) keep up to 20,000 characters of it.
    expect(String(a?.fields.title)).toHaveLength(20_000);
    expect(JSON.stringify(outputs).length).toBeLessThan(100_000);
    const items = await call<{ items: { key: string; title: string | null }[] }>('localCopy.items', { collectionId: C });
    expect(items.items.find((i) => i.key === 'A')?.title).toHaveLength(2_000);
    // The item page names it from its history: cut there too, and a brand that is not text reads as none.
    await tamper(
      `UPDATE desk_store.details SET fields = jsonb_set(fields, '{brand}', '{"x": 1}'::jsonb)
       WHERE id = (SELECT o.detail_id FROM desk_store.outputs o JOIN desk_store.runs r ON r.pk = o.run_pk WHERE r.source_id = $1 AND r.id = $2 AND o.key = 'A')`,
      [R2],
    );
    const history = await call<{ points: { runId: number; title: string | null; brand: string | null }[] }>('localCopy.history', {
      collectionId: C,
      itemKey: 'A',
    });
    const inR2 = history.points.find((p) => p.runId === R2);
    expect(inR2?.title).toHaveLength(2_000);
    expect(inR2?.brand).toBeNull();
    expect(JSON.stringify(history).length).toBeLessThan(100_000);
  });

  it('leave out of a run’s regions two items made one product of 10 MB codes, and archive the run', async () => {
    await tamper(
      `UPDATE desk_store.items SET code = repeat('X', 10 * 1024 * 1024), domain = 'm.com.au', postcode = CASE key WHEN 'A' THEN '2000' ELSE '3000' END
       WHERE source_id = $1 AND collection_id = $2 AND key IN ('A', 'B')`,
      [C],
    );
    await store.beginArchiveAttempt({ collectionId: C, runId: R3 }, at);
    expect(await store.archiveRun({ collectionId: C, runId: R3 }, [syntheticRecords({ A: 12, B: 22, C: 32 })])).toBe(3);
    const grouped = await tamper(
      'SELECT count(*)::int AS n FROM desk_store.run_products p JOIN desk_store.runs r ON r.pk = p.run_pk WHERE r.source_id = $1 AND r.id = $2',
      [R3],
    );
    expect(grouped.rows).toEqual([{ n: 0 }]);
  });
});
