import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../api/settings.ts';
import { matchHeaders } from './item-columns.ts';
import type { ItemType } from './item-columns.ts';
import { checkRows, isNoRoomReason, itemKey, summariseRows } from './row-checks.ts';
import type { CheckContext } from './row-checks.ts';

function context(overrides: Partial<CheckContext> = {}): CheckContext {
  return {
    domains: DOMAINS,
    activePostcodes: [
      { zipcode: '2000', domainName: 'marketplace.com.au' },
      { zipcode: '10001', domainName: 'marketplace.com' },
      { zipcode: 'SW1A 1AA', domainName: 'marketplace.co.uk' },
      { zipcode: '2000', domainName: 'partsstore.com.au' },
      { zipcode: '0800', domainName: 'partsstore.com.au' },
      { zipcode: '2000', domainName: 'officestore.com.au' },
    ],
    storeIds: new Set(['W411', 'W402']),
    existingKeys: new Set(),
    remainingRoom: 5000,
    ...overrides,
  };
}

function check(type: ItemType, csvRows: string[][], ctx = context()) {
  const [headers = [], ...rows] = csvRows;
  return checkRows(type, rows, matchHeaders(type, headers).mapping, ctx);
}

const MP = ['domain', 'customer_postcode', 'asin', 'include_raw_html'];

describe('checkRows: marketplace', () => {
  it('accepts a good row and numbers rows as a spreadsheet does (header = 1)', () => {
    const [row] = check('marketplace', [MP, ['marketplace.com.au', '2000', 'B07XJ8C8F5', 'false']]);
    expect(row).toEqual({
      rowNumber: 2,
      values: { domain: 'marketplace.com.au', customer_postcode: '2000', asin: 'B07XJ8C8F5', include_raw_html: 'false', custom_id: '' },
      errors: [],
    });
  });

  it('explains unknown, missing and non-marketplace domains', () => {
    const rows = check('marketplace', [
      MP,
      ['marketplace.example', '2000', 'B07XJ8C8F5', ''],
      ['', '2000', 'B07XJ8C8F6', ''],
      ['partsstore.com.au', '2000', 'B07XJ8C8F7', ''],
      ['wholesale-feed.com.au', '2000', 'B07XJ8C8F8', ''],
    ]);
    expect(rows.map((r) => r.errors)).toEqual([
      ['Unknown domain "marketplace.example"'],
      ['Domain is missing'],
      ['partsstore.com.au is not a marketplace domain'],
      ['wholesale-feed.com.au is not a marketplace domain'],
    ]);
  });

  it('matches a domain case-insensitively and writes the listed spelling', () => {
    const [row] = check('marketplace', [MP, ['Marketplace.COM.au', '2000', 'B07XJ8C8F5', '']]);
    expect(row?.errors).toEqual([]);
    expect(row?.values.domain).toBe('marketplace.com.au');
  });

  it('needs the postcode registered and active for that domain, in its format', () => {
    const rows = check('marketplace', [
      MP,
      ['marketplace.com.au', '3000', 'B07XJ8C8F5', ''],
      ['marketplace.com.au', '20000', 'B07XJ8C8F5', ''],
      ['marketplace.com', '2000', 'B07XJ8C8F5', ''],
      ['marketplace.com.au', '', 'B07XJ8C8F5', ''],
      ['marketplace.co.uk', 'sw1a 1aa', 'B07XJ8C8F5', ''],
    ]);
    expect(rows[0]?.errors[0]).toMatch(/^Postcode 3000 is not registered and active for marketplace\.com\.au/);
    expect(rows[1]?.errors).toEqual(['Postcode "20000" is not a valid postcode for marketplace.com.au']);
    expect(rows[2]?.errors).toEqual(['Postcode "2000" is not a valid postcode for marketplace.com']);
    expect(rows[3]?.errors).toEqual(['Postcode is missing']);
    expect(rows[4]?.errors).toEqual([]);
    expect(rows[4]?.values.customer_postcode).toBe('SW1A 1AA');
  });

  it('checks the ASIN shape and include_raw_html', () => {
    const rows = check('marketplace', [
      MP,
      ['marketplace.com.au', '2000', 'B0BAD', ''],
      ['marketplace.com.au', '2000', 'b07xj8c8f5', ''],
      ['marketplace.com.au', '2000', '', ''],
      ['marketplace.com.au', '2000', 'B07XJ8C8F5', 'yes'],
      ['marketplace.com.au', '2000', 'B07XJ8C8F6', 'TRUE'],
    ]);
    expect(rows.map((r) => r.errors)).toEqual([
      ['ASIN "B0BAD" is not 10 capital letters and digits'],
      ['ASIN "b07xj8c8f5" is not 10 capital letters and digits'],
      ['ASIN is missing'],
      ['include_raw_html must be true, false or empty, not "yes"'],
      [],
    ]);
    expect(rows[4]?.values.include_raw_html).toBe('true');
  });

  it('works without the optional column and with short rows', () => {
    const rows = check('marketplace', [['domain', 'customer_postcode', 'asin'], ['marketplace.com.au', '2000', 'B07XJ8C8F5'], ['marketplace.com.au']]);
    expect(rows[0]?.errors).toEqual([]);
    expect(rows[0]?.values.include_raw_html).toBe('');
    expect(rows[1]?.errors).toEqual(['Postcode is missing', 'ASIN is missing']);
  });

  it('flags duplicates in the file and against the collection', () => {
    const existing = itemKey('marketplace', { domain: 'marketplace.com.au', customer_postcode: '2000', asin: 'B000000001' });
    const rows = check(
      'marketplace',
      [
        MP,
        ['marketplace.com.au', '2000', 'B07XJ8C8F5', 'false'],
        ['marketplace.com.au', '2000', 'B07XJ8C8F5', 'true'],
        ['MARKETPLACE.com.au', '2000', 'B07XJ8C8F5', ''],
        ['marketplace.com.au', '2000', 'B000000001', ''],
      ],
      context({ existingKeys: new Set([existing]) }),
    );
    expect(rows.map((r) => r.errors)).toEqual([[], ['Duplicate of line 2'], ['Duplicate of line 2'], ['Already in the collection']]);
  });
});

