import { LIMITS } from '../api/limits.ts';
import { importColumns } from './item-columns.ts';
import type { ColumnMapping, ColumnName, ItemType } from './item-columns.ts';
import { MAX_CELL_LENGTH, quoteValue, truncateValue } from './cell-text.ts';
import { MAX_SKU } from '../api/common.ts';
import { ASIN_PATTERN } from '../api/marketplace-items.ts';
import { OFFICESTORE_DOMAIN, PARTSSTORE_DOMAIN } from '../api/settings.ts';
import type { Domain } from '../api/settings.ts';

/** A domain of the domains listing (the fields the checks need); without `supplier_type` it counts as scraping. */
export type CheckDomain = Pick<Domain, 'id' | 'domain' | 'postcode_regex'> & Partial<Pick<Domain, 'supplier_type'>>;

/** What the checks know about the user and the collection (all plain data, so it crosses postMessage). */
export interface CheckContext {
  readonly domains: readonly CheckDomain[];
  /** The user's zipcodes whose status is `active`. */
  readonly activePostcodes: readonly { readonly zipcode: string; readonly domainName: string }[];
  /** Known officestore store ids (e.g. `W411`). */
  readonly storeIds: ReadonlySet<string>;
  /** `itemKey` of every item already in the collection. */
  readonly existingKeys: ReadonlySet<string>;
  /** How many more items the collection takes (5000 minus its item count). */
  readonly remainingRoom: number;
  /** A split import: rows past the room go to new collections, so no row is refused for want of room. */
  readonly split?: boolean;
}

/** Rows one file may hold: four collections' worth, the rows past the chosen collection's room split into new ones. */
export const MAX_IMPORT_ROWS = 20_000;

const NO_ROOM = 'No room left in the collection';

/** Whether a check's reason is the collection's room alone (what splitting the file would cure). */
export const isNoRoomReason = (reason: string): boolean => reason.startsWith(NO_ROOM);

/** The text values of a row by column; never coerced (leading zeros survive). */
export type RowValues = Partial<Record<ColumnName, string>>;

/**
 * One data row after checking: its line in the file as a spreadsheet numbers it (blank lines count, so a
 * header on the first line makes the first data row 2), values and reasons (empty when ready).
 */
export interface CheckedRow {
  readonly rowNumber: number;
  readonly values: RowValues;
  readonly errors: readonly string[];
}

// Most rows are fine: they share one frozen empty list instead of allocating their own.
const NO_ERRORS: readonly string[] = Object.freeze([]);

const SEP = '\u001f';

/** The service's duplicate identity of an item: domain+postcode+ASIN, code+postcode, or SKU. */
export function itemKey(type: ItemType, values: RowValues): string {
  switch (type) {
    case 'marketplace':
      return `${(values.domain ?? '').toLowerCase()}${SEP}${values.customer_postcode ?? ''}${SEP}${values.asin ?? ''}`;
    case 'partsstore':
      return `${values.sku ?? ''}${SEP}${values.customer_postcode ?? ''}`;
    case 'officestore':
      return values.sku ?? '';
  }
}

interface DomainRule {
  readonly name: string;
  readonly pattern: RegExp | null;
  readonly takesMarketplaceItems: boolean;
  /** Active postcodes of the user on this domain: as registered and squashed → the registered spelling. */
  readonly active: Map<string, string>;
}

const squash = (postcode: string): string => postcode.replace(/\s+/g, '').toUpperCase();

