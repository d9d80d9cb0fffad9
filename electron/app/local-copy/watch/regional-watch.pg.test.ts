// The regional watch rules on both stores: declared once (regional-rules.ts), decided in each dialect's SQL,
// told in the run a spread widens past its value or stock splits between regions, with the regions named.
import { afterAll, describe, expect, it } from 'vitest';
import type { WatchRule } from '../../../../shared/watch/watch-rules.ts';
import type { CopyStore } from '../copy-store.ts';
import { factsOf, regionKey } from '../record-fields.ts';
import { bothStores } from '../testing/both-stores.ts';
import { syntheticCollection, syntheticItem, syntheticRun } from '../testing/synthetic.ts';
import { saveRules } from './watch-rules-store.ts';

const stores = bothStores();
afterAll(() => stores.done());

const at = '2026-03-01T00:00:00.000Z';
const d = 'marketplace.com.au';
const ITEMS: [string, string][] = [
  ['X', '2000'],
  ['X', '3000'],
  ['X', '4000'],
  ['Y', '2000'],
  ['Y', '3000'],
  ['Z', '2000'],
  ['Z', '3000'],
  ['W', '2000'],
];
type Price = number | `${number} out`;
/** Per run, each product's price per postcode in item order (`'5 out'`: out of stock at 5.00; missing: the item failed). */
const RUNS: Record<string, Price[]>[] = [
  { X: [10, 11, 12], Y: [10, 10.5], Z: [5, '5 out'], W: [10] },
  { X: [10, 11.5, 10.5], Y: [10, 11], Z: [5, 5], W: [20] },
  { X: [10, 10.5, 10.2], Y: [10, 11.2], Z: ['5 out', 5], W: [30] },
  { X: [10, 12], Y: [10, 11.2], Z: ['5 out', 5], W: [40] },
];
const RULES: WatchRule[] = [
  { kind: 'regionalSpread', value: 10 },
  { kind: 'regionalStock', value: null },
];

/** An item of ASIN `asin` at a postcode of the domain. */
const regionItem = (n: number, asin: string, postcode: string) => ({ ...syntheticItem(n, asin), key: regionKey(asin, d, postcode), postcode });
/** A result record of `asin` at a postcode: its price, in stock or out. */
const marketRecord = (asin: string, postcode: string, price: number, out = false) => ({
  asin,
  domain: d,
  postcode,
  title: `Title of ${asin}`,
  price: `$${price.toFixed(2)}`,
  availability: out ? 'Currently unavailable.' : 'In stock',
});

async function watchedCollection(store: CopyStore, rules: WatchRule[]): Promise<number[]> {
  await store.saveCollections([syntheticCollection(3, ITEMS.length)], at);
  await store.replaceItems(
    3,
    ITEMS.map(([asin, postcode], n) => ({ ...syntheticItem(n + 1, asin), key: regionKey(asin, d, postcode), postcode })),
    at,
  );
  await saveRules(store, 3, rules);
  const ids = RUNS.map((_, n) => 301 + n);
  // Runs finish after the copy was made (watch_from): they are news.
  await store.saveRuns(
    3,
    ids.map((id) => ({ ...syntheticRun(id), created_at: `2099-01-0${id - 300}T00:00:00.000Z`, finished_at: `2099-01-0${id - 300}T00:00:00.000Z` })),
    at,
  );
  for (const [n, prices] of RUNS.entries()) {
    const records = Object.entries(prices).flatMap(([asin, list]) =>
      list.map((p, i) => {
        const out = typeof p === 'string';
        const postcode = ITEMS.filter(([a]) => a === asin)[i]![1];
        return {
          asin,
          domain: d,
          postcode,
          title: `Title of ${asin}`,
          price: `$${parseFloat(String(p)).toFixed(2)}`,
          availability: out ? 'Currently unavailable.' : 'In stock',
        };
      }),
    );
    await store.archiveRun({ collectionId: 3, runId: ids[n]! }, [factsOf(records)]);
  }
  await store.evaluateWatch();
  return ids;
}