describe('checkRows: partsstore', () => {
  const PS = ['sku', 'customer_postcode'];
  it('keeps leading zeros and needs a 4-digit postcode active for partsstore.com.au', () => {
    const rows = check('partsstore', [PS, ['0045821', '0800'], ['BRK-1', '2000'], ['X', '200'], ['Y', '3000'], ['', '2000'], ['Z', '800']]);
    expect(rows[0]).toMatchObject({ values: { sku: '0045821', customer_postcode: '0800' }, errors: [] });
    expect(rows[1]?.errors).toEqual([]);
    expect(rows[2]?.errors).toEqual(['Postcode "200" is not a valid postcode for partsstore.com.au']);
    expect(rows[3]?.errors[0]).toMatch(/^Postcode 3000 is not registered and active for partsstore\.com\.au/);
    expect(rows[4]?.errors).toEqual(['Part code is missing']);
    expect(rows[5]?.errors).toEqual(['Postcode 800 is not registered for partsstore.com.au; did the spreadsheet drop a leading zero (0800)?']);
  });

  it('treats code + postcode as the item identity', () => {
    const rows = check('partsstore', [PS, ['A1', '2000'], ['A1', '0800'], ['A1', '2000']]);
    expect(rows.map((r) => r.errors)).toEqual([[], [], ['Duplicate of line 2']]);
    expect(itemKey('partsstore', { sku: 'A1', customer_postcode: '2000' })).not.toBe(itemKey('partsstore', { sku: 'A1', customer_postcode: '0800' }));
  });

  it('refuses an over-long code', () => {
    const [row] = check('partsstore', [PS, ['X'.repeat(65), '2000']]);
    expect(row?.errors).toEqual(['Part code is longer than 64 characters']);
  });
});

describe('checkRows: officestore', () => {
  const OS = ['sku', 'customer_postcode', 'store_id'];
  it('needs the SKU, an active officestore postcode and a known store id when given', () => {
    const rows = check('officestore', [OS, ['00123456', '2000', 'W411'], ['00123457', '2000', ''], ['1', '2000', 'W999'], ['', '3000', '']]);
    expect(rows[0]).toMatchObject({ values: { sku: '00123456', store_id: 'W411' }, errors: [] });
    expect(rows[1]?.errors).toEqual([]);
    expect(rows[2]?.errors).toEqual(['Unknown store id "W999"']);
    expect(rows[3]?.errors).toHaveLength(2);
    expect(rows[3]?.errors[0]).toBe('SKU is missing');
  });

  it('treats the SKU alone as the item identity', () => {
    const rows = check('officestore', [OS, ['00123456', '2000', 'W411'], ['00123456', '2000', 'W402']], context({ existingKeys: new Set(['0042']) }));
    expect(rows[1]?.errors).toEqual(['Duplicate of line 2']);
    expect(check('officestore', [OS, ['0042', '2000', '']], context({ existingKeys: new Set(['0042']) }))[0]?.errors).toEqual(['Already in the collection']);
    expect(itemKey('officestore', { sku: '0042', customer_postcode: '3000', store_id: 'W1' })).toBe('0042');
  });
});

