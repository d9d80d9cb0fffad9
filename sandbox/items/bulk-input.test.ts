import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplaceItem } from '../../shared/api/marketplace-items.ts';
import type { Part } from '../../shared/api/partsstore-items.ts';
import { startTestSandbox, type RawEnvelope, type TestSandbox } from '../testing/test-sandbox.ts';
import { activePostcode, dataOf, DOMAIN_IDS, newCollection } from './item-test-kit.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
  await activePostcode(sb, DOMAIN_IDS.marketplaceAu, '2000');
  await activePostcode(sb, DOMAIN_IDS.partsstore, '2000');
});
afterAll(async () => {
  await sb.close();
});

interface Batch {
  success_count: number;
  error_rows: { row?: number; asin?: string; sku?: string; error: string }[];
}

const ASIN_BULK = 'schedules/marketplace/asin/create/bulk/';
const PARTS_BULK = 'schedules/partsstore/sku/create/bulk/';

async function marketplaceUpload(csv: string | Uint8Array): Promise<{ answer: RawEnvelope; stored: number }> {
  const collection = await newCollection(sb, 'marketplace');
  const answer = await sb.upload(ASIN_BULK, { collection_id: String(collection) }, csv);
  const items = dataOf<MarketplaceItem[]>(await sb.call('schedules/marketplace/asin/list/', { collection_id: collection }));
  return { answer, stored: items.length };
}

describe('bulk CSV uploads refused as a whole (nothing inserted)', () => {
  it('refuses an empty file with a clear 400', async () => {
    const { answer, stored } = await marketplaceUpload('');
    expect(answer).toEqual({ status: 0, code: 400, data: 'The CSV file is empty.' });
    expect(stored).toBe(0);
  });

  it('refuses a headerless file (required columns missing) with a clear 400', async () => {
    const { answer, stored } = await marketplaceUpload('marketplace.com.au,2000,B000000001,false\n');
    expect(answer).toEqual({
      status: 0,
      code: 400,
      data: 'The CSV file needs a header row with the columns domain, customer_postcode, asin, include_raw_html; missing: domain, customer_postcode, asin.',
    });
    expect(stored).toBe(0);
  });

  it('refuses a binary file with a clear 400', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
    const { answer, stored } = await marketplaceUpload(png);
    expect(answer).toMatchObject({ status: 0, code: 400, data: expect.stringContaining('not a CSV text file') });
    expect(stored).toBe(0);
  });

  it('refuses an xlsx saved with a .csv name with a clear 400', async () => {
    const { answer } = await marketplaceUpload(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]));
    expect(answer).toMatchObject({ code: 400, data: expect.stringContaining('spreadsheet') });
  });

  it('refuses a malformed CSV (unterminated quote) with the line number, inserting nothing', async () => {
    const csv = 'domain,customer_postcode,asin,include_raw_html\nmarketplace.com.au,2000,B000000001,false\nmarketplace.com.au,2000,"B000000002,false\n';
    const { answer, stored } = await marketplaceUpload(csv);
    expect(answer).toEqual({
      status: 0,
      code: 400,
      data: 'The CSV file is malformed: a quoted value opened on line 3 is never closed.',
    });
    expect(stored).toBe(0);
  });

  it('refuses a header with no data rows with a clear 400', async () => {
    const { answer } = await marketplaceUpload('domain,customer_postcode,asin,include_raw_html\r\n\r\n');
    expect(answer).toEqual({ status: 0, code: 400, data: 'The CSV file has a header row but no data rows.' });
  });

  it('refuses an upload without a csv file with 400', async () => {
    const collection = await newCollection(sb, 'marketplace');
    const form = new FormData();
    form.append('collection_id', String(collection));
    const response = await fetch(`${sb.baseUrl}/api/v1/${ASIN_BULK}`, { method: 'POST', headers: { 'x-api-key': sb.apiKey }, body: form });
    expect(await response.json()).toEqual({ status: 0, code: 400, data: 'csv: This field is required.' });
  });
});

describe('bulk CSV rows with hostile or over-long values', () => {
  it('stores injection-looking part codes verbatim as text', async () => {
    const collection = await newCollection(sb, 'partsstore');
    const csv = 'sku,customer_postcode\n"=cmd|\' /C calc\'!A0",2000\n<script>alert(1)</script>,2000\n"+SUM(1,2)",2000\n';
    const result = dataOf<Batch>(await sb.upload(PARTS_BULK, { collection_id: String(collection) }, csv));
    expect(result).toEqual({ success_count: 3, error_rows: [] });
    const listed = dataOf<{ items: Part[] }>(await sb.call('schedules/partsstore/sku/list/', { collection_id: collection }));
    expect(listed.items.map((p) => p.sku).sort()).toEqual(['+SUM(1,2)', '<script>alert(1)</script>', "=cmd|' /C calc'!A0"].sort());
  });

  it('reports injection-looking ASINs only because they are not ASINs', async () => {
    const csv =
      'domain,customer_postcode,asin,include_raw_html\nmarketplace.com.au,2000,"=cmd|\' /C calc\'!A0",false\nmarketplace.com.au,2000,<script>,false\n';
    const { answer, stored } = await marketplaceUpload(csv);
    expect(dataOf<Batch>(answer)).toEqual({
      success_count: 0,
      error_rows: [
        { row: 1, asin: "=cmd|' /C calc'!A0", error: 'ASIN "=cmd|\' /C calc\'!A0" is not 10 capital letters and digits.' },
        { row: 2, asin: '<script>', error: 'ASIN "<script>" is not 10 capital letters and digits.' },
      ],
    });
    expect(stored).toBe(0);
  });

  it('reports over-long values as row errors with shortened echoes', async () => {
    const collection = await newCollection(sb, 'partsstore');
    const longCode = 'X'.repeat(5000);
    const longPostcode = '2'.repeat(40);
    const csv = `sku,customer_postcode\n${longCode},2000\nOK-1,${longPostcode}\nOK-2,2000\n`;
    const result = dataOf<Batch>(await sb.upload(PARTS_BULK, { collection_id: String(collection) }, csv));
    expect(result.success_count).toBe(1);
    expect(result.error_rows).toEqual([
      { row: 1, sku: `${'X'.repeat(80)}…`, error: 'Part code is longer than 64 characters.' },
      { row: 2, sku: 'OK-1', error: 'Postcode is longer than 16 characters.' },
    ]);
    const domainCsv = `domain,customer_postcode,asin\n${'d'.repeat(300)},2000,B000000001\n`;
    const { answer } = await marketplaceUpload(domainCsv);
    expect(dataOf<Batch>(answer).error_rows).toEqual([{ row: 1, asin: 'B000000001', error: 'Domain is longer than 255 characters.' }]);
  });

  it('keeps leading zeros and skips blank lines while keeping row numbers', async () => {
    const collection = await newCollection(sb, 'partsstore');
    const csv = 'sku,customer_postcode\n0001,2000\n\n,,\n0002,9999\n';
    const result = dataOf<Batch>(await sb.upload(PARTS_BULK, { collection_id: String(collection) }, csv));
    expect(result.success_count).toBe(1);
    expect(result.error_rows.map((r) => [r.row, r.sku])).toEqual([[4, '0002']]);
    const listed = dataOf<{ items: Part[] }>(await sb.call('schedules/partsstore/sku/list/', { collection_id: collection }));
    expect(listed.items.map((p) => p.sku)).toEqual(['0001']);
  });
});
