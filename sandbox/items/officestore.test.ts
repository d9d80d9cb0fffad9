import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection } from '../../shared/api/collections.ts';
import type { OfficestoreItem } from '../../shared/api/officestore-items.ts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { activePostcode, dataOf, DOMAIN_IDS, newCollection, secondUser } from './item-test-kit.ts';

let sb: TestSandbox;
let zip2150: number;
beforeAll(async () => {
  sb = await startTestSandbox({ users: 2 });
  zip2150 = await activePostcode(sb, DOMAIN_IDS.officestore, '2150');
  await activePostcode(sb, DOMAIN_IDS.officestore, '3000');
});
afterAll(async () => {
  await sb.close();
});

interface Batch {
  success_count: number;
  error_rows: { row?: number; sku?: string; error: string }[];
}
const O = 'schedules/officestore/sku/';
const create = (body: Record<string, unknown>) => sb.call(`${O}create/`, body);

describe('schedules/officestore/sku/create/', () => {
  it('adds a SKU at the nearest store to the postcode by default', async () => {
    const collection = await newCollection(sb, 'officestore');
    const item = dataOf<OfficestoreItem>(await create({ collection, sku: '00123456', customer_postcode: '2150' }));
    expect(item).toMatchObject({ sku: '00123456', store_id: 'W411', customer_postcode: '2150', collection });
    expect(item.created_at).toMatch(/Z$/);
    expect(dataOf<Collection>(await sb.call('schedules/get_schedule/', { collection_id: collection })).status).toBe('enable');
  });

  it('takes a given store_id and a Zipcode row id', async () => {
    const collection = await newCollection(sb, 'officestore');
    const item = dataOf<OfficestoreItem>(await create({ collection, sku: '1', customer_postcode: zip2150, store_id: 'W301' }));
    expect(item).toMatchObject({ store_id: 'W301', customer_postcode: '2150' });
  });

  it('rejects an unknown store_id with 400', async () => {
    const collection = await newCollection(sb, 'officestore');
    expect(await create({ collection, sku: '1', customer_postcode: '2150', store_id: 'W999' })).toEqual({
      status: 0,
      code: 400,
      data: 'Unknown store_id "W999"; see settings/officestore/stores/ for the store ids.',
    });
  });

  it('rejects a postcode not registered and active for officestore.com.au with 400', async () => {
    const collection = await newCollection(sb, 'officestore');
    expect(await create({ collection, sku: '1', customer_postcode: '4000' })).toMatchObject({ code: 400 });
    const parts = await activePostcode(sb, DOMAIN_IDS.partsstore, '2150');
    expect(await create({ collection, sku: '1', customer_postcode: parts })).toEqual({
      status: 0,
      code: 400,
      data: `Zipcode ${parts} is not one of your postcodes for officestore.com.au.`,
    });
  });

  it('rejects the same sku twice in a collection with 409', async () => {
    const collection = await newCollection(sb, 'officestore');
    dataOf(await create({ collection, sku: '555', customer_postcode: '2150' }));
    expect(await create({ collection, sku: '555', customer_postcode: '3000' })).toEqual({
      status: 0,
      code: 409,
      data: 'SKU 555 already exists in this collection.',
    });
  });

  it("rejects a SKU for another type of collection with 400 and another user's collection with 404", async () => {
    const parts = await newCollection(sb, 'partsstore');
    expect(await create({ collection: parts, sku: '1', customer_postcode: '2150' })).toMatchObject({ code: 400 });
    const theirs = await newCollection(sb, 'officestore', secondUser(sb));
    expect(await create({ collection: theirs, sku: '1', customer_postcode: '2150' })).toMatchObject({ code: 404 });
  });

  it('rejects the 5001st SKU of a collection', async () => {
    const collection = await newCollection(sb, 'officestore');
    const csv = ['sku,customer_postcode,store_id', ...Array.from({ length: 5000 }, (_, i) => `S${i},2150,`)].join('\n');
    expect(dataOf<Batch>(await sb.upload(`${O}create/bulk/`, { collection_id: String(collection) }, csv)).success_count).toBe(5000);
    expect(await create({ collection, sku: 'S-extra', customer_postcode: '2150' })).toMatchObject({
      code: 400,
      data: 'The collection already holds 5000 items, the most a collection can hold.',
    });
  });
});

