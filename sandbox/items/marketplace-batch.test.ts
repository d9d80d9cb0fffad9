import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplaceItem } from '../../shared/api/marketplace-items.ts';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox.ts';
import { activePostcode, asinCsv, dataOf, DOMAIN_IDS, newCollection } from './item-test-kit.ts';

let sb: TestSandbox;
let zip: number;
beforeAll(async () => {
  sb = await startTestSandbox({ users: 2 });
  zip = await activePostcode(sb, DOMAIN_IDS.marketplaceAu, '2000');
  await activePostcode(sb, DOMAIN_IDS.marketplaceAu, '0800');
  await activePostcode(sb, DOMAIN_IDS.marketplaceUk, 'SW1A 1AA');
});
afterAll(async () => {
  await sb.close();
});

interface Batch {
  success_count: number;
  error_rows: { row?: number; asin?: string; error: string }[];
}

const multiple = (body: Record<string, unknown>) => sb.call('schedules/marketplace/asin/create/multiple/', body);
const bulk = (collection: number, csv: string | Uint8Array) => sb.upload('schedules/marketplace/asin/create/bulk/', { collection_id: String(collection) }, csv);
const list = async (collection: number) =>
  dataOf<MarketplaceItem[]>(await sb.call('schedules/marketplace/asin/list/', { collection_id: collection, limit: 6000 }));

describe('schedules/marketplace/asin/create/multiple/', () => {
  it('adds comma-separated ASINs (trimmed, empties ignored) by domain name and postcode value', async () => {
    const collection = await newCollection(sb, 'marketplace');
    const result = dataOf<Batch>(
      await multiple({ collection, domain: 'marketplace.com.au', customer_postcode: '2000', asins: ' B000000001 ,,B000000002, ', including_raw_html: true }),
    );
    expect(result).toEqual({ success_count: 2, error_rows: [] });
    const items = await list(collection);
    expect(items.map((i) => [i.asin, i.include_raw_html, i.customer_postcode?.id])).toEqual([
      ['B000000001', true, zip],
      ['B000000002', true, zip],
    ]);
  });

  it('reports duplicates and malformed ASINs in error_rows and inserts the rest', async () => {
    const collection = await newCollection(sb, 'marketplace');
    dataOf(await multiple({ collection, domain: 'marketplace.com.au', customer_postcode: '2000', asins: 'B000000001' }));
    const result = dataOf<Batch>(
      await multiple({ collection, domain: 'marketplace.com.au', customer_postcode: '2000', asins: 'B000000001,bad,B000000003,B000000003' }),
    );
    expect(result).toEqual({
      success_count: 1,
      error_rows: [
        { asin: 'B000000001', error: 'ASIN already exists in this collection.' },
        { asin: 'bad', error: 'ASIN "bad" is not 10 capital letters and digits.' },
        { asin: 'B000000003', error: 'ASIN already exists in this collection.' },
      ],
    });
  });

  it('puts every row into error_rows for an unrecognised domain or postcode, without aborting', async () => {
    const collection = await newCollection(sb, 'marketplace');
    const unknownDomain = dataOf<Batch>(await multiple({ collection, domain: 'nowhere.example', customer_postcode: '2000', asins: 'B000000001,B000000002' }));
    expect(unknownDomain.success_count).toBe(0);
    expect(unknownDomain.error_rows.map((r) => r.error)).toEqual([
      'Domain "nowhere.example" is not a configured domain; see settings/domains/.',
      'Domain "nowhere.example" is not a configured domain; see settings/domains/.',
    ]);
    const unknownPostcode = dataOf<Batch>(await multiple({ collection, domain: 'marketplace.com.au', customer_postcode: '4000', asins: 'B000000001' }));
    expect(unknownPostcode).toEqual({
      success_count: 0,
      error_rows: [
        { asin: 'B000000001', error: 'Postcode 4000 is not registered for marketplace.com.au; add it on the Postcodes page and wait until it is active.' },
      ],
    });
  });

  it('matches a postcode value without regard to spaces and case', async () => {
    const collection = await newCollection(sb, 'marketplace');
    const result = dataOf<Batch>(await multiple({ collection, domain: 'MARKETPLACE.CO.UK', customer_postcode: 'sw1a1aa', asins: 'B000000001' }));
    expect(result).toEqual({ success_count: 1, error_rows: [] });
  });

  it('refuses a list with no ASIN in it with 400', async () => {
    const collection = await newCollection(sb, 'marketplace');
    expect(await multiple({ collection, domain: 'marketplace.com.au', customer_postcode: '2000', asins: ' , ,' })).toMatchObject({ code: 400 });
  });
});

