import { zipSync } from 'fflate';
import type { Zippable } from 'fflate';
import type { CategoryAsin } from './category-asins.ts';

/** Records per JSON result page (completions 5). */
export const RESULT_PAGE_RECORDS = 100;

/** A file to put in a zip. */
export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/**
 * Splits result records into JSON page texts of `perPage` records each (`_Results_Page_<n>.json`).
 * No records still gives one page, `[]`, so a run always has a page to link.
 */
export function resultPages(records: readonly unknown[], perPage: number = RESULT_PAGE_RECORDS): string[] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError('perPage must be a positive integer');
  const pages: string[] = [];
  for (let i = 0; i < records.length; i += perPage) pages.push(JSON.stringify(records.slice(i, i + perPage)));
  return pages.length > 0 ? pages : ['[]'];
}

/** A fixed timestamp for zip entries, so the same files always give the same zip bytes. */
const ZIP_MTIME = new Date('2026-01-01T00:00:00Z');

/** Zips files (deflate) into one archive (`_Results_All_Pages.zip`); names must be unique. */
export function zipFiles(files: readonly ZipEntry[], mtime: Date = ZIP_MTIME): Uint8Array {
  const zippable: Zippable = {};
  for (const file of files) {
    if (Object.hasOwn(zippable, file.name)) throw new Error(`Duplicate file name in zip: ${file.name}`);
    zippable[file.name] = file.bytes;
  }
  return zipSync(zippable, { level: 6, mtime });
}

/** Header of `category_asins.csv` (completions 5). */
export const CATEGORY_CSV_COLUMNS = [
  'asin',
  'parent_asin',
  'is_variant',
  'is_brand',
  'is_store',
  'is_prime',
  'seller_name',
  'price_cents',
  'in_stock',
] as const;

/** One CSV field per RFC 4180: quoted when it holds a comma, quote, CR or LF; quotes doubled. */
export function csvField(value: string | number | boolean): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `category_asins.csv` text: the header, then one CRLF-terminated line per row. */
export function categoryCsv(rows: readonly Pick<CategoryAsin, (typeof CATEGORY_CSV_COLUMNS)[number]>[]): string {
  const lines = [CATEGORY_CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(CATEGORY_CSV_COLUMNS.map((column) => csvField(row[column])).join(','));
  return lines.map((line) => `${line}\r\n`).join('');
}
