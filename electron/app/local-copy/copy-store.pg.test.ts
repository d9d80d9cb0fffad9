// The store contract: the same tests against the embedded copy (node:sqlite) and a team copy (a real
// PostgreSQL server, the throwaway cluster of this test run). Whatever the sync engine writes and the
// screens read must answer the same from both.
import { afterAll, describe, expect, it } from 'vitest';
import type { CopyStore } from './copy-store.ts';
import { STOPPED_REASON, type RunListing } from './copy-model.ts';
import { factsOf } from './record-fields.ts';
import { bothStores } from './testing/both-stores.ts';
import { syntheticCollection, syntheticItem, syntheticRecords, syntheticRun } from './testing/synthetic.ts';

const stores = bothStores();
afterAll(() => stores.done());

const at = '2026-03-01T00:00:00.000Z';
/** A collection with items A, B, C and three finished runs (ids 11, 12, 13) listed, none archived. */
async function collectionWithRuns(store: CopyStore, id: number): Promise<RunListing[]> {
  await store.saveCollections([syntheticCollection(id, 3)], at);
  await store.replaceItems(id, [syntheticItem(1, 'A'), syntheticItem(2, 'B'), syntheticItem(3, 'C')], at);
  const runs = [11, 12, 13].map((n) => ({ ...syntheticRun(id * 100 + n) }));
  await store.saveRuns(id, runs, at);
  return runs;
}