function compilePattern(source: string): RegExp | null {
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

const FOUR_DIGITS = /^\d{4}$/;

/** Domain rules by lower-case name, built once per `checkRows` call. */
function buildRules(context: CheckContext): Map<string, DomainRule> {
  const rules = new Map<string, DomainRule>();
  const rule = (domain: string, regex: string | null, supplierType: string): DomainRule => {
    const name = domain.toLowerCase();
    return {
      name: domain,
      pattern: regex === null ? FOUR_DIGITS : compilePattern(regex),
      takesMarketplaceItems: name !== PARTSSTORE_DOMAIN && name !== OFFICESTORE_DOMAIN && supplierType === 'scraping',
      active: new Map(),
    };
  };
  for (const d of context.domains) rules.set(d.domain.toLowerCase(), rule(d.domain, d.postcode_regex, d.supplier_type ?? 'scraping'));
  for (const name of [PARTSSTORE_DOMAIN, OFFICESTORE_DOMAIN])
    if (!rules.has(name)) rules.set(name, { ...rule(name, null, 'scraping'), takesMarketplaceItems: false });
  for (const p of context.activePostcodes) {
    const active = rules.get(p.domainName.toLowerCase())?.active;
    active?.set(p.zipcode, p.zipcode);
    active?.set(squash(p.zipcode), p.zipcode);
  }
  return rules;
}

/** Checks a postcode against a domain; returns the registered spelling or pushes the reason. */
function checkPostcode(raw: string, rule: DomainRule, pattern: RegExp | null, errors: string[]): string {
  if (raw === '') {
    errors.push('Postcode is missing');
    return raw;
  }
  const registered = rule.active.get(raw) ?? rule.active.get(squash(raw));
  if (registered !== undefined) return registered;
  const domain = rule.name;
  if (/^\d{1,4}$/.test(raw)) {
    for (const width of [4, 5]) {
      const padded = raw.padStart(width, '0');
      if (padded !== raw && rule.active.has(padded)) {
        errors.push(`Postcode ${raw} is not registered for ${domain}; did the spreadsheet drop a leading zero (${padded})?`);
        return raw;
      }
    }
  }
  if (pattern !== null && !pattern.test(raw)) {
    errors.push(`Postcode ${quoteValue(raw)} is not a valid postcode for ${domain}`);
  } else {
    errors.push(`Postcode ${truncateValue(raw)} is not registered and active for ${domain}; add it on the Postcodes page and wait until it is active`);
  }
  return raw;
}

function checkCode(raw: string, label: string, errors: string[]): void {
  if (raw === '') errors.push(`${label} is missing`);
  else if (raw.length > MAX_SKU) errors.push(`${label} is longer than ${MAX_SKU} characters`);
}

function checkMarketplace(values: RowValues, rules: Map<string, DomainRule>, errors: string[]): void {
  const domainText = values.domain ?? '';
  const rule = domainText === '' ? undefined : (rules.get(domainText) ?? rules.get(domainText.toLowerCase()));
  if (domainText === '') errors.push('Domain is missing');
  else if (rule === undefined) errors.push(`Unknown domain ${quoteValue(domainText)}`);
  else if (!rule.takesMarketplaceItems) errors.push(`${rule.name} is not a marketplace domain`);
  if (rule?.takesMarketplaceItems) {
    values.domain = rule.name;
    values.customer_postcode = checkPostcode(values.customer_postcode ?? '', rule, rule.pattern, errors);
  } else if ((values.customer_postcode ?? '') === '') {
    errors.push('Postcode is missing');
  }
  const asin = values.asin ?? '';
  if (asin === '') errors.push('ASIN is missing');
  else if (!ASIN_PATTERN.test(asin)) errors.push(`ASIN ${quoteValue(asin)} is not 10 capital letters and digits`);
  const raw = values.include_raw_html;
  if (raw !== undefined && raw !== '' && raw !== 'true' && raw !== 'false') {
    const lower = raw.toLowerCase();
    if (lower === 'true' || lower === 'false') values.include_raw_html = lower;
    else errors.push(`include_raw_html must be true, false or empty, not ${quoteValue(raw)}`);
  }
}

function checkStoreItem(type: 'partsstore' | 'officestore', values: RowValues, rule: DomainRule, storeIds: ReadonlySet<string>, errors: string[]): void {
  checkCode(values.sku ?? '', type === 'partsstore' ? 'Part code' : 'SKU', errors);
  // partsstore postcodes are 4-digit by the interface (4.3 rule 3), whatever the listing says.
  const pattern = type === 'partsstore' ? FOUR_DIGITS : rule.pattern;
  values.customer_postcode = checkPostcode(values.customer_postcode ?? '', rule, pattern, errors);
  const store = values.store_id;
  if (type === 'officestore' && store !== undefined && store !== '' && !storeIds.has(store)) {
    errors.push(`Unknown store id ${quoteValue(store)}`);
  }
}

/**
 * Remembers the first row of each item identity (the parts of `itemKey`) in nested maps, so no key
 * string is built per row; consecutive rows usually share domain and postcode, so the inner map is
 * reused while they do. Returns that first row, or null when a part the identity needs is empty.
 */
function firstRowIndex(type: ItemType): (values: RowValues, row: number) => number | null {
  const outer = new Map<string, Map<string, Map<string, number>>>();
  let lastA: string | undefined;
  let lastB: string | undefined;
  let inner = new Map<string, number>();
  return (v, row) => {
    const a = type === 'marketplace' ? (v.domain ?? '').toLowerCase() : (v.sku ?? '');
    const b = type === 'officestore' ? '' : (v.customer_postcode ?? '');
    const c = type === 'marketplace' ? (v.asin ?? '') : '';
    if (a === '' || (type !== 'officestore' && b === '') || (type === 'marketplace' && c === '')) return null;
    if (a !== lastA || b !== lastB) {
      let middle = outer.get(a);
      if (middle === undefined) outer.set(a, (middle = new Map()));
      let found = middle.get(b);
      if (found === undefined) middle.set(b, (found = new Map()));
      inner = found;
      lastA = a;
      lastB = b;
    }
    const first = inner.get(c);
    if (first !== undefined) return first;
    inner.set(c, row);
    return row;
  };
}

/** Reads a row's cells into values of a fixed shape per item type (keeps the hot loop monomorphic). */
function valueReader(type: ItemType, mapping: ColumnMapping): (row: readonly string[]) => RowValues {
  const cell = (row: readonly string[], index: number | undefined): string => (index === undefined ? '' : (row[index] ?? '').trim());
  const { domain, customer_postcode: postcode, asin, include_raw_html: raw, sku, store_id: store } = mapping;
  switch (type) {
    case 'marketplace':
      return (row) => ({
        domain: cell(row, domain),
        customer_postcode: cell(row, postcode),
        asin: cell(row, asin),
        include_raw_html: cell(row, raw),
        custom_id: cell(row, mapping.custom_id),
      });
    case 'partsstore':
      return (row) => ({ sku: cell(row, sku), customer_postcode: cell(row, postcode) });
    case 'officestore':
      return (row) => ({ sku: cell(row, sku), customer_postcode: cell(row, postcode), store_id: cell(row, store) });
  }
}

/** Whether any cell of the raw row is longer than any value the service takes (values are trimmed cells). */
function hasLongCell(row: readonly string[]): boolean {
  for (const cell of row) if (cell.length > MAX_CELL_LENGTH) return true;
  return false;
}

/** Pushes a reason for each value longer than any the service takes; true when there was one. */
function checkLengths(columns: readonly { readonly name: ColumnName; readonly label: string }[], values: RowValues, errors: string[]): boolean {
  let long = false;
  for (const column of columns) {
    if ((values[column.name]?.length ?? 0) > MAX_CELL_LENGTH) {
      errors.push(`${column.label} is longer than ${MAX_CELL_LENGTH} characters`);
      long = true;
    }
  }
  return long;
}

/**
 * Checks parsed data rows for an item type: field rules, duplicates within the file and against the
 * collection, the 20,000-row limit and (unless the import is split) the collection's remaining room.
 * Values are trimmed text; only a domain's case, a registered postcode's spelling and `true`/`false` are
 * made canonical. A row with an over-long value gets only that reason (its other checks would quote it).
 * `rowNumbers` are the rows' lines in the file (default: header on line 1, no blank lines).
 */
export function checkRows(
  type: ItemType,
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  context: CheckContext,
  rowNumbers?: readonly number[],
): CheckedRow[] {
  const columns = importColumns(type);
  const rules = buildRules(context);
  const storeRule = rules.get(type === 'officestore' ? OFFICESTORE_DOMAIN : PARTSSTORE_DOMAIN);
  const read = valueReader(type, mapping);
  const firstRowOf = firstRowIndex(type);
  const checkExisting = context.existingKeys.size > 0;
  const room = Math.max(0, context.remainingRoom);
  let accepted = 0;
  const out: CheckedRow[] = [];
  const errors: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    const rowNumber = rowNumbers?.[i] ?? i + 2;
    const row = rows[i] ?? [];
    const values = read(row);
    const long = hasLongCell(row) && checkLengths(columns, values, errors);
    if (long) {
      // Nothing else is checked: no reason or identity may carry the value.
    } else if (type === 'marketplace') checkMarketplace(values, rules, errors);
    else if (storeRule !== undefined) checkStoreItem(type, values, storeRule, context.storeIds, errors);

    const first = long ? null : firstRowOf(values, rowNumber);
    if (first !== null) {
      if (first !== rowNumber) errors.push(`Duplicate of line ${first}`);
      if (checkExisting && context.existingKeys.has(itemKey(type, values))) errors.push('Already in the collection');
    }
    if (i >= MAX_IMPORT_ROWS) {
      errors.push(`Beyond the ${MAX_IMPORT_ROWS}-row limit of one import`);
    } else if (errors.length === 0 && context.split !== true) {
      if (accepted >= room) {
        const count = LIMITS.itemsPerCollection - room + accepted;
        errors.push(`${NO_ROOM} (${count}/${LIMITS.itemsPerCollection})`);
      } else {
        accepted++;
      }
    }
    out.push({ rowNumber, values, errors: errors.length === 0 ? NO_ERRORS : errors.splice(0) });
  }
  return out;
}

/** Counts of a checked file: rows, rows ready to import, rows with errors. */
export function summariseRows(rows: readonly CheckedRow[]): { total: number; ready: number; failed: number } {
  let failed = 0;
  for (const r of rows) if (r.errors.length > 0) failed++;
  return { total: rows.length, ready: rows.length - failed, failed };
}