describe.each(stores.cases)('regional watch rules in the $name copy store', ({ open }) => {
  it('tell a spread the run it reaches the value, and stock split between regions the run it starts, naming the regions', async () => {
    const store = await open();
    const [r1, r2, r3, r4] = await watchedCollection(store, RULES);
    const matches = await store.matches({ collectionId: 3 }, null);
    // Oldest run first, each run's lines by item.
    const lines = matches.map((m) => [m.runId, m.code, m.rule, m.itemKey, m.priceBefore, m.priceAfter, m.regions] as const);
    expect([...lines].sort((a, b) => a[0] - b[0] || a[3].localeCompare(b[3]))).toEqual([
      // Run 1: X spreads 20 % (10.00 at 2000, 12.00 at 4000); Z is out at 3000 only. Y's 5 % and W's one region: nothing.
      [r1, 'X', 'regionalSpread', `X@${d}@2000`, 10, 12, 'cheapest 2000 · dearest 4000'],
      [r1, 'Z', 'regionalStock', `Z@${d}@2000`, 5, 5, 'in stock at 2000 · out at 3000'],
      // Run 2: Y reaches exactly 10 %; X stays wide (told already); Z is in everywhere.
      [r2, 'Y', 'regionalSpread', `Y@${d}@2000`, 10, 11, 'cheapest 2000 · dearest 3000'],
      // Run 3: Z splits again (out at 2000 now); X narrowed to 5 %, Y stays wide.
      [r3, 'Z', 'regionalStock', `Z@${d}@2000`, 5, 5, 'in stock at 3000 · out at 2000'],
      // Run 4: X widens again over the regions priced in the run (4000 failed).
      [r4, 'X', 'regionalSpread', `X@${d}@2000`, 10, 12, 'cheapest 2000 · dearest 3000'],
    ]);
    expect(matches.find((m) => m.rule === 'regionalStock')).toMatchObject({ title: 'Title of Z', currency: '$', value: null });
    expect(matches.find((m) => m.rule === 'regionalSpread')).toMatchObject({ value: 10, availabilityBefore: 'In stock' });
    expect((await store.matchFacets()).rules.map((r) => [r.rule, r.count]).sort()).toEqual([
      ['regionalSpread', 3],
      ['regionalStock', 2],
    ]);
  });

  it('judge the run before on the regions it held when it was archived: a region removed since does not make a wide spread news again', async () => {
    const store = await open();
    const item = (n: number, postcode: string) => regionItem(n, 'X', postcode);
    const record = (postcode: string, price: number) => marketRecord('X', postcode, price);
    await store.saveCollections([syntheticCollection(4, 3)], at);
    await store.replaceItems(4, [item(1, '2000'), item(2, '3000'), item(3, '4000')], at);
    await saveRules(store, 4, RULES);
    const run = (id: number) => ({ ...syntheticRun(id), created_at: `2099-02-0${id - 400}T00:00:00.000Z`, finished_at: `2099-02-0${id - 400}T00:00:00.000Z` });
    await store.saveRuns(4, [run(401)], at);
    await store.archiveRun({ collectionId: 4, runId: 401 }, [factsOf([record('2000', 10), record('3000', 20), record('4000', 10.5)])]);
    await store.evaluateWatch();
    // The item at 3000 leaves the collection; the next run is as wide between the two left (10.00 and 20.00).
    await store.replaceItems(4, [item(1, '2000'), item(3, '4000')], at);
    await store.saveRuns(4, [run(401), run(402)], at);
    await store.archiveRun({ collectionId: 4, runId: 402 }, [factsOf([record('2000', 10), record('4000', 20)])]);
    await store.evaluateWatch();
    const matches = await store.matches({ collectionId: 4 }, null);
    expect(matches.map((m) => [m.runId, m.rule, m.priceBefore, m.priceAfter, m.regions])).toEqual([
      [401, 'regionalSpread', 10, 20, 'cheapest 2000 · dearest 3000'],
    ]);
  });

  it('tell a spread by an amount the run it reaches it: 2.00 between regions, not Y’s 10 % of 1.00', async () => {
    const store = await open();
    const [r1, , , r4] = await watchedCollection(store, [{ kind: 'regionalSpreadBy', value: 1.5 }]);
    const matches = await store.matches({ collectionId: 3 }, null);
    // X: 2.00 in run 1, 1.50 in run 2 (still wide: told already), 0.50 in run 3, 2.00 again in run 4. Y never reaches 1.50.
    expect(matches.map((m) => [m.runId, m.code, m.rule, m.value, m.priceBefore, m.priceAfter, m.regions]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [r1, 'X', 'regionalSpreadBy', 1.5, 10, 12, 'cheapest 2000 · dearest 4000'],
      [r4, 'X', 'regionalSpreadBy', 1.5, 10, 12, 'cheapest 2000 · dearest 3000'],
    ]);
  });

  it('keep a product’s state through a run in which one of its two regions failed: a spread and a split that stay are told once', async () => {
    const store = await open();
    await store.saveCollections([syntheticCollection(6, 4)], at);
    await store.replaceItems(6, [regionItem(1, 'X', '2000'), regionItem(2, 'X', '3000'), regionItem(3, 'Z', '2000'), regionItem(4, 'Z', '3000')], at);
    await saveRules(store, 6, RULES);
    const run = (id: number) => ({ ...syntheticRun(id), created_at: `2099-04-0${id - 600}T00:00:00.000Z`, finished_at: `2099-04-0${id - 600}T00:00:00.000Z` });
    const full = [marketRecord('X', '2000', 10), marketRecord('X', '3000', 12), marketRecord('Z', '2000', 5), marketRecord('Z', '3000', 5, true)];
    // Run 602: the items at 2000 failed; run 603 is as run 601.
    for (const [id, records] of [
      [601, full],
      [602, [marketRecord('X', '3000', 12), marketRecord('Z', '3000', 5, true)]],
      [603, full],
    ] as const) {
      await store.saveRuns(
        6,
        [run(601), run(602), run(603)].filter((r) => r.id <= id),
        at,
      );
      await store.archiveRun({ collectionId: 6, runId: id }, [factsOf([...records])]);
      await store.evaluateWatch();
    }
    const matches = await store.matches({ collectionId: 6 }, null);
    expect(matches.map((m) => [m.runId, m.code, m.rule]).sort()).toEqual([
      [601, 'X', 'regionalSpread'],
      [601, 'Z', 'regionalStock'],
    ]);
  });

  it('count two stores at one postcode as one region, the first store there, as the Regional tab does', async () => {
    const store = await open();
    const item = (itemId: number, sku: string, storeId: string, postcode: string) => ({
      ...syntheticItem(itemId, sku),
      key: `${sku}@${storeId}`,
      type: 'officestore' as const,
      domain: null,
      storeId,
      postcode,
    });
    await store.saveCollections([{ ...syntheticCollection(5, 5), request_type: 'officestore' }], at);
    // S1 at two stores of 2000 and one of 3000; S2 at two stores of 2000 only.
    await store.replaceItems(
      5,
      [item(1, 'S1', 'A', '2000'), item(2, 'S1', 'B', '2000'), item(3, 'S1', 'C', '3000'), item(4, 'S2', 'A', '2000'), item(5, 'S2', 'B', '2000')],
      at,
    );
    await saveRules(store, 5, RULES);
    await store.saveRuns(5, [{ ...syntheticRun(501), created_at: '2099-03-01T00:00:00.000Z', finished_at: '2099-03-01T00:00:00.000Z' }], at);
    const record = (sku: string, storeId: string, postcode: string, price: number, out = false) => ({
      sku,
      store_id: storeId,
      postcode,
      title: `Title of ${sku}`,
      price: `$${price.toFixed(2)}`,
      availability: out ? 'Out of stock' : 'In stock',
    });
    await store.archiveRun({ collectionId: 5, runId: 501 }, [
      factsOf([
        record('S1', 'A', '2000', 10),
        record('S1', 'B', '2000', 20, true),
        record('S1', 'C', '3000', 10.5),
        record('S2', 'A', '2000', 10),
        record('S2', 'B', '2000', 20, true),
      ]),
    ]);
    await store.evaluateWatch();
    // S1 is 10.00 at 2000 (store A) and 10.50 at 3000: 5 %, in stock at both. S2 sits at one postcode: no region to compare.
    expect(await store.matches({ collectionId: 5 }, null)).toEqual([]);
  });

  it('find nothing regional when only the compared rules are on, and nothing compared when only the regional ones are', async () => {
    const store = await open();
    await watchedCollection(store, [{ kind: 'priceUpPct', value: 50 }]);
    expect((await store.matches({ collectionId: 3 }, null)).map((m) => [m.code, m.rule])).toEqual([
      ['W', 'priceUpPct'],
      ['W', 'priceUpPct'],
    ]);
  });
});
