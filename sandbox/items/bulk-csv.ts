import { LIMITS } from '../../shared/api/limits.ts';
import { ITEM_COLUMNS, matchHeaders, type ItemType } from '../../shared/csv/item-columns.ts';
import type { RowValues } from '../../shared/csv/row-checks.ts';
import { ApiError } from '../server/api-error.ts';
import type { UploadedFile } from '../server/route-kit.ts';
import { CSV_FILE_MESSAGES, decodeCsv } from './csv-decode.ts';
import { isBlankRecord, readCsv } from './csv-read.ts';

/** One data row of a bulk CSV: its 1-based data row number (the header is not counted) and its text values. */
export interface BulkRow {
  row: number;
  values: RowValues;
}

/** Options of `readBulkCsv`. */
export interface BulkCsvOptions {
  /** Most data rows one upload may hold; more refuses the whole file (default: no limit). */
  maxRows?: number;
}

/** The message of a file with more data rows than one upload takes. */
export function tooManyRowsMessage(count: number, max: number = LIMITS.rowsPerBulkCsv): string {
  return `The CSV file has ${count} data rows; one upload takes at most ${max}. Split it and upload each part.`;
}

/** The message of a file whose header row lacks required columns. */
export function missingColumnsMessage(type: ItemType, missing: readonly string[]): string {
  const names = ITEM_COLUMNS[type].map((c) => c.name).join(', ');
  return `The CSV file needs a header row with the columns ${names}; missing: ${missing.join(', ')}.`;
}

/**
 * Reads a bulk CSV upload for an item type: UTF-8 with or without BOM, RFC 4180 quoting, CRLF or LF,
 * a mandatory header matched by column name. Refuses the whole file (ApiError 400) when it is missing,
 * empty, binary, not UTF-8, malformed, headerless, without data rows or over `maxRows`; blank lines are
 * skipped (they keep their row number). Values are trimmed text, never coerced.
 */
export function readBulkCsv(file: UploadedFile | null, type: ItemType, options: BulkCsvOptions = {}): BulkRow[] {
  if (!file) throw new ApiError(400, CSV_FILE_MESSAGES.missing);
  const decoded = decodeCsv(file.bytes);
  if (!decoded.ok) throw new ApiError(400, decoded.message);
  const parsed = readCsv(decoded.text);
  if (!parsed.ok) {
    throw new ApiError(400, `The CSV file is malformed: a quoted value opened on line ${parsed.line} is never closed.`);
  }
  const [header, ...records] = parsed.records;
  if (!header || isBlankRecord(header)) throw new ApiError(400, CSV_FILE_MESSAGES.empty);
  const { mapping, unmatched } = matchHeaders(type, header);
  if (unmatched.length > 0) throw new ApiError(400, missingColumnsMessage(type, unmatched));
  const columns = ITEM_COLUMNS[type].map((c) => [c.name, mapping[c.name]] as const);
  const rows: BulkRow[] = [];
  records.forEach((record, index) => {
    if (isBlankRecord(record)) return;
    const values: RowValues = {};
    for (const [name, at] of columns) values[name] = at === undefined ? '' : (record[at] ?? '').trim();
    rows.push({ row: index + 1, values });
  });
  if (rows.length === 0) throw new ApiError(400, 'The CSV file has a header row but no data rows.');
  if (options.maxRows !== undefined && rows.length > options.maxRows) {
    throw new ApiError(400, tooManyRowsMessage(rows.length, options.maxRows));
  }
  return rows;
}
