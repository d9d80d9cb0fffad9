import { ITEM_REQUEST_TYPES } from '../api/collections.ts';
import { toCsv } from './csv-write.ts';

/** The item types that take a bulk CSV (a collection's `request_type`). */
export const ITEM_TYPES = ITEM_REQUEST_TYPES;

/** One of the item types that take a bulk CSV. */
export type ItemType = (typeof ITEM_TYPES)[number];

/** The name of a bulk CSV column, as the service's header row spells it. */
export type ColumnName = 'domain' | 'customer_postcode' | 'asin' | 'include_raw_html' | 'sku' | 'store_id' | 'custom_id';

/** One column of an import file: its name, whether it is required, and what the user sees. */
export interface ItemColumn {
  readonly name: ColumnName;
  readonly required: boolean;
  /** A short label for the mapping step. */
  readonly label: string;
  /** Other header spellings accepted for it (compared after normalising). */
  readonly aliases: readonly string[];
  /** Not a column of the bulk CSV: the desk sets it on each created item after the upload. */
  readonly afterUpload?: boolean;
}

const POSTCODE: ItemColumn = {
  name: 'customer_postcode',
  required: true,
  label: 'Postcode',
  aliases: ['postcode', 'zipcode', 'zip_code', 'post_code', 'zip'],
};

/** The bulk CSV columns of each item type, in the order the service's header lists them. */
export const ITEM_COLUMNS: Readonly<Record<ItemType, readonly ItemColumn[]>> = {
  marketplace: [
    { name: 'domain', required: true, label: 'Domain', aliases: ['domain_name', 'marketplace'] },
    POSTCODE,
    { name: 'asin', required: true, label: 'ASIN', aliases: [] },
    { name: 'include_raw_html', required: false, label: 'Include raw HTML', aliases: ['raw_html', 'including_raw_html'] },
  ],
  partsstore: [{ name: 'sku', required: true, label: 'Part code', aliases: ['code', 'part_code', 'product_code'] }, POSTCODE],
  officestore: [
    { name: 'sku', required: true, label: 'SKU', aliases: ['product_code'] },
    POSTCODE,
    { name: 'store_id', required: false, label: 'Store', aliases: ['store'] },
  ],
};

/**
 * Columns an import reads that the bulk upload cannot carry; the desk sets them on each created item
 * afterwards (the Add ASIN dialog takes a custom id, so a file may well hold one).
 */
export const AFTER_UPLOAD_COLUMNS: Readonly<Record<ItemType, readonly ItemColumn[]>> = {
  marketplace: [{ name: 'custom_id', required: false, label: 'Custom id', aliases: ['customid', 'custom_ref', 'reference'], afterUpload: true }],
  partsstore: [],
  officestore: [],
};

/** Every column an import reads for a type: the bulk CSV's, then those set after the upload. */
export function importColumns(type: ItemType): readonly ItemColumn[] {
  return [...ITEM_COLUMNS[type], ...AFTER_UPLOAD_COLUMNS[type]];
}

/** The names of `importColumns`, in order (the grid's and the error report's columns). */
export function importColumnNames(type: ItemType): ColumnName[] {
  return importColumns(type).map((c) => c.name);
}

const EXAMPLES: Readonly<Record<ItemType, readonly (readonly string[])[]>> = {
  marketplace: [
    ['marketplace.com.au', '2000', 'B07XJ8C8F5', 'false'],
    ['marketplace.com.au', '3000', 'B08N5WRWNW', 'true'],
  ],
  partsstore: [
    ['BRK-1042', '2000'],
    ['0045821', '0800'],
  ],
  officestore: [
    ['00123456', '2000', 'W411'],
    ['4455667', '3000', ''],
  ],
};

/** The bulk CSV column names of an item type, in header order. */
export function columnNames(type: ItemType): ColumnName[] {
  return ITEM_COLUMNS[type].map((c) => c.name);
}

/** A downloadable template: the header row and two example rows. */
export function templateCsv(type: ItemType): string {
  return toCsv(columnNames(type), EXAMPLES[type]);
}

/** Column name → index of the file's header that holds it (absent when not matched). */
export type ColumnMapping = Partial<Record<ColumnName, number>>;

/** What `matchHeaders` found: the mapping and the required columns it could not place. */
export interface HeaderMatch {
  readonly mapping: ColumnMapping;
  readonly unmatched: ColumnName[];
}

/** Lower-case, trimmed, with runs of spaces, `_` and `-` made one `_` ("Customer Postcode" → customer_postcode). */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_');
}

/**
 * Places each column an import of the type reads on a header of the file: exact names first, then
 * aliases; the first header wins when two match. Required columns left over are `unmatched`.
 */
export function matchHeaders(type: ItemType, headers: readonly string[]): HeaderMatch {
  const normalised = headers.map(normaliseHeader);
  const taken = new Set<number>();
  const mapping: ColumnMapping = {};
  const place = (column: ItemColumn, names: readonly string[]): void => {
    if (mapping[column.name] !== undefined) return;
    const index = normalised.findIndex((h, i) => !taken.has(i) && names.includes(h));
    if (index >= 0) {
      mapping[column.name] = index;
      taken.add(index);
    }
  };
  const columns = importColumns(type);
  for (const column of columns) place(column, [column.name]);
  for (const column of columns) place(column, column.aliases);
  const unmatched = columns.filter((c) => c.required && mapping[c.name] === undefined).map((c) => c.name);
  return { mapping, unmatched };
}
