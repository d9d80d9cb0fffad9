import { describe, expect, it } from 'vitest';
import { outputsTable } from './outputs-table.ts';
import { asDate, asNumber, columnType, typedTable } from './typed-table.ts';
import { typedCsv } from './typed-csv.ts';

const csvText = (bytes: Uint8Array): string => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

describe('outputsTable', () => {
  it('puts the known columns first, reads text prices as numbers with their currency, and types the rest by value', () => {
    const table = outputsTable([
      { title: 'Kettle', asin: 'B0A', extra: { a: 1 }, price: '$1,234.50', rating: 4.5, is_prime: true },
      { asin: 'B0B', availability: 'In stock', price: '12,99 €', rating: '3', seller_name: null },
    ]);
    expect(table.headers).toEqual(['asin', 'title', 'price', 'currency', 'availability', 'extra', 'rating', 'is_prime', 'seller_name']);
    expect(table.types).toEqual(['text', 'text', 'number', 'text', 'text', 'text', 'number', 'text', 'text']);
    expect(table.rows).toEqual([
      ['B0A', 'Kettle', 1234.5, '$', null, '{"a":1}', 4.5, 'true', null],
      ['B0B', null, 12.99, '€', 'In stock', null, 3, null, null],
    ]);
  });

  it('keeps a price it cannot read as text rather than losing it', () => {
    const table = outputsTable([
      { asin: 'B0A', price: 'See options' },
      { asin: 'B0B', price: '$5.00' },
    ]);
    expect(table.types[1]).toBe('text');
    expect(table.rows.map((r) => r[1])).toEqual(['See options', '5']);
  });
});

describe('column typing', () => {
  it('keeps codes with leading zeros and mixed columns as text, reads ISO dates as dates', () => {
    expect(columnType(['00123', '456'])).toBe('text');
    expect(columnType(['1', '2.5', -3, ''])).toBe('number');
    expect(columnType(['2026-11-20T10:00:00Z', '2026-11-21'])).toBe('date');
    expect(columnType(['2026-11-20', 'soon'])).toBe('text');
    expect(asNumber('1e5')).toBeNull();
    expect(asNumber('12345678901234567')).toBeNull();
    expect(asDate('2026-11-21')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });
});

describe('typedCsv', () => {
  it('writes numbers and dates plainly and neutralises formula-looking text only', () => {
    const table = typedTable(
      ['code', 'change', 'at', 'note'],
      [
        ['=cmd|/C calc!A0', -5.25, '2026-11-20T10:00:00Z', '@SUM(A1)'],
        ['B0A', 3, '2026-11-21T00:00:00Z', 'a, "quoted" note'],
      ],
      ['text', 'number', 'date', 'text'],
    );
    expect(csvText(typedCsv(table))).toBe(
      '\uFEFFcode,change,at,note\r\n\'=cmd|/C calc!A0,-5.25,2026-11-20T10:00:00.000Z,\'@SUM(A1)\r\nB0A,3,2026-11-21T00:00:00.000Z,"a, ""quoted"" note"\r\n',
    );
  });
});
