import { parsePrice } from '../local-copy/record-fields.ts';
import { typedTable } from './typed-table.ts';
import type { TypedTable } from './typed-table.ts';

/** Columns shown first, in this order, when records have them; the rest follow in first-seen order. */
export const LEADING_COLUMNS = ['asin', 'sku', 'title', 'brand', 'price', 'currency', 'availability'] as const;

/**
 * Turns result records into one typed table: the leading columns first, then every other field seen.
 * A price written as text ("$1,234.99", "12,99 €") becomes a number, with its symbol in `currency`, so a
 * spreadsheet can sum and sort it; other columns are typed by what they hold.
 */
export function outputsTable(records: readonly Record<string, unknown>[]): TypedTable {
  const seen = new Set<string>();
  for (const record of records) for (const key of Object.keys(record)) seen.add(key);
  const prices = records.map((record) => (typeof record.price === 'string' ? parsePrice(record.price) : null));
  const typedPrices = prices.some((p) => p !== null) && !seen.has('currency');
  if (typedPrices) seen.add('currency');
  const headers = [...LEADING_COLUMNS.filter((c) => seen.has(c)), ...[...seen].filter((c) => !(LEADING_COLUMNS as readonly string[]).includes(c))];
  const rows = records.map((record, r) =>
    headers.map((h) => {
      const price = prices[r];
      if (!typedPrices || (h !== 'price' && h !== 'currency')) return record[h];
      if (price === null || price === undefined) return h === 'price' ? record.price : null;
      return h === 'price' ? price.cents / 100 : price.currency;
    }),
  );
  return typedTable(headers, rows);
}
