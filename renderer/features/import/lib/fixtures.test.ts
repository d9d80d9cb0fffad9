import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../../shared/api/settings.ts';
import { matchHeaders } from '../../../../shared/csv/item-columns.ts';
import type { ItemType } from '../../../../shared/csv/item-columns.ts';
import { checkRows } from '../../../../shared/csv/row-checks.ts';
import { gridFromChecked, groupReasons, checkReasons } from './import-rows.ts';
import { unsentColumns } from './unsent-columns.ts';
import type { CheckContext } from '../../../../shared/csv/row-checks.ts';
import { decodeBytes } from './decode.ts';
import type { TextEncodingName } from './decode.ts';
import { parseCsv } from './parse-csv.ts';

// The setting e2e/fixtures/README.md assumes: postcode 2000 active on the three item domains, empty collection.
const context: CheckContext = {
  domains: DOMAINS,
  activePostcodes: ['marketplace.com.au', 'partsstore.com.au', 'officestore.com.au'].map((domainName) => ({ zipcode: '2000', domainName })),
  storeIds: new Set(['W402', 'W411', 'W415']),
  existingKeys: new Set(),
  remainingRoom: 5000,
};

function importFixture(name: string, type: ItemType, encoding?: TextEncodingName) {
  const decoded = decodeBytes(new Uint8Array(readFileSync(new URL(`../../../../e2e/fixtures/${name}`, import.meta.url))), encoding);
  if (!decoded.ok) return { failure: decoded.message };
  const parsed = parseCsv(decoded.text);
  if (!parsed.ok) return { failure: parsed.message };
  const { mapping, unmatched } = matchHeaders(type, parsed.headers);
  const rows = checkRows(type, parsed.rows, mapping, context, parsed.lines);
  return { headers: parsed.headers, mapping, unmatched, rows, failedRows: rows.filter((r) => r.errors.length > 0).map((r) => r.rowNumber) };
}

describe('e2e fixtures behave as their README says', () => {
  it('marketplace-good: 10 ready', () => {
    const r = importFixture('marketplace-good.csv', 'marketplace');
    expect(r.rows).toHaveLength(10);
    expect(r.failedRows).toEqual([]);
  });

  it('marketplace-mixed: rows 4–7 fail for their reasons', () => {
    const r = importFixture('marketplace-mixed.csv', 'marketplace');
    expect(r.failedRows).toEqual([4, 5, 6, 7]);
    expect(r.rows?.[2]?.errors[0]).toMatch(/^ASIN "B0BAD"/);
    expect(r.rows?.[3]?.errors).toEqual(['Unknown domain "marketplace.example"']);
    expect(r.rows?.[4]?.errors[0]).toMatch(/^Postcode 2999 is not registered/);
    expect(r.rows?.[5]?.errors).toEqual(['Duplicate of line 2']);
  });

  it('marketplace-bom and marketplace-semicolon: every column matched, all ready', () => {
    for (const name of ['marketplace-bom.csv', 'marketplace-semicolon.csv']) {
      const r = importFixture(name, 'marketplace');
      expect(r.unmatched).toEqual([]);
      expect(r.rows).toHaveLength(3);
      expect(r.failedRows).toEqual([]);
    }
  });

  it('partsstore-win1252: refused as UTF-8, ready as Windows-1252 with leading zeros kept', () => {
    expect(importFixture('partsstore-win1252.csv', 'partsstore').failure).toMatch(/not UTF-8/);
    const r = importFixture('partsstore-win1252.csv', 'partsstore', 'windows-1252');
    expect(r.failedRows).toEqual([]);
    expect(r.rows?.[0]?.values).toEqual({ sku: '0045821', customer_postcode: '2000' });
  });

  it('officestore-good: 5 ready, leading zeros kept', () => {
    const r = importFixture('officestore-good.csv', 'officestore');
    expect(r.failedRows).toEqual([]);
    expect(r.rows?.map((row) => row.values.sku)).toEqual(['00123456', '00987650', '0004417', '2231190', '00555001']);
  });

  it('marketplace-5001: every row read, the last one past the room of an empty collection (for the room alone); not-a-csv.png is refused', () => {
    const r = importFixture('marketplace-5001.csv', 'marketplace');
    expect(r.rows).toHaveLength(5001);
    expect(r.failedRows).toEqual([5002]);
    expect(r.rows?.[5000]?.errors).toEqual(['No room left in the collection (5000/5000)']);
    expect(importFixture('not-a-csv.png', 'marketplace').failure).toBe('This is not a CSV file (it looks binary)');
  });

  it('marketplace-long-asin: the 33 KB ASIN is a row error of line 2, the other rows ready', () => {
    const r = importFixture('marketplace-long-asin.csv', 'marketplace');
    expect(r.failedRows).toEqual([2]);
    expect(r.rows?.[0]?.errors).toEqual(['ASIN is longer than 255 characters']);
    expect(groupReasons(gridFromChecked(r.rows ?? []), checkReasons).map((g) => g.reason)).toEqual(['ASIN is longer than 255 characters']);
  });

  it("marketplace-blank-lines: rows keep the file's own lines (the bad ASIN is line 6, the duplicate line 9 of line 3)", () => {
    const r = importFixture('marketplace-blank-lines.csv', 'marketplace');
    expect(r.rows?.map((row) => row.rowNumber)).toEqual([3, 6, 7, 9]);
    expect(r.failedRows).toEqual([6, 9]);
    expect(r.rows?.[3]?.errors).toEqual(['Duplicate of line 3']);
  });

  it('marketplace-custom-id: custom_id read (set after the upload), note named as ignored, all ready', () => {
    const r = importFixture('marketplace-custom-id.csv', 'marketplace');
    expect(r.failedRows).toEqual([]);
    expect(r.rows?.map((row) => row.values.custom_id)).toEqual(['ref-001', 'ref, 002', '']);
    expect(unsentColumns('marketplace', r.headers ?? [], r.mapping ?? {}).map((c) => [c.header, c.fate])).toEqual([
      ['custom_id', 'after-upload'],
      ['note', 'ignored'],
    ]);
  });

  it('marketplace-quoted-asins: both malformed ASINs in one group, one of them holding quotes', () => {
    const r = importFixture('marketplace-quoted-asins.csv', 'marketplace');
    expect(r.failedRows).toEqual([2, 3]);
    const groups = groupReasons(gridFromChecked(r.rows ?? []), checkReasons);
    expect(groups.map((g) => [g.reason, g.rowNumbers])).toEqual([['ASIN "…" is not 10 capital letters and digits', [2, 3]]]);
    expect(r.rows?.[1]?.errors).toEqual(['ASIN "B0"BAD"2" is not 10 capital letters and digits']);
  });
});
