// The regional view on both stores: one ASIN at several postcodes is several items whose prices never
// collide, grouped back into one product with its spread (the embedded copy and a team copy alike).
import { afterAll, describe, expect, it } from 'vitest';
import type { CopyStore } from './copy-store.ts';
import { factsOf, regionKey } from './record-fields.ts';
import { bothStores } from './testing/both-stores.ts';
import { syntheticCollection, syntheticItem, syntheticRun } from './testing/synthetic.ts';

const stores = bothStores();
afterAll(() => stores.done());

const at = '2026-03-01T00:00:00.000Z';
const d = 'marketplace.com.au';
const region = (itemId: number, asin: string, postcode: string) => ({ ...syntheticItem(itemId, asin), key: regionKey(asin, d, postcode), postcode });
/** A result record naming where it was priced; a price of null is out of stock with no price shown. */
const record = (asin: string, postcode: string, price: number | null, inStock = true) => ({
  asin,
  domain: d,
  postcode,
  title: `Title of ${asin}`,
  ...(price === null ? {} : { price: `$${price.toFixed(2)}` }),
  availability: inStock ? 'In stock' : 'Currently unavailable.',
});

/** X at three postcodes, Y at two, Z at one; run 91 prices them all, run 92 all but X at 3000 (it failed there). */
async function regionalCollection(store: CopyStore): Promise<void> {
  await store.saveCollections([syntheticCollection(9, 6)], at);
  await store.replaceItems(
    9,
    [region(1, 'X', '2000'), region(2, 'X', '3000'), region(3, 'X', '4000'), region(4, 'Y', '3000'), region(5, 'Y', '2000'), region(6, 'Z', '2000')],
    at,
  );
  await store.saveRuns(9, [syntheticRun(91), syntheticRun(92)], at);
  await store.archiveRun({ collectionId: 9, runId: 91 }, [
    factsOf([
      record('X', '2000', 10),
      record('X', '3000', 11),
      record('X', '4000', 12, false),
      record('Y', '3000', 5),
      record('Y', '2000', 5),
      record('Z', '2000', 7),
    ]),
  ]);
  await store.archiveRun({ collectionId: 9, runId: 92 }, [
    factsOf([record('X', '2000', 10.5), record('X', '4000', 9.99), record('Y', '3000', 4), record('Y', '2000', 6), record('Z', '2000', null, false)]),
  ]);
}

describe.each(stores.cases)('prices by region in the $name copy store', ({ open }) => {
  it('keeps one ASIN’s prices at two postcodes apart in one run, each with its own history', async () => {
    const store = await open();
    await regionalCollection(store);
    const outputs = await store.outputs(9, 91);
    expect(outputs.filter((o) => o.code === 'X').map((o) => [o.key, o.price])).toEqual([
      ['X@marketplace.com.au@2000', 10],
      ['X@marketplace.com.au@3000', 11],
      ['X@marketplace.com.au@4000', 12],
    ]);
    expect((await store.history(9, 'X@marketplace.com.au@2000')).map((p) => p.price)).toEqual([10, 10.5]);
    expect((await store.history(9, 'X@marketplace.com.au@3000')).map((p) => p.price)).toEqual([11]);
    expect((await store.items(9)).map((i) => [i.key, i.price])).toEqual([
      ['X@marketplace.com.au@2000', 10.5],
      ['X@marketplace.com.au@3000', 11],
      ['X@marketplace.com.au@4000', 9.99],
      ['Y@marketplace.com.au@3000', 4],
      ['Y@marketplace.com.au@2000', 6],
      ['Z@marketplace.com.au@2000', null],
    ]);
  });

  it('lists every product once with its latest output per postcode, the spread over the priced regions, and the cheapest and dearest', async () => {
    const store = await open();
    await regionalCollection(store);
    const { postcodes, rows } = await store.regional(9);
    expect(postcodes).toEqual(['2000', '3000', '4000']);
    expect(rows.map((r) => [r.productKey, r.title, r.spread, r.spreadPct, r.cheapest, r.dearest])).toEqual([
      // 11.00 (3000, from run 91: it failed there in 92) − 9.99 (4000) = 1.01, 10.11 % of 9.99.
      ['marketplace.com.au|X', 'Title of X', 1.01, 10.11, '4000', '3000'],
      ['marketplace.com.au|Y', 'Title of Y', 2, 50, '3000', '2000'],
      // One region, and no price in it: no spread.
      ['marketplace.com.au|Z', 'Title of Z', null, null, null, null],
    ]);
    expect(rows[0]?.regions).toEqual({
      '2000': { itemKey: 'X@marketplace.com.au@2000', price: 10.5, currency: '$', availability: 'In stock', inStock: true, runId: 92 },
      '3000': { itemKey: 'X@marketplace.com.au@3000', price: 11, currency: '$', availability: 'In stock', inStock: true, runId: 91 },
      '4000': { itemKey: 'X@marketplace.com.au@4000', price: 9.99, currency: '$', availability: 'In stock', inStock: true, runId: 92 },
    });
    expect(rows[2]?.regions['2000']).toMatchObject({ price: null, inStock: false, runId: 92 });
  });

  it('answers an empty view for a collection with no items', async () => {
    const store = await open();
    await store.saveCollections([syntheticCollection(10, 0)], at);
    expect(await store.regional(10)).toEqual({ postcodes: [], rows: [] });
  });
});
