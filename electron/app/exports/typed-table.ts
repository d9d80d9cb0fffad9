/** What a column holds, so a spreadsheet gets numbers it can sum and dates it can sort. */
export type ColumnType = 'text' | 'number' | 'date';

/** One cell of a typed table: a number or Date only in columns of that type; null is an empty cell. */
export type Cell = string | number | Date | null;

/** A table with a type per column, what the CSV and XLSX writers take. */
export interface TypedTable {
  headers: string[];
  types: ColumnType[];
  rows: Cell[][];
}

// A number as data carries it: no leading zeros (a SKU "00123" stays text), at most 15 significant digits
// (what a spreadsheet keeps exactly), no thousands separators or currency.
const NUMBER_TEXT = /^-?(0|[1-9]\d{0,14})(\.\d{1,15})?$/;
// An ISO 8601 date, with an optional time and zone, as the service writes timestamps.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The number a value holds when it is one (a finite number or a plain decimal string), else null. */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMBER_TEXT.test(value)) return Number(value);
  return null;
}

/** The date an ISO 8601 value holds, else null. */
export function asDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

/** A column's type: number or date when every non-empty value is one (and there is at least one), else text. */
export function columnType(values: readonly unknown[]): ColumnType {
  const present = values.filter((v) => !isEmpty(v));
  if (present.length === 0) return 'text';
  if (present.every((v) => asNumber(v) !== null)) return 'number';
  if (present.every((v) => asDate(v) !== null)) return 'date';
  return 'text';
}

/** A value as text: strings as they are, booleans written out, objects as JSON. */
export function textOf(value: unknown): string {
  if (isEmpty(value)) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/** Builds a typed table from plain rows of values (column types found from the values). */
export function typedTable(headers: readonly string[], rows: readonly (readonly unknown[])[], types?: readonly ColumnType[]): TypedTable {
  const found = types ?? headers.map((_, c) => columnType(rows.map((row) => row[c])));
  return {
    headers: [...headers],
    types: [...found],
    rows: rows.map((row) =>
      found.map((type, c): Cell => {
        const value = row[c];
        if (isEmpty(value)) return null;
        if (type === 'number') return asNumber(value);
        if (type === 'date') return asDate(value);
        return textOf(value);
      }),
    ),
  };
}