describe('checkRows: limits', () => {
  const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => [`P${i}`, '2000']);

  it('marks rows beyond the remaining room, counting only ready rows', () => {
    const rows = check('partsstore', [['sku', 'customer_postcode'], ['bad', '1'], ...rowsOf(4)], context({ remainingRoom: 2 }));
    expect(rows.map((r) => r.errors)).toEqual([
      ['Postcode "1" is not a valid postcode for partsstore.com.au'],
      [],
      [],
      ['No room left in the collection (5000/5000)'],
      ['No room left in the collection (5000/5000)'],
    ]);
    expect(summariseRows(rows)).toEqual({ total: 5, ready: 2, failed: 3 });
  });

  it('a file past 5000 rows: the rows past the room are marked, each for the room alone (what a split would cure)', () => {
    const rows = check('partsstore', [['sku', 'customer_postcode'], ...rowsOf(5002)]);
    expect(rows[4999]?.errors).toEqual([]);
    expect(rows[5000]?.errors).toEqual(['No room left in the collection (5000/5000)']);
    expect(rows[5001]?.rowNumber).toBe(5003);
    expect(rows.slice(5000).every((row) => row.errors.every(isNoRoomReason))).toBe(true);
    expect(isNoRoomReason('Duplicate of line 2')).toBe(false);
  });

  it('a split import: every row kept to its other checks, none refused for room, up to 20,000 rows', () => {
    const rows = check(
      'partsstore',
      [['sku', 'customer_postcode'], ['bad', '1'], ...rowsOf(20_000), ['P0', '2000']],
      context({ remainingRoom: 1000, split: true }),
    );
    expect(rows[0]?.errors).toEqual(['Postcode "1" is not a valid postcode for partsstore.com.au']);
    expect(summariseRows(rows.slice(1, 20_000))).toEqual({ total: 19_999, ready: 19_999, failed: 0 });
    expect(rows[20_000]?.errors).toEqual(['Beyond the 20000-row limit of one import']);
    expect(rows[20_001]?.errors).toEqual(['Duplicate of line 3', 'Beyond the 20000-row limit of one import']);
  });

  it('a full collection takes nothing', () => {
    const rows = check('partsstore', [['sku', 'customer_postcode'], ...rowsOf(1)], context({ remainingRoom: 0 }));
    expect(rows[0]?.errors).toEqual(['No room left in the collection (5000/5000)']);
  });
});

describe('checkRows: mapping', () => {
  it('reads columns through the mapping and trims values', () => {
    const rows = checkRows('partsstore', [['x', ' 0045 ', '2000 ']], { sku: 1, customer_postcode: 2 }, context());
    expect(rows[0]).toMatchObject({ values: { sku: '0045', customer_postcode: '2000' }, errors: [] });
  });

  it('an unmapped required column reads as missing', () => {
    const rows = checkRows('partsstore', [['0045', '2000']], { sku: 0 }, context());
    expect(rows[0]?.errors).toEqual(['Postcode is missing']);
  });
});

describe('checkRows: long values and line numbers', () => {
  it('makes an over-long value a row error that never quotes it, and checks nothing else of that row', () => {
    const long = 'B'.repeat(32 * 1024);
    const rows = check('marketplace', [
      [...MP, 'custom_id'],
      ['marketplace.com.au', '2000', long, '', ''],
      ['marketplace.com.au', '2000', 'B07XJ8C8F5', '', 'x'.repeat(256)],
      ['marketplace.com.au', '2000', long, '', ''],
    ]);
    expect(rows.map((r) => r.errors)).toEqual([
      ['ASIN is longer than 255 characters'],
      ['Custom id is longer than 255 characters'],
      ['ASIN is longer than 255 characters'],
    ]);
    expect(rows[0]?.values.asin).toBe(long);
  });

  it('truncates a value a reason quotes', () => {
    const [row] = check('marketplace', [MP, ['marketplace.com.au', '2000', 'Q'.repeat(200), '']]);
    expect(row?.errors).toEqual([`ASIN "${'Q'.repeat(39)}…" is not 10 capital letters and digits`]);
  });

  it("numbers rows and duplicates by the file's own lines when given", () => {
    const rows = checkRows(
      'partsstore',
      [
        ['0045', '2000'],
        ['0045', '2000'],
      ],
      { sku: 0, customer_postcode: 1 },
      context(),
      [4, 9],
    );
    expect(rows.map((r) => [r.rowNumber, r.errors])).toEqual([
      [4, []],
      [9, ['Duplicate of line 4']],
    ]);
  });
});
