import { csvCell } from '../../../shared/csv/csv-write.ts';
import type { Cell, TypedTable } from './typed-table.ts';

/**
 * A typed table as RFC 4180 CSV with a BOM (spreadsheet apps then read it as UTF-8: prices carry £, €):
 * numbers written plainly (a negative number is a number, never "neutralised"), dates as ISO 8601 UTC,
 * and text that a spreadsheet would run as a formula prefixed with `'`. CSV has no cell styles, so the
 * prefix is the only guard a spreadsheet honours there (OWASP's advice); the XLSX export keeps such text
 * unaltered and marks it with the quote-prefix style instead.
 */
export function typedCsv(table: TypedTable): Uint8Array {
  const cell = (value: Cell): string => {
    if (value === null) return '';
    if (typeof value === 'number') return String(value);
    if (value instanceof Date) return value.toISOString();
    return csvCell(value);
  };
  const lines = [table.headers.map(csvCell).join(','), ...table.rows.map((row) => row.map(cell).join(','))];
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}
