import { describe, expect, it } from 'vitest';
import { commonSymbol, domainForSymbol, filterResultRows, resultRows } from './result-rows.ts';

describe('result rows', () => {
  it('keeps one row per ASIN with its listing rank and price in cents', () => {
    const rows = resultRows([
      { asin: 'B000000001', title: 'A', price: '$12.99' },
      { asin: 'B000000002', title: 'B', price: 'n/a' },
      { asin: 'B000000001', title: 'A again', price: '$13.99' },
    ]);
    expect(rows).toEqual([
      { asin: 'B000000001', title: 'A', price: '$12.99', cents: 1299, rank: 1 },
      { asin: 'B000000002', title: 'B', price: 'n/a', cents: null, rank: 2 },
    ]);
  });

  it('finds the usual currency and the domain it suggests', () => {
    const rows = resultRows([
      { asin: 'B000000001', title: 'A', price: '£1.00' },
      { asin: 'B000000002', title: 'B', price: '£2.00' },
    ]);
    expect(commonSymbol(rows)).toBe('£');
    expect(commonSymbol([])).toBe('$');
    expect(domainForSymbol('£')).toBe('marketplace.co.uk');
    expect(domainForSymbol('$')).toBe('marketplace.com.au');
  });
});

describe('result filter', () => {
  it('matches every word against ASIN, title and price', () => {
    const rows = resultRows([
      { asin: 'B000000001', title: 'Tefal Toaster, 2 Slice', price: '$25.99' },
      { asin: 'B000000002', title: 'OXO Kettle', price: '$97.99' },
    ]);
    expect(filterResultRows(rows, 'toaster 25').map((r) => r.asin)).toEqual(['B000000001']);
    expect(filterResultRows(rows, 'b000000002')).toHaveLength(1);
    expect(filterResultRows(rows, '  ')).toBe(rows);
    expect(filterResultRows(rows, 'nothing')).toEqual([]);
  });
});
