import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection } from '../../shared/api/collections.ts';
import type { MarketplaceItem } from '../../shared/api/marketplace-items.ts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { activePostcode, asinCsv, dataOf, DOMAIN_IDS, newCollection, secondUser } from './item-test-kit.ts';

let sb: TestSandbox;
let zip: number;
beforeAll(async () => {
  sb = await startTestSandbox({ users: 2 });
  zip = await activePostcode(sb, DOMAIN_IDS.marketplaceAu, '2000');
});
afterAll(async () => {
  await sb.close();
});

const create = (body: Record<string, unknown>) => sb.call('schedules/marketplace/asin/create/', body);

describe('schedules/marketplace/asin/create/', () => {
  it('adds an ASIN with domain and postcode ids and promotes the draft collection to enable', async () => {
    const collection = await newCollection(sb, 'marketplace');
    const item = dataOf<Record<string, unknown>>(
      await create({ collection, domain: 1, customer_postcode: zip, asin: 'B000000001', custom_id: 'ref-1', include_raw_html: true, output: 'HTML' }),
    );
    expect(item).toMatchObject({
      asin: 'B000000001',
      collection,
      domain: 1,
      customer_postcode: zip,
      custom_id: 'ref-1',
      include_raw_html: true,
      output: 'HTML',
    });
    const c = dataOf<Collection>(await sb.call('schedules/get_schedule/', { collection_id: collection }));
    expect(c).toMatchObject({ status: 'enable', item_count: 1 });
  });

  it('rejects a duplicate collection+domain+postcode+asin with status 0 and "ASIN already exists in this collection."', async () => {
    const collection = await newCollection(sb, 'marketplace');
    const body = { collection, domain: 1, customer_postcode: zip, asin: 'B000000002' };
    dataOf(await create(body));
    expect(await create(body)).toEqual({ status: 0, code: 409, data: 'ASIN already exists in this collection.' });
  });

  it('rejects a collection that is not a marketplace collection with 400', async () => {
    const collection = await newCollection(sb, 'partsstore');
    const answer = await create({ collection, domain: 1, customer_postcode: zip, asin: 'B000000003' });
    expect(answer).toMatchObject({ status: 0, code: 400 });
    expect(answer.data).toContain('partsstore collection');
  });

  it('answers another user\'s collection with 404 "Collection not found."', async () => {
    const theirs = await newCollection(sb, 'marketplace', secondUser(sb));
    expect(await create({ collection: theirs, domain: 1, customer_postcode: zip, asin: 'B000000003' })).toEqual({
      status: 0,
      code: 404,
      data: 'Collection not found.',
    });
  });

  it('rejects a domain id that does not exist, or is not a marketplace domain', async () => {
    const collection = await newCollection(sb, 'marketplace');
    expect(await create({ collection, domain: 99, customer_postcode: zip, asin: 'B000000003' })).toMatchObject({
      code: 400,
      data: 'Domain 99 is not a configured domain; see settings/domains/.',
    });
    expect(await create({ collection, domain: DOMAIN_IDS.partsstore, customer_postcode: zip, asin: 'B000000003' })).toMatchObject({
      code: 400,
      data: 'partsstore.com.au is not a marketplace domain.',
    });
  });

  it('rejects a postcode id of another domain or another user with a clear 400', async () => {
    const collection = await newCollection(sb, 'marketplace');
    const us = await activePostcode(sb, DOMAIN_IDS.marketplaceUs, '10001');
    expect(await create({ collection, domain: 1, customer_postcode: us, asin: 'B000000003' })).toEqual({
      status: 0,
      code: 400,
      data: `Zipcode ${us} is not one of your postcodes for marketplace.com.au.`,
    });
    const theirs = await activePostcode(sb, DOMAIN_IDS.marketplaceAu, '2000', secondUser(sb));
    expect(await create({ collection, domain: 1, customer_postcode: theirs, asin: 'B000000003' })).toMatchObject({ code: 400 });
  });

  it('rejects a postcode that is not active yet', async () => {
    const slow = await startTestSandbox({ cookieDelayMs: 600_000 });
    try {
      const collection = await newCollection(slow, 'marketplace');
      const pending = dataOf<{ id: number; status: string }>(await slow.call('zipcodes/create-zipcode/', { domain: 1, zipcode: '3000' }));
      expect(pending.status).toBe('in-progress');
      const answer = await slow.call('schedules/marketplace/asin/create/', { collection, domain: 1, customer_postcode: pending.id, asin: 'B000000003' });
      expect(answer).toEqual({
        status: 0,
        code: 400,
        data: 'Postcode 3000 for marketplace.com.au is in-progress, not active; wait until it is active before adding items.',
      });
    } finally {
      await slow.close();
    }
  });

  it('rejects a malformed ASIN', async () => {
    const collection = await newCollection(sb, 'marketplace');
    expect(await create({ collection, domain: 1, customer_postcode: zip, asin: 'b00' })).toEqual({
      status: 0,
      code: 400,
      data: 'asin: Enter a valid ASIN (10 uppercase letters or digits).',
    });
  });

  it('rejects the 5001st ASIN of a collection', async () => {
    const collection = await newCollection(sb, 'marketplace');
    const bulk = dataOf<{ success_count: number }>(
      await sb.upload('schedules/marketplace/asin/create/bulk/', { collection_id: String(collection) }, asinCsv(5000, '2000')),
    );
    expect(bulk.success_count).toBe(5000);
    expect(await create({ collection, domain: 1, customer_postcode: zip, asin: 'C000000001' })).toEqual({
      status: 0,
      code: 400,
      data: 'The collection already holds 5000 items, the most a collection can hold.',
    });
    const counted = dataOf<{ total_count: number }>(await sb.call('schedules/marketplace/asin/list/', { collection_id: collection, with_count: 1, limit: 1 }));
    expect(counted.total_count).toBe(5000);
  });
});