describe('schedules/officestore/sku/create/multiple/ and create/bulk/', () => {
  it('adds comma-separated SKUs with one postcode, domain and store; duplicates go to error_rows', async () => {
    const collection = await newCollection(sb, 'officestore');
    const result = dataOf<Batch>(await sb.call(`${O}create/multiple/`, { collection, skus: '1,2,2', customer_postcode: '3000', domain: 'officestore.com.au' }));
    expect(result).toEqual({ success_count: 2, error_rows: [{ sku: '2', error: 'SKU 2 already exists in this collection.' }] });
    const listed = dataOf<{ items: OfficestoreItem[] }>(await sb.call(`${O}list/`, { collection_id: collection }));
    expect(listed.items.map((i) => i.store_id)).toEqual(['W301', 'W301']);
  });

  it('puts every SKU into error_rows for another domain, an unknown store or an unregistered postcode', async () => {
    const collection = await newCollection(sb, 'officestore');
    const wrongDomain = dataOf<Batch>(
      await sb.call(`${O}create/multiple/`, { collection, skus: '1,2', customer_postcode: '3000', domain: 'partsstore.com.au' }),
    );
    expect(wrongDomain.error_rows.map((r) => r.error)).toEqual([
      'Domain "partsstore.com.au" is not the officestore domain (officestore.com.au).',
      'Domain "partsstore.com.au" is not the officestore domain (officestore.com.au).',
    ]);
    const badStore = dataOf<Batch>(await sb.call(`${O}create/multiple/`, { collection, skus: '1', customer_postcode: '3000', store_id: 'X1' }));
    expect(badStore.error_rows).toEqual([{ sku: '1', error: 'Unknown store_id "X1"; see settings/officestore/stores/ for the store ids.' }]);
    const unregistered = dataOf<Batch>(await sb.call(`${O}create/multiple/`, { collection, skus: '1', customer_postcode: '6000' }));
    expect(unregistered.success_count).toBe(0);
  });

  it('reads a bulk CSV with store ids (empty = nearest) and reports bad rows by number', async () => {
    const collection = await newCollection(sb, 'officestore');
    const csv = 'sku,customer_postcode,store_id\n00123456,2150,W402\n4455667,3000,\n777,3000,W999\n888,7000,\n00123456,3000,\n';
    const result = dataOf<Batch>(await sb.upload(`${O}create/bulk/`, { collection_id: String(collection) }, csv));
    expect(result).toEqual({
      success_count: 2,
      error_rows: [
        { row: 3, sku: '777', error: 'Unknown store_id "W999"; see settings/officestore/stores/ for the store ids.' },
        { row: 4, sku: '888', error: 'Postcode 7000 is not registered for officestore.com.au; add it on the Postcodes page and wait until it is active.' },
        { row: 5, sku: '00123456', error: 'SKU 00123456 already exists in this collection.' },
      ],
    });
    const listed = dataOf<{ items: OfficestoreItem[] }>(await sb.call(`${O}list/`, { collection_id: collection }));
    expect(listed.items.map((i) => [i.sku, i.store_id, i.customer_postcode])).toEqual([
      ['4455667', 'W301', '3000'],
      ['00123456', 'W402', '2150'],
    ]);
  });

  it('refuses a bulk CSV of more than 5000 rows with 400, inserting nothing', async () => {
    const collection = await newCollection(sb, 'officestore');
    const csv = ['sku,customer_postcode,store_id', ...Array.from({ length: 5001 }, (_, i) => `S${i},2150,`)].join('\n');
    expect(await sb.upload(`${O}create/bulk/`, { collection_id: String(collection) }, csv)).toMatchObject({ code: 400 });
    expect(dataOf<{ total: number }>(await sb.call(`${O}list/`, { collection_id: collection })).total).toBe(0);
  });
});

describe('schedules/officestore/sku/list/, get/, update/, delete/', () => {
  it('lists {total, skip, limit, items} newest first with a default limit of 20', async () => {
    const collection = await newCollection(sb, 'officestore');
    const skus = Array.from({ length: 22 }, (_, i) => `K${i}`).join(',');
    dataOf(await sb.call(`${O}create/multiple/`, { collection, skus, customer_postcode: '2150' }));
    const page = dataOf<{ total: number; skip: number; limit: number; items: OfficestoreItem[] }>(await sb.call(`${O}list/`, { collection_id: collection }));
    expect(page).toMatchObject({ total: 22, skip: 0, limit: 20 });
    expect(page.items).toHaveLength(20);
    expect(page.items[0]?.sku).toBe('K21');
    expect(await sb.call(`${O}list/`, { collection_id: collection }, secondUser(sb))).toMatchObject({ code: 404 });
  });

  it('gets, updates and deletes a SKU item; missing or foreign ones are 404', async () => {
    const collection = await newCollection(sb, 'officestore');
    const item = dataOf<OfficestoreItem>(await create({ collection, sku: 'G-1', customer_postcode: '2150' }));
    expect(dataOf<OfficestoreItem>(await sb.call(`${O}get/`, { sku_id: item.id }))).toEqual(item);
    const updated = dataOf<OfficestoreItem>(await sb.call(`${O}update/`, { sku_id: item.id, store_id: 'W415', customer_postcode: '3000' }));
    expect(updated).toMatchObject({ id: item.id, sku: 'G-1', store_id: 'W415', customer_postcode: '3000' });
    expect(await sb.call(`${O}update/`, { sku_id: item.id, store_id: 'NOPE' })).toMatchObject({ code: 400 });
    expect(await sb.call(`${O}get/`, { sku_id: item.id }, secondUser(sb))).toEqual({ status: 0, code: 404, data: 'SKU not found.' });
    expect(await sb.call(`${O}delete/`, { sku_id: item.id }, secondUser(sb))).toMatchObject({ code: 404 });
    expect(dataOf<string>(await sb.call(`${O}delete/`, { sku_id: item.id }))).toMatch(/deleted/i);
    expect(await sb.call(`${O}get/`, { sku_id: item.id })).toMatchObject({ code: 404 });
  });
});
