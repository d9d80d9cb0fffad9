import type { ColumnName, ItemType } from '../../../../shared/csv/item-columns.ts';
import type { Tone } from '../../../lib/status-tone.ts';
import type { TextEncodingName } from './decode.ts';
import type { GridRow } from './import-rows.ts';

/** How the screen names an item type. */
export const TYPE_LABELS: Readonly<Record<ItemType, string>> = {
  marketplace: 'Marketplace ASINs',
  partsstore: 'Partsstore part codes',
  officestore: 'Officestore SKUs',
};

/** An encoding as the user reads it ("UTF-8 with BOM", "Windows-1252"). */
export function encodingLabel(encoding: TextEncodingName | null, hasBom: boolean): string {
  switch (encoding) {
    case 'utf-8':
      return hasBom ? 'UTF-8 with BOM' : 'UTF-8';
    case 'utf-16le':
      return 'UTF-16 (little-endian)';
    case 'utf-16be':
      return 'UTF-16 (big-endian)';
    case 'windows-1252':
      return 'Windows-1252';
    default:
      return '—';
  }
}

/** A delimiter by name ("Comma", "Semicolon", "Tab"). */
export function delimiterLabel(delimiter: string | null): string {
  switch (delimiter) {
    case ',':
      return 'Comma';
    case ';':
      return 'Semicolon';
    case '\t':
      return 'Tab';
    case '|':
      return 'Pipe';
    case null:
    case '':
      return '—';
    default:
      return `“${delimiter}”`;
  }
}

/** A row's status as the grid shows it: label and tone. */
export function rowStatus(row: GridRow): { label: string; tone: Tone } {
  switch (row.outcome) {
    case 'pending':
      return row.errors.length > 0 ? { label: 'Invalid', tone: 'danger' } : { label: 'Ready', tone: 'info' };
    case 'sending':
      return { label: 'Sending', tone: 'accent' };
    case 'sent-ok':
      return { label: 'Added', tone: 'success' };
    case 'rejected':
      if (row.errors.length > 0) return { label: 'Invalid', tone: 'danger' };
      return row.edited ? { label: 'Edited', tone: 'warning' } : { label: 'Rejected', tone: 'danger' };
    case 'dropped':
      return { label: 'Dropped', tone: 'neutral' };
  }
}

/** A file name for a template or report: `<type>-template.csv`, `<name>-errors.csv`. */
export function reportFileName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '') || 'import';
  return `${base}-errors.csv`;
}

const ERROR_COLUMNS: readonly (readonly [RegExp, ColumnName])[] = [
  [/^ASIN\b/, 'asin'],
  [/^Postcode\b/, 'customer_postcode'],
  [/^(Domain\b|Unknown domain\b)|is not a marketplace domain$/, 'domain'],
  [/^(include_raw_html|Include raw HTML)\b/, 'include_raw_html'],
  [/^(Part code|SKU)\b/, 'sku'],
  [/^(Unknown store id|Store)\b/, 'store_id'],
  [/^Custom id\b/, 'custom_id'],
];

/** The columns a row's reasons point at (so those cells show as invalid). */
export function errorColumns(errors: readonly string[]): Set<ColumnName> {
  const out = new Set<ColumnName>();
  for (const error of errors) for (const [pattern, column] of ERROR_COLUMNS) if (pattern.test(error)) out.add(column);
  return out;
}