describe('schedules/marketplace/asin/list/ and get/', () => {
  let collection: number;
  beforeAll(async () => {
    collection = await newCollection(sb, 'marketplace');
    dataOf(await sb.upload('schedules/marketplace/asin/create/bulk/', { collection_id: String(collection) }, asinCsv(150, '2000')));
  });

  it('lists a bare array of joined ASIN objects, 100 by default', async () => {
    const items = dataOf<MarketplaceItem[]>(await sb.call('schedules/marketplace/asin/list/', { collection_id: collection }));
    expect(items).toHaveLength(100);
    expect(items[0]).toMatchObject({
      asin: 'B000000000',
      collection,
      domain: { id: 1, domain: 'marketplace.com.au' },
      customer_postcode: { id: zip, zipcode: '2000' },
      include_raw_html: false,
      output: 'JSON',
    });
    const page = dataOf<MarketplaceItem[]>(await sb.call('schedules/marketplace/asin/list/', { collection_id: collection, skip: 140, limit: 50 }));
    expect(page.map((i) => i.asin)).toEqual(Array.from({ length: 10 }, (_, i) => `B${String(140 + i).padStart(9, '0')}`));
  });

  it('wraps the list as {total_count, asin_list} for any truthy with_count', async () => {
    for (const withCount of [1, true, '1', 'yes']) {
      const counted = dataOf<{ total_count: number; asin_list: MarketplaceItem[] }>(
        await sb.call('schedules/marketplace/asin/list/', { collection_id: collection, with_count: withCount, limit: 1 }),
      );
      expect(counted.total_count).toBe(150);
      expect(counted.asin_list).toHaveLength(1);
    }
    for (const withCount of [0, false, '', '0']) {
      const bare = await sb.call('schedules/marketplace/asin/list/', { collection_id: collection, with_count: withCount, limit: 1 });
      expect(Array.isArray(dataOf(bare))).toBe(true);
    }
  });

  it("answers another user's collection list with 404", async () => {
    expect(await sb.call('schedules/marketplace/asin/list/', { collection_id: collection }, secondUser(sb))).toMatchObject({ code: 404 });
  });

  it('gets one ASIN by id; with only `collection` it answers 404', async () => {
    const [first] = dataOf<MarketplaceItem[]>(await sb.call('schedules/marketplace/asin/list/', { collection_id: collection, limit: 1 }));
    const got = dataOf<MarketplaceItem>(await sb.call('schedules/marketplace/asin/get/', { id: first?.id, collection }));
    expect(got).toEqual(first);
    expect(await sb.call('schedules/marketplace/asin/get/', { collection })).toEqual({ status: 0, code: 404, data: 'ASIN not found.' });
    expect(await sb.call('schedules/marketplace/asin/get/', { id: first?.id }, secondUser(sb))).toMatchObject({ code: 404 });
  });

  it('answers the legacy schedules/asin/ path the same, with a Deprecation header', async () => {
    const response = await fetch(`${sb.baseUrl}/api/v1/schedules/asin/list/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': sb.apiKey },
      body: JSON.stringify({ collection_id: collection, with_count: 1, limit: 2 }),
    });
    expect(response.headers.get('deprecation')).toBe('true');
    const body = (await response.json()) as { data: { total_count: number } };
    expect(body.data.total_count).toBe(150);
  });

  it('shows customer_postcode null once the postcode is deleted', async () => {
    const own = await newCollection(sb, 'marketplace');
    const temp = await activePostcode(sb, DOMAIN_IDS.marketplaceAu, '2999');
    const made = dataOf<{ id: number }>(await create({ collection: own, domain: 1, customer_postcode: temp, asin: 'B000000077' }));
    dataOf(await sb.call('zipcodes/delete-zipcode/', { zipcode_id: temp }));
    const got = dataOf<MarketplaceItem>(await sb.call('schedules/marketplace/asin/get/', { id: made.id }));
    expect(got.customer_postcode).toBeNull();
  });
});

describe('schedules/marketplace/asin/update/ and delete/', () => {
  it('updates the given fields and answers them with id and updated_at', async () => {
    const collection = await newCollection(sb, 'marketplace');
    const made = dataOf<{ id: number; updated_at: string }>(await create({ collection, domain: 1, customer_postcode: zip, asin: 'B000000010' }));
    const changed = dataOf<Record<string, unknown>>(
      await sb.call('schedules/marketplace/asin/update/', { asin_id: made.id, output: 'HTML', custom_id: 'sku-9' }),
    );
    expect(Object.keys(changed).sort()).toEqual(['custom_id', 'id', 'output', 'updated_at']);
    expect(changed).toMatchObject({ id: made.id, output: 'HTML', custom_id: 'sku-9' });
    const got = dataOf<MarketplaceItem>(await sb.call('schedules/marketplace/asin/get/', { id: made.id }));
    expect(got).toMatchObject({ asin: 'B000000010', output: 'HTML', custom_id: 'sku-9', include_raw_html: false });
  });

  it('rejects an update onto an ASIN already in the collection with 409', async () => {
    const collection = await newCollection(sb, 'marketplace');
    dataOf(await create({ collection, domain: 1, customer_postcode: zip, asin: 'B000000011' }));
    const other = dataOf<{ id: number }>(await create({ collection, domain: 1, customer_postcode: zip, asin: 'B000000012' }));
    expect(await sb.call('schedules/marketplace/asin/update/', { asin_id: other.id, asin: 'B000000011' })).toMatchObject({
      code: 409,
      data: 'ASIN already exists in this collection.',
    });
  });

  it("answers update and delete of another user's ASIN with 404", async () => {
    const collection = await newCollection(sb, 'marketplace');
    const made = dataOf<{ id: number }>(await create({ collection, domain: 1, customer_postcode: zip, asin: 'B000000013' }));
    expect(await sb.call('schedules/marketplace/asin/update/', { asin_id: made.id, output: 'HTML' }, secondUser(sb))).toMatchObject({ code: 404 });
    expect(await sb.call('schedules/marketplace/asin/delete/', { asin_id: made.id }, secondUser(sb))).toMatchObject({ code: 404 });
  });

  it('deletes the ASIN row only: its output records stay', async () => {
    const collection = await newCollection(sb, 'marketplace');
    const made = dataOf<{ id: number }>(await create({ collection, domain: 1, customer_postcode: zip, asin: 'B000000014' }));
    const outputId = writeOutput(collection, made.id, { asin: 'B000000014', title: 'Kettle', price: '$10.00', availability: 'In stock' });
    expect(dataOf<string>(await sb.call('schedules/marketplace/asin/delete/', { asin_id: made.id }))).toMatch(/deleted/i);
    expect(await sb.call('schedules/marketplace/asin/get/', { id: made.id })).toMatchObject({ code: 404 });
    const outputs = dataOf<{ id: number }[]>(await sb.call('schedules/marketplace/asin/output/list/', { collection_id: collection }));
    expect(outputs.map((o) => o.id)).toEqual([outputId]);
  });
});

/** Writes an output record as the runs engineer's worker does (a second connection on the data dir). */
function writeOutput(collection: number, asinRowId: number, payload: Record<string, string>, userEmail = 'analyst1@sandbox.test'): number {
  const db = new DatabaseSync(join(sb.sandbox.dataDir, 'sandbox.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(userEmail) as { id: number };
    const now = new Date().toISOString();
    const result = db
      .prepare(
        `INSERT INTO outputs (user_id, collection_id, runner_id, asin_row_id, output_json, output_json_count, created_at, updated_at)
         VALUES (?, ?, 0, ?, ?, 1, ?, ?)`,
      )
      .run(user.id, collection, asinRowId, JSON.stringify(payload), now, now);
    return Number(result.lastInsertRowid);
  } finally {
    db.close();
  }
}

describe('schedules/marketplace/asin/output/list/ and output/', () => {
  it('lists output records without output_json and reads one with it', async () => {
    const collection = await newCollection(sb, 'marketplace');
    const made = dataOf<{ id: number }>(await create({ collection, domain: 1, customer_postcode: zip, asin: 'B000000020' }));
    const payload = { asin: 'B000000020', title: 'Mug', price: '$5.00', availability: 'In stock' };
    const first = writeOutput(collection, made.id, payload);
    const second = writeOutput(collection, made.id, payload);
    const list = dataOf<Record<string, unknown>[]>(await sb.call('schedules/marketplace/asin/output/list/', { collection_id: collection }));
    expect(list.map((o) => o.id)).toEqual([first, second]);
    expect(list[0]).not.toHaveProperty('output_json');
    expect(list[0]).toMatchObject({ collection, output_json_count: 1 });
    const page = dataOf<{ id: number }[]>(await sb.call('schedules/marketplace/asin/output/list/', { collection_id: collection, skip: 1, limit: 1 }));
    expect(page.map((o) => o.id)).toEqual([second]);
    const one = dataOf<{ output_json: unknown }>(await sb.call('schedules/marketplace/asin/output/', { asin_id: first }));
    expect(one.output_json).toEqual(payload);
  });

  it("answers output/ with an ASIN row id (not an output id) with 404, and another user's output with 404", async () => {
    const collection = await newCollection(sb, 'marketplace');
    const made = dataOf<{ id: number }>(await create({ collection, domain: 1, customer_postcode: zip, asin: 'B000000021' }));
    expect(await sb.call('schedules/marketplace/asin/output/', { asin_id: made.id })).toMatchObject({ code: 404 });
    const mine = writeOutput(collection, made.id, { asin: 'B000000021' });
    expect(await sb.call('schedules/marketplace/asin/output/', { asin_id: mine }, secondUser(sb))).toMatchObject({ code: 404 });
    expect(await sb.call('schedules/marketplace/asin/output/list/', { collection_id: collection }, secondUser(sb))).toMatchObject({ code: 404 });
  });
});