describe.each(stores.cases)('the $name copy store', ({ open }) => {
  it('keeps collection records, says what changed, and drops those the service no longer lists', async () => {
    const store = await open();
    expect(await store.saveCollections([syntheticCollection(1), syntheticCollection(2)], at)).toBe(2);
    expect(await store.saveCollections([syntheticCollection(1), syntheticCollection(2)], at)).toBe(0);
    expect((await store.collections()).map((c) => c.id)).toEqual([2, 1]);
    expect(await store.collection(1)).toMatchObject({ id: 1, name: 'Collection 1' });
    expect(await store.collection(9)).toBeNull();
    // A complete list read from `listedFrom` on: collection 1 is gone at the service.
    const later = '2026-03-02T00:00:00.000Z';
    expect(await store.saveCollections([{ ...syntheticCollection(2), name: 'Renamed' }], later, later)).toBe(2);
    expect((await store.collections()).map((c) => [c.id, c.name])).toEqual([[2, 'Renamed']]);
    expect(await store.removeCollection(2)).toBe(true);
    expect(await store.removeCollection(2)).toBe(false);
    expect(await store.collections()).toEqual([]);
  });

  it('mirrors a collection’s items, compares them with the service’s list, and finds an item’s collection', async () => {
    const store = await open();
    await store.saveCollections([syntheticCollection(3)], at);
    const items = [syntheticItem(7, 'B000000007'), syntheticItem(8, 'B000000008')];
    expect(await store.itemsDiffer(3, items)).toBe(true);
    await store.replaceItems(3, items, at);
    expect(await store.itemsDiffer(3, [...items].reverse())).toBe(false);
    expect(await store.itemsDiffer(3, [items[0]!, { ...items[1]!, customId: 'mine' }])).toBe(true);
    expect(await store.itemsSynced(3)).toBe(true);
    expect(await store.storedFact(3)).toMatchObject({ id: 3, itemCount: 5000, itemsSyncedAt: at, runsSyncedAt: null, unfinished: false });
    expect(await store.collectionOfItem(8, 'marketplace')).toBe(3);
    expect(await store.collectionOfItem(8, 'partsstore')).toBeNull();
    const read = await store.items(3);
    expect(read.map((i) => [i.itemId, i.code, i.includeRawHtml, i.output, i.price, i.trend])).toEqual([
      [7, 'B000000007', false, 'JSON', null, []],
      [8, 'B000000008', false, 'JSON', null, []],
    ]);
  });

  it('lists runs, archives each once with its outputs in order, and gives history, trends and comparisons', async () => {
    const store = await open();
    const [r1, r2, r3] = await collectionWithRuns(store, 4);
    expect((await store.runsToArchive(at)).map((r) => r.id)).toEqual([r1!.id, r2!.id, r3!.id]);
    expect(await store.endedRunIds(4)).toEqual(new Set([r1!.id, r2!.id, r3!.id]));
    const archive = async (run: RunListing, prices: Record<string, number | 'out'>) => {
      const ref = { collectionId: 4, runId: run.id };
      expect(await store.beginArchiveAttempt(ref, at)).toBe(true);
      return store.archiveRun(ref, [syntheticRecords(prices)]);
    };
    expect(await archive(r1!, { A: 10, B: 20, C: 'out' })).toBe(3);
    // The same key twice in one run's files: the first record is kept.
    expect(await archive(r2!, { A: 12, B: 18, C: 5 })).toBe(3);
    expect(await store.archiveRun({ collectionId: 4, runId: r2!.id }, [syntheticRecords({ A: 99 })])).toBe(3);
    expect(await archive(r3!, { A: 12, D: 7 })).toBe(2);
    expect((await store.outputs(4, r2!.id)).map((o) => [o.code, o.price, o.inStock, o.fields.price])).toEqual([
      ['A', 12, true, '$12.00'],
      ['B', 18, true, '$18.00'],
      ['C', 5, true, '$5.00'],
    ]);
    expect((await store.runs(4)).map((r) => [r.runId, r.archive, r.outputCount])).toEqual([
      [r3!.id, 'archived', 2],
      [r2!.id, 'archived', 3],
      [r1!.id, 'archived', 3],
    ]);
    expect(await store.runsToArchive(at)).toEqual([]);

    // Each point names the item as that run's record did: the item page's title and brand.
    expect((await store.history(4, 'A')).map((p) => [p.runId, p.price, p.currency, p.title, p.brand])).toEqual([
      [r1!.id, 10, '$', 'Title of A', 'Acme'],
      [r2!.id, 12, '$', 'Title of A', 'Acme'],
      [r3!.id, 12, '$', 'Title of A', 'Acme'],
    ]);
    expect(await store.history(4, 'Z')).toEqual([]);

    const items = await store.items(4);
    expect(items.map((i) => [i.code, i.price, i.trend, i.outputRunId, i.outputOlder])).toEqual([
      ['A', 12, [10, 12, 12], r3!.id, false],
      // B failed in the newest run: its last known price, marked with its run.
      ['B', 18, [20, 18, null], r2!.id, true],
      ['C', 5, [9, 5, null], r2!.id, true],
    ]);

    const { a, b } = await store.compareRuns(4);
    expect([a.runId, b.runId]).toEqual([r2!.id, r3!.id]);
    const older = await store.compareRuns(4, r2!.id, r1!.id);
    expect([older.a.runId, older.b.runId]).toEqual([r1!.id, r2!.id]);
    expect((await store.compare(4, r1!.id, r2!.id)).map((r) => [r.code, r.change, r.delta, r.pct])).toEqual([
      ['A', 'up', 2, 20],
      ['B', 'down', -2, -10],
      ['C', 'stock-in', -4, -44.44],
    ]);
    expect((await store.compare(4, r2!.id, r3!.id)).map((r) => [r.code, r.title, r.change])).toEqual([
      ['A', 'Title of A', 'same'],
      ['B', 'Title of B', 'missing'],
      ['C', 'Title of C', 'missing'],
      ['D', 'Title of D', 'new'],
    ]);
    await expect(store.compareRuns(4, r1!.id, 999)).rejects.toThrow(/Run 999 of collection 4 is not in the local copy/);
    expect(await store.facts()).toMatchObject({ collections: 1, runs: 3, outputs: 8 });
  });

  it('keeps an archive state when a run is listed again, and archives a new run under an old id afresh', async () => {
    const store = await open();
    const [r1] = await collectionWithRuns(store, 5);
    const ref = { collectionId: 5, runId: r1!.id };
    await store.archiveRun(ref, [syntheticRecords({ A: 1 })]);
    expect(await store.saveRuns(5, [r1!], at)).toBe(false);
    expect((await store.run(5, r1!.id)).archive).toBe('archived');
    const moved = { ...r1!, created_at: '2026-06-01T00:00:00.000Z' };
    expect(await store.saveRuns(5, [moved], at)).toBe(true);
    expect(await store.run(5, r1!.id)).toMatchObject({ archive: 'pending', outputCount: 0, createdAt: moved.created_at });
    expect(await store.outputs(5, r1!.id)).toEqual([]);
  });

  it('marks a run that could not be archived with the reason and tries it again when its time comes', async () => {
    const store = await open();
    const [r1] = await collectionWithRuns(store, 6);
    const ref = { collectionId: 6, runId: r1!.id };
    await store.beginArchiveAttempt(ref, at);
    await store.markArchiveFailed(ref, 'r.zip is truncated.', '2026-03-01T01:00:00.000Z');
    expect(await store.run(6, r1!.id)).toMatchObject({ archive: 'failed', reason: 'r.zip is truncated.' });
    expect((await store.runsToArchive(at, 6)).map((r) => r.id)).not.toContain(r1!.id);
    expect(await store.beginArchiveAttempt(ref, at)).toBe(false);
    const due = await store.runsToArchive('2026-03-01T02:00:00.000Z', 6);
    expect(due.find((r) => r.id === r1!.id)).toMatchObject({ attempts: 1, collectionId: 6, kind: 'items' });
    // Begun three times and never ended (the desk stopped each time): not tried again.
    for (let n = 0; n < 3; n += 1) await store.beginArchiveAttempt(ref, '2026-03-01T02:00:00.000Z');
    expect((await store.runsToArchive('2026-03-01T02:00:00.000Z', 6)).map((r) => r.id)).not.toContain(r1!.id);
    expect(await store.run(6, r1!.id)).toMatchObject({ archive: 'failed', reason: STOPPED_REASON });
  });

  it('keeps results for the days set, keeps its meta, and says whether a run is under way', async () => {
    const store = await open();
    const [r1] = await collectionWithRuns(store, 8);
    await store.archiveRun({ collectionId: 8, runId: r1!.id }, [syntheticRecords({ A: 1, B: 2 })]);
    expect(await store.retentionDays()).toBeNull();
    expect(await store.applyRetention(new Date('2030-01-01'))).toBe(0);
    await store.setMeta('retention_days', '30');
    expect(await store.retentionDays()).toBe(30);
    expect(await store.applyRetention(new Date('2030-01-01'))).toBe(3);
    expect((await store.runs(8)).map((r) => [r.archive, r.outputCount])).toEqual([
      ['expired', 0],
      ['expired', 0],
      ['expired', 0],
    ]);
    expect(await store.outputs(8, r1!.id)).toEqual([]);
    await store.setMeta('retention_days', null);
    expect(await store.getMeta('retention_days')).toBeNull();

    await store.saveRuns(8, [{ ...syntheticRun(899), stage: 'processing', finished_at: null }], at);
    expect(await store.storedFact(8)).toMatchObject({ unfinished: true, runsSyncedAt: at });
  });

  it('gives a category scrape’s products as its items', async () => {
    const store = await open();
    await store.saveCollections([{ ...syntheticCollection(9), request_type: 'marketplace_category_scrape' }], at);
    const run = { ...syntheticRun(901), kind: 'category' as const };
    await store.saveRuns(9, [run], at);
    await store.archiveRun({ collectionId: 9, runId: run.id }, [syntheticRecords({ P1: 3, P2: 4 })]);
    expect((await store.items(9)).map((i) => [i.type, i.code, i.price, i.title])).toEqual([
      ['category', 'P1', 3, 'Title of P1'],
      ['category', 'P2', 4, 'Title of P2'],
    ]);
  });

  it('keeps a 10 MB title from the service to 20,000 characters, shows 2,000 of it, and no price past a billion', async () => {
    const store = await open();
    const [run] = await collectionWithRuns(store, 9);
    const ref = { collectionId: 9, runId: run!.id };
    await store.beginArchiveAttempt(ref, at);
    const huge = { asin: 'A', title: 'T'.repeat(10 * 1024 * 1024), price: '$92,233,720,368,547,760.00', currency: 'A$', availability: 'In stock' };
    await store.archiveRun(ref, [factsOf([huge, { asin: 'B', title: 'Fine', price: '$12.00', availability: 'In stock' }])]);
    const outputs = await store.outputs(9, run!.id);
    expect(outputs.map((o) => [o.key, o.title?.length, String(o.fields.title).length, o.price])).toEqual([
      ['A', 2_000, 20_000, null],
      ['B', 4, 4, 12],
    ]);
    expect((await store.items(9)).map((i) => [i.key, i.title?.length ?? null, i.price])).toEqual([
      ['A', 2_000, null],
      ['B', 4, 12],
      ['C', null, null],
    ]);
  });
});
