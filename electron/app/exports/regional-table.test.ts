import { describe, expect, it } from 'vitest';
import { regionalRows } from '../local-copy/regional-rows.ts';
import type { RegionalItemRow } from '../local-copy/regional-rows.ts';
import { regionalTable } from './regional-table.ts';
import { typedCsv } from './typed-csv.ts';

const d = 'marketplace.com.au';
/** One item's latest output at a postcode (price in cents, as the stores read it). */
const item = (code: string, postcode: string, cents: number | null, inStock: boolean | null = true): RegionalItemRow => ({
  key: `${code}@${d}@${postcode}`,
  code,
  domain: d,
  postcode,
  runId: 7,
  price: cents,
  currency: cents === null ? null : '$',
  availability: inStock === null ? null : inStock ? 'In stock' : 'Currently unavailable.',
  inStock,
  title: `Title of ${code}`,
});

// A: 10.00 / 12.50 / 11.00 (25 % spread); B: 5.00 / 5.10 and out at 4000 (2 %); C at 2000 only (no spread).
const { postcodes, rows } = regionalRows([
  item('A', '2000', 1000),
  item('A', '3000', 1250),
  item('A', '4000', 1100),
  item('B', '2000', 500),
  item('B', '3000', 510),
  item('B', '4000', null, false),
  item('C', '2000', 700),
]);

describe('regionalTable', () => {
  it('writes one row per product with each postcode’s price as a number, then the spread, its % and the cheapest and dearest', () => {
    const table = regionalTable(postcodes, rows, {});
    expect(table.headers).toEqual([
      'code',
      'domain',
      'title',
      'currency',
      'price 2000',
      'availability 2000',
      'in stock 2000',
      'price 3000',
      'availability 3000',
      'in stock 3000',
      'price 4000',
      'availability 4000',
      'in stock 4000',
      'spread',
      'spread %',
      'cheapest',
      'dearest',
    ]);
    expect(table.types.filter((t) => t === 'number')).toHaveLength(5);
    expect(table.rows).toEqual([
      ['A', d, 'Title of A', '$', 10, 'In stock', 'yes', 12.5, 'In stock', 'yes', 11, 'In stock', 'yes', 2.5, 25, '2000', '3000'],
      ['B', d, 'Title of B', '$', 5, 'In stock', 'yes', 5.1, 'In stock', 'yes', null, 'Currently unavailable.', 'no', 0.1, 2, '2000', '3000'],
      ['C', d, 'Title of C', '$', 7, 'In stock', 'yes', null, null, null, null, null, null, null, null, '2000', '2000'],
    ]);
  });

  it('applies the screen’s filters: a spread of at least N %, out of stock somewhere, or both', () => {
    const codes = (filter: Parameters<typeof regionalTable>[2]) => regionalTable(postcodes, rows, filter).rows.map((r) => r[0]);
    expect(codes({ minSpreadPct: 10 })).toEqual(['A']);
    expect(codes({ minSpreadPct: 2 })).toEqual(['A', 'B']);
    expect(codes({ outOfStock: true })).toEqual(['B']);
    expect(codes({ minSpreadPct: 10, outOfStock: true })).toEqual([]);
    // A search on the screen sends the products it left: with a filter, both must hold.
    const keyOf = (code: string) => rows.find((row) => row.code === code)?.productKey ?? '';
    expect(codes({ products: [keyOf('B'), keyOf('C')] })).toEqual(['B', 'C']);
    expect(codes({ minSpreadPct: 2, products: [keyOf('B'), keyOf('C')] })).toEqual(['B']);
  });

  it('is written to CSV with the numbers bare, ready for a spreadsheet', () => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(typedCsv(regionalTable(postcodes, rows, { minSpreadPct: 10 })));
    const [, line] = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(line).toBe(`A,${d},Title of A,$,10,In stock,yes,12.5,In stock,yes,11,In stock,yes,2.5,25,2000,3000`);
  });
});
