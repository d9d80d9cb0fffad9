/** A table of strings with its header. */
export interface OutputsTable {
  headers: string[];
  rows: string[][];
}

/** Columns shown first, in this order, when records have them; the rest follow in first-seen order. */
export const LEADING_COLUMNS = ['asin', 'sku', 'title', 'brand', 'price', 'availability'] as const;

/** One cell's text: strings as they are, numbers and booleans written out, objects as JSON, nothing as empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/** Turns result records into one table: the leading columns first, then every other field seen. */
export function outputsTable(records: readonly Record<string, unknown>[]): OutputsTable {
  const seen = new Set<string>();
  for (const record of records) for (const key of Object.keys(record)) seen.add(key);
  const headers = [...LEADING_COLUMNS.filter((c) => seen.has(c)), ...[...seen].filter((c) => !(LEADING_COLUMNS as readonly string[]).includes(c))];
  return { headers, rows: records.map((record) => headers.map((h) => cellText(record[h]))) };
}
