import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareRuns, queryCompare, queryHistory, queryItems, queryOutputs, queryRuns } from '../sqlite/local-queries.ts';
import { serviceContract } from '../../../../shared/api/contract.ts';
import { archivePending, backgroundPass, syncCollection, type SyncTarget } from './local-sync.ts';
import { applyRetention, setMeta } from '../sqlite/local-writes.ts';
import { waitFor } from '../../../../sandbox/testing/test-sandbox.ts';
import { marketplaceOf, runToEnd, startStoreKit, type StoreKit } from '../testing/store-kit.ts';

let kit: StoreKit;
let collectionId = 0;
const runIds: number[] = [];

beforeAll(async () => {
  kit = await startStoreKit();
  collectionId = await marketplaceOf(kit.sb, 60);
  for (let i = 0; i < 2; i += 1) runIds.push((await runToEnd(kit.sb, collectionId)).id);
}, 60_000);

afterAll(async () => {
  kit.db.close();
  await kit.sb.close();
});

/** The on-disk folder of a sandbox run's result files. */
const resultDir = (runId: number) => join(kit.sb.sandbox.dataDir, 'results', String(collectionId), String(runId));

describe('the local copy, synced from the sandbox over loopback', () => {
  it('mirrors every item and archives each finished run from its ZIP, once', async () => {
    await syncCollection(kit.target, collectionId, { items: true, runs: true });
    const items = queryItems(kit.db, collectionId);
    expect(items).toHaveLength(60);
    expect(items[0]).toMatchObject({ type: 'marketplace', code: 'B000000000', postcode: '2000', domain: 'marketplace.com.au' });
    const runs = queryRuns(kit.db, collectionId);
    expect(runs.map((r) => r.runId)).toEqual([...runIds].reverse());
    for (const run of runs) {
      expect(run).toMatchObject({ archive: 'archived', reason: null });
      expect(run.outputCount).toBe(run.processedCount);
    }
    // One request per run: the all-pages ZIP, not its pages.
    expect(kit.fileRequests).toHaveLength(2);
    expect(kit.fileRequests.every((p) => p.endsWith('_All_Pages.zip'))).toBe(true);

    await syncCollection(kit.target, collectionId, { items: false, runs: true });
    await backgroundPass(kit.target);
    expect(kit.fileRequests).toHaveLength(2);
  });

  it('says the collections changed only when they did', async () => {
    await backgroundPass(kit.target);
    let from = kit.changes.length;
    await backgroundPass(kit.target);
    expect(kit.changes.slice(from).filter((c) => c.what === 'collections')).toEqual([]);
    await kit.sb.call('schedules/update_schedule/', { collection_id: collectionId, name: 'Weekly Prices (renamed)' });
    from = kit.changes.length;
    await backgroundPass(kit.target);
    expect(kit.changes.slice(from).filter((c) => c.what === 'collections')).toEqual([{ collectionId: null, what: 'collections' }]);
  });

  it('gives items their latest price and a trend, typed', () => {
    const withPrice = queryItems(kit.db, collectionId).filter((i) => i.price !== null);
    expect(withPrice.length).toBeGreaterThan(50);
    for (const item of withPrice) {
      expect(item.currency).toBe('$');
      expect(item.price).toBeGreaterThan(0);
      expect(item.trend.length).toBe(2);
      expect(item.title).toEqual(expect.any(String));
      expect(typeof item.inStock).toBe('boolean');
    }
  });

  it('answers an item’s history across runs and compares the last two runs in SQL', () => {
    for (const key of ['B000000001', 'B000000007', 'B000000042']) {
      const seen = runIds.flatMap((runId) =>
        queryOutputs(kit.db, runId)
          .filter((o) => o.key === key)
          .map((o) => ({ runId, price: o.price })),
      );
      const history = queryHistory(kit.db, collectionId, key);
      expect(history.map((p) => ({ runId: p.runId, price: p.price }))).toEqual(seen);
      expect(history.every((p) => p.at !== '' && p.currency === '$')).toBe(true);
    }
    expect(queryHistory(kit.db, collectionId, 'B999999999')).toEqual([]);

    const { a, b } = compareRuns(kit.db, collectionId);
    expect([a.runId, b.runId]).toEqual(runIds);
    const rows = queryCompare(kit.db, a.runId, b.runId);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    for (const row of rows) {
      if (row.change === 'up') expect(row.priceB!).toBeGreaterThan(row.priceA!);
      if (row.change === 'down') expect(row.priceB!).toBeLessThan(row.priceA!);
      if (row.change === 'new') expect(row.priceA).toBeNull();
      if (row.change === 'missing') expect(row.priceB).toBeNull();
      if (row.delta !== null) expect(row.delta).toBeCloseTo((row.priceB ?? 0) - (row.priceA ?? 0), 6);
    }
    // Prices move between runs in the sandbox: some go up, some down.
    expect(rows.some((r) => r.change === 'up' || r.change === 'down' || r.change === 'stock-in' || r.change === 'stock-out')).toBe(true);
  });

  it('keeps every field of the records for exports', () => {
    const outputs = queryOutputs(kit.db, runIds[0]!);
    expect(outputs[0]?.fields).toMatchObject({
      asin: expect.any(String),
      title: expect.any(String),
      price: expect.stringMatching(/^\$/),
      availability: expect.any(String),
    });
  });
});