describe('schedules/marketplace/asin/create/bulk/', () => {
  it('inserts the valid rows and reports each bad row with its 1-based data row number and reason', async () => {
    const collection = await newCollection(sb, 'marketplace');
    const csv = [
      'domain,customer_postcode,asin,include_raw_html',
      'marketplace.com.au,2000,B000000001,true',
      'marketplace.com.au,2000,b-lowercase,false',
      'nowhere.example,2000,B000000002,false',
      'marketplace.com.au,9999,B000000003,false',
      'marketplace.com.au,800,B000000004,false',
      'marketplace.com.au,0800,B000000005,maybe',
      'marketplace.com.au,2000,B000000001,false',
      'marketplace.com.au,0800,B000000006,',
    ].join('\n');
    const result = dataOf<Batch>(await bulk(collection, csv));
    expect(result).toEqual({
      success_count: 2,
      error_rows: [
        { row: 2, asin: 'b-lowercase', error: 'ASIN "b-lowercase" is not 10 capital letters and digits.' },
        { row: 3, asin: 'B000000002', error: 'Domain "nowhere.example" is not a configured domain; see settings/domains/.' },
        {
          row: 4,
          asin: 'B000000003',
          error: 'Postcode 9999 is not registered for marketplace.com.au; add it on the Postcodes page and wait until it is active.',
        },
        { row: 5, asin: 'B000000004', error: 'Postcode 800 is not registered for marketplace.com.au; did the spreadsheet drop a leading zero (0800)?' },
        { row: 6, asin: 'B000000005', error: 'include_raw_html must be true or false, not "maybe".' },
        { row: 7, asin: 'B000000001', error: 'ASIN already exists in this collection.' },
      ],
    });
    const items = await list(collection);
    expect(items.map((i) => [i.asin, i.include_raw_html, i.customer_postcode?.zipcode])).toEqual([
      ['B000000001', true, '2000'],
      ['B000000006', false, '0800'],
    ]);
  });

  it('reads UTF-8 with a BOM, CRLF line ends, quoted fields with newlines and a reordered header', async () => {
    const collection = await newCollection(sb, 'marketplace');
    const csv = '\uFEFF"asin","Customer Postcode","Domain"\r\n"B000000001","2000","marketplace.com.au"\r\n"B0000\n00002",2000,marketplace.com.au\r\n';
    const result = dataOf<Batch>(await bulk(collection, new TextEncoder().encode(csv)));
    expect(result.success_count).toBe(1);
    expect(result.error_rows).toEqual([{ row: 2, asin: 'B0000\n00002', error: 'ASIN "B0000\n00002" is not 10 capital letters and digits.' }]);
  });

  it('accepts exactly 5000 rows and refuses 5001 with a clear 400, inserting nothing', async () => {
    const full = await newCollection(sb, 'marketplace');
    expect(dataOf<Batch>(await bulk(full, asinCsv(5000, '2000')))).toEqual({ success_count: 5000, error_rows: [] });
    const over = await newCollection(sb, 'marketplace');
    expect(await bulk(over, asinCsv(5001, '2000'))).toEqual({
      status: 0,
      code: 400,
      data: 'The CSV file has 5001 data rows; one upload takes at most 5000. Split it and upload each part.',
    });
    expect(await list(over)).toEqual([]);
  });

  it('keeps the 5000-item cap across uploads: rows beyond it go to error_rows', async () => {
    const collection = await newCollection(sb, 'marketplace');
    dataOf(await bulk(collection, asinCsv(4999, '2000')));
    const result = dataOf<Batch>(await bulk(collection, asinCsv(3, '2000', 10000)));
    expect(result.success_count).toBe(1);
    expect(result.error_rows.map((r) => [r.row, r.error])).toEqual([
      [2, 'The collection already holds 5000 items, the most a collection can hold.'],
      [3, 'The collection already holds 5000 items, the most a collection can hold.'],
    ]);
  });

  it('answers a bulk upload to another type of collection with 400 and to a missing one with 404', async () => {
    const parts = await newCollection(sb, 'partsstore');
    expect(await bulk(parts, asinCsv(1, '2000'))).toMatchObject({ code: 400 });
    expect(await bulk(999999, asinCsv(1, '2000'))).toEqual({ status: 0, code: 404, data: 'Collection not found.' });
  });
});
