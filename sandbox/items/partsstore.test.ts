import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection } from '../../shared/api/collections.ts';
import type { Part } from '../../shared/api/partsstore-items.ts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { activePostcode, dataOf, DOMAIN_IDS, newCollection, secondUser } from './item-test-kit.ts';

let sb: TestSandbox;
let zip2000: number;
beforeAll(async () => {
  sb = await startTestSandbox({ users: 2 });
  zip2000 = await activePostcode(sb, DOMAIN_IDS.partsstore, '2000');
  await activePostcode(sb, DOMAIN_IDS.partsstore, '0800');
});
afterAll(async () => {
  await sb.close();
});

interface Batch {
  success_count: number;
  error_rows: { row?: number; sku?: string; error: string }[];
}
const P = 'schedules/partsstore/sku/';
const create = (body: Record<string, unknown>) => sb.call(`${P}create/`, body);

describe('schedules/partsstore/sku/create/', () => {
  it('adds a part by postcode value, with created_at as YYYY-MM-DD HH:MM:SS, and promotes the draft collection', async () => {
    const collection = await newCollection(sb, 'partsstore');
    const part = dataOf<Part>(await create({ collection, sku: 'BRK-1042', customer_postcode: '2000' }));
    expect(part).toMatchObject({ sku: 'BRK-1042', customer_postcode: '2000', collection });
    expect(part.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(dataOf<Collection>(await sb.call('schedules/get_schedule/', { collection_id: collection })).status).toBe('enable');
  });

  it('adds a part by Zipcode row id (integer or digits)', async () => {
    const collection = await newCollection(sb, 'partsstore');
    expect(dataOf<Part>(await create({ collection, sku: 'A-1', customer_postcode: zip2000 })).customer_postcode).toBe('2000');
    expect(dataOf<Part>(await create({ collection, sku: 'A-2', customer_postcode: String(zip2000) })).customer_postcode).toBe('2000');
  });

  it('rejects a duplicate code + postcode in the collection with 409', async () => {
    const collection = await newCollection(sb, 'partsstore');
    dataOf(await create({ collection, sku: 'DUP-1', customer_postcode: '2000' }));
    expect(await create({ collection, sku: 'DUP-1', customer_postcode: '2000' })).toEqual({
      status: 0,
      code: 409,
      data: 'Part DUP-1 with postcode 2000 already exists in this collection.',
    });
    dataOf(await create({ collection, sku: 'DUP-1', customer_postcode: '0800' }));
  });

  it('rejects a malformed postcode with "Invalid postcode format." and an unregistered one with a clear 400', async () => {
    const collection = await newCollection(sb, 'partsstore');
    expect(await create({ collection, sku: 'X-1', customer_postcode: 'ABCD' })).toEqual({ status: 0, code: 400, data: 'Invalid postcode format.' });
    expect(await create({ collection, sku: 'X-1', customer_postcode: '3000' })).toEqual({
      status: 0,
      code: 400,
      data: 'Postcode 3000 is not registered for partsstore.com.au; add it on the Postcodes page and wait until it is active.',
    });
    const marketplaceZip = await activePostcode(sb, DOMAIN_IDS.marketplaceAu, '2000');
    expect(await create({ collection, sku: 'X-1', customer_postcode: marketplaceZip })).toMatchObject({ code: 400 });
  });

  it("rejects a part for a marketplace collection with 400 and another user's collection with 404", async () => {
    const marketplace = await newCollection(sb, 'marketplace');
    expect(await create({ collection: marketplace, sku: 'X-1', customer_postcode: '2000' })).toMatchObject({ code: 400 });
    const theirs = await newCollection(sb, 'partsstore', secondUser(sb));
    expect(await create({ collection: theirs, sku: 'X-1', customer_postcode: '2000' })).toMatchObject({ code: 404 });
  });

  it('rejects the 5001st part of a collection', async () => {
    const collection = await newCollection(sb, 'partsstore');
    const rows = ['sku,customer_postcode', ...Array.from({ length: 5000 }, (_, i) => `P${i},2000`)].join('\n');
    expect(dataOf<Batch>(await sb.upload(`${P}create/bulk/`, { collection_id: String(collection) }, rows)).success_count).toBe(5000);
    expect(await create({ collection, sku: 'ONE-MORE', customer_postcode: '2000' })).toEqual({
      status: 0,
      code: 400,
      data: 'The collection already holds 5000 items, the most a collection can hold.',
    });
    const more = dataOf<Batch>(await sb.call(`${P}create/multiple/`, { collection, skus: 'M1,M2', customer_postcode: '2000' }));
    expect(more.error_rows.map((r) => r.error)).toEqual([
      'The collection already holds 5000 items, the most a collection can hold.',
      'The collection already holds 5000 items, the most a collection can hold.',
    ]);
  });
});

describe('schedules/partsstore/sku/create/multiple/ and create/bulk/', () => {
  it('adds comma-separated codes with one postcode, reporting duplicates and over-long codes per code', async () => {
    const collection = await newCollection(sb, 'partsstore');
    const long = 'L'.repeat(65);
    const result = dataOf<Batch>(await sb.call(`${P}create/multiple/`, { collection, skus: `A, B ,,A,${long}`, customer_postcode: '2000' }));
    expect(result).toEqual({
      success_count: 2,
      error_rows: [
        { sku: 'A', error: 'Part A with postcode 2000 already exists in this collection.' },
        { sku: long, error: 'Part code is longer than 64 characters.' },
      ],
    });
  });

  it('puts every code into error_rows when the postcode is not registered', async () => {
    const collection = await newCollection(sb, 'partsstore');
    const result = dataOf<Batch>(await sb.call(`${P}create/multiple/`, { collection, skus: 'A,B', customer_postcode: '4000' }));
    expect(result.success_count).toBe(0);
    expect(result.error_rows).toHaveLength(2);
  });

  it('skips and reports bulk rows with unresolvable postcodes by row number, inserting the rest', async () => {
    const collection = await newCollection(sb, 'partsstore');
    const csv = 'sku,customer_postcode\r\nBRK-1,2000\r\nBRK-2,800\r\nBRK-3,9999\r\nBRK-4,20000\r\n,2000\r\n0045821,0800\r\n';
    const result = dataOf<Batch>(await sb.upload(`${P}create/bulk/`, { collection_id: String(collection) }, csv));
    expect(result).toEqual({
      success_count: 2,
      error_rows: [
        { row: 2, sku: 'BRK-2', error: 'Postcode 800 is not registered for partsstore.com.au; did the spreadsheet drop a leading zero (0800)?' },
        { row: 3, sku: 'BRK-3', error: 'Postcode 9999 is not registered for partsstore.com.au; add it on the Postcodes page and wait until it is active.' },
        { row: 4, sku: 'BRK-4', error: 'Invalid postcode format. "20000" is not a postcode of partsstore.com.au.' },
        { row: 5, sku: '', error: 'Part code is missing.' },
      ],
    });
    const listed = dataOf<{ items: Part[] }>(await sb.call(`${P}list/`, { collection_id: collection }));
    expect(listed.items.map((p) => [p.sku, p.customer_postcode])).toEqual([
      ['0045821', '0800'],
      ['BRK-1', '2000'],
    ]);
  });
});

describe('schedules/partsstore/sku/list/, get/, update/, delete/', () => {
  it("lists {total, skip, limit, items} newest first, 20 by default, of one collection or all the caller's", async () => {
    const a = await newCollection(sb, 'partsstore');
    const b = await newCollection(sb, 'partsstore');
    const codes = Array.from({ length: 25 }, (_, i) => `L${i}`).join(',');
    dataOf(await sb.call(`${P}create/multiple/`, { collection: a, skus: codes, customer_postcode: '2000' }));
    dataOf(await create({ collection: b, sku: 'ONLY-B', customer_postcode: '2000' }));
    const page = dataOf<{ total: number; skip: number; limit: number; items: Part[] }>(await sb.call(`${P}list/`, { collection_id: a }));
    expect(page).toMatchObject({ total: 25, skip: 0, limit: 20 });
    expect(page.items[0]?.sku).toBe('L24');
    const rest = dataOf<{ items: Part[] }>(await sb.call(`${P}list/`, { collection_id: a, skip: 20 }));
    expect(rest.items.map((p) => p.sku)).toEqual(['L4', 'L3', 'L2', 'L1', 'L0']);
    const all = dataOf<{ total: number; items: Part[] }>(await sb.call(`${P}list/`, { limit: 1 }));
    expect(all.items[0]?.sku).toBe('ONLY-B');
    const theirs = dataOf<{ total: number }>(await sb.call(`${P}list/`, {}, secondUser(sb)));
    expect(theirs.total).toBe(0);
  });

  it('gets, updates and deletes a part; missing or foreign ones are 404', async () => {
    const collection = await newCollection(sb, 'partsstore');
    const part = dataOf<Part>(await create({ collection, sku: 'U-1', customer_postcode: '2000' }));
    expect(dataOf<Part>(await sb.call(`${P}get/`, { sku_id: part.id }))).toEqual(part);
    const updated = dataOf<Part>(await sb.call(`${P}update/`, { sku_id: part.id, sku: 'U-2', customer_postcode: '0800' }));
    expect(updated).toMatchObject({ id: part.id, sku: 'U-2', customer_postcode: '0800' });
    expect(await sb.call(`${P}get/`, { sku_id: part.id }, secondUser(sb))).toEqual({ status: 0, code: 404, data: 'Part not found.' });
    expect(await sb.call(`${P}update/`, { sku_id: part.id, sku: 'Z' }, secondUser(sb))).toMatchObject({ code: 404 });
    expect(await sb.call(`${P}delete/`, { sku_id: part.id }, secondUser(sb))).toMatchObject({ code: 404 });
    expect(dataOf<string>(await sb.call(`${P}delete/`, { sku_id: part.id }))).toMatch(/deleted/i);
    expect(await sb.call(`${P}get/`, { sku_id: part.id })).toMatchObject({ code: 404 });
    expect(await sb.call(`${P}delete/`, { sku_id: part.id })).toMatchObject({ code: 404 });
  });

  it('answers an update with a bad postcode with 400', async () => {
    const collection = await newCollection(sb, 'partsstore');
    const part = dataOf<Part>(await create({ collection, sku: 'B-1', customer_postcode: '2000' }));
    expect(await sb.call(`${P}update/`, { sku_id: part.id, customer_postcode: '20A0' })).toEqual({
      status: 0,
      code: 400,
      data: 'Invalid postcode format.',
    });
    expect(await sb.call(`${P}update/`, { sku_id: part.id, customer_postcode: '5000' })).toMatchObject({ code: 400 });
    const other = dataOf<Part>(await create({ collection, sku: 'B-2', customer_postcode: '2000' }));
    expect(await sb.call(`${P}update/`, { sku_id: other.id, sku: 'B-1' })).toMatchObject({ code: 409 });
  });
});