describe('result files that cannot be archived', () => {
  const third = { id: 0, zip: '', good: new Uint8Array() };

  beforeAll(async () => {
    const run = await runToEnd(kit.sb, collectionId);
    third.id = run.id;
    third.zip = join(resultDir(run.id), decodeURIComponent(run.download_links.all_pages.split('/').pop() ?? ''));
    third.good = new Uint8Array(readFileSync(third.zip));
  }, 30_000);

  const attempt = async (bytes: Uint8Array | null): Promise<string | null> => {
    if (bytes === null) rmSync(third.zip);
    else writeFileSync(third.zip, bytes);
    kit.clock.now = new Date(kit.clock.now.getTime() + 24 * 3600_000);
    await syncCollection(kit.target, collectionId, { items: false, runs: true });
    const run = queryRuns(kit.db, collectionId).find((r) => r.runId === third.id);
    expect(run?.archive).toBe('failed');
    return run?.reason ?? null;
  };

  it('marks the run with the reason, keeps everything else, and archives it once the file is good', async () => {
    expect(await attempt(third.good.slice(0, third.good.length / 2))).toMatch(/is not a readable ZIP/);
    expect(await attempt(zipSync({ 'page_1.json': new TextEncoder().encode('[{"asin":"B1"}'), 'run.exe': new Uint8Array([77, 90]) }))).toMatch(
      /holds an unexpected entry: run\.exe/,
    );
    expect(await attempt(zipSync({ 'x_Page_1.json': new TextEncoder().encode('<html>') }))).toMatch(/x_Page_1\.json is not JSON/);
    expect(await attempt(zipSync({ 'x_Page_1.json': new TextEncoder().encode('[{"asin":"B1","title":"a"},{"asin"') }))).toMatch(/is truncated/);
    expect(await attempt(null)).toMatch(/is missing on the service/);
    // Nothing else was lost meanwhile.
    expect(
      queryRuns(kit.db, collectionId)
        .filter((r) => r.archive === 'archived')
        .map((r) => r.runId),
    ).toEqual([...runIds].reverse());
    expect(queryItems(kit.db, collectionId)).toHaveLength(60);

    // Not retried before its time…
    writeFileSync(third.zip, third.good);
    const before = kit.fileRequests.length;
    await archivePending(kit.target, collectionId);
    expect(kit.fileRequests.length).toBe(before);
    // …and archived once it comes.
    kit.clock.now = new Date(kit.clock.now.getTime() + 24 * 3600_000);
    await archivePending(kit.target, collectionId);
    expect(queryRuns(kit.db, collectionId).find((r) => r.runId === third.id)).toMatchObject({ archive: 'archived', reason: null });
  });
});

describe('retention', () => {
  it('removes outputs of runs older than the kept days, and never fetches them again', async () => {
    setMeta(kit.db, 'retention_days', '3');
    kit.clock.now = new Date(Date.now() + 30 * 24 * 3600_000);
    expect(applyRetention(kit.db, kit.clock.now)).toBeGreaterThan(0);
    const runs = queryRuns(kit.db, collectionId);
    expect(runs.every((r) => r.archive === 'expired' && r.outputCount === 0)).toBe(true);
    expect((kit.db.prepare('SELECT COUNT(*) AS n FROM outputs').get() as { n: number }).n).toBe(0);
    const before = kit.fileRequests.length;
    await syncCollection(kit.target, collectionId, { items: false, runs: true });
    expect(kit.fileRequests.length).toBe(before);
    expect(queryItems(kit.db, collectionId)).toHaveLength(60);
  });
});

describe('category scrapes', () => {
  it('archives a finished scrape from its JSON result, its products the collection’s items', async () => {
    const added = (
      await kit.sb.call('schedules/marketplace/category/add_schedule/', {
        category_url: 'https://www.marketplace.com.au/b/?node=4851799051',
        marketplace_node_id: '4851799051',
        domain: 'marketplace.com.au',
        postcode: '2000',
      })
    ).data as { id: number };
    const done = await waitFor(async () => {
      const [result] = (await kit.sb.call('schedules/marketplace/category/result/', { collection_id: added.id })).data as {
        stage: string;
        asin_count: number;
      }[];
      return result?.stage === 'done' ? result : undefined;
    });
    const before = kit.fileRequests.length;
    kit.clock.now = new Date();
    setMeta(kit.db, 'retention_days', null);
    await syncCollection(kit.target, added.id, { items: false, runs: true });
    const [run] = queryRuns(kit.db, added.id);
    expect(run).toMatchObject({ kind: 'category', stage: 'done', archive: 'archived', outputCount: done.asin_count });
    expect(kit.fileRequests.slice(before)).toEqual([expect.stringMatching(/category_asins\.json$/)]);
    const products = queryItems(kit.db, added.id);
    expect(products).toHaveLength(done.asin_count);
    expect(products[0]).toMatchObject({ type: 'category', price: expect.any(Number), title: expect.any(String) });
  }, 30_000);
});

describe('a pass that stops before a collection’s details', () => {
  it('reads them at the next pass: the copy keeps the facts it last synced with until then', async () => {
    await backgroundPass(kit.target);
    await kit.sb.call('schedules/marketplace/asin/create/multiple/', {
      collection: collectionId,
      domain: 'marketplace.com.au',
      customer_postcode: '2000',
      asins: 'B0LATE0001,B0LATE0002',
    });
    const cut = Object.assign(new Error('connection reset'), { kind: 'network' });
    const failingItems: SyncTarget = {
      ...kit.target,
      client: {
        ...kit.target.client,
        call: (endpoint, params) =>
          endpoint.path === serviceContract.marketplaceItems.list.path ? Promise.reject(cut) : kit.target.client.call(endpoint, params),
      },
    };
    await expect(backgroundPass(failingItems)).rejects.toThrow('connection reset');
    expect(queryItems(kit.db, collectionId).map((i) => i.code)).not.toContain('B0LATE0001');

    await backgroundPass(kit.target);
    expect(queryItems(kit.db, collectionId).map((i) => i.code)).toEqual(expect.arrayContaining(['B0LATE0001', 'B0LATE0002']));
  });
});
