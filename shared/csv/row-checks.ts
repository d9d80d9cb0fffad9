import { LIMITS } from '../api/limits.ts';
import type { ColumnMapping, ColumnName, ItemType } from './item-columns.ts';
import { ITEM_COLUMNS } from './item-columns.ts';
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
}

/** The text values of a row by column; never coerced (leading zeros survive). */
export type RowValues = Partial<Record<ColumnName, string>>;

/** One data row after checking: its spreadsheet row number (header = 1), values and reasons. */
export interface CheckedRow {
  readonly rowNumber: number;
  readonly values: RowValues;
  readonly errors: string[];
}

const SEP = '\u001f';

/** The service's duplicate identity of an item: domain+postcode+ASIN, code+postcode, or SKU. */
export function itemKey(type: ItemType, values: RowValues): string {
  switch (type) {
    case 'marketplace':
      return [(values.domain ?? '').toLowerCase(), values.customer_postcode ?? '', values.asin ?? ''].join(SEP);
    case 'partsstore':
      return [values.sku ?? '', values.customer_postcode ?? ''].join(SEP);
    case 'officestore':
      return values.sku ?? '';
  }
}

interface DomainRule {
  readonly name: string;
  readonly pattern: RegExp | null;
  readonly takesMarketplaceItems: boolean;
}

/** Lookups built once per `checkRows` call. */
interface Lookups {
  readonly domains: Map<string, DomainRule>;
  /** `domain|POSTCODE` (upper-case, no spaces) → the registered spelling. */
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

function buildLookups(context: CheckContext): Lookups {
  const domains = new Map<string, DomainRule>();
  for (const d of context.domains) {
    const name = d.domain.toLowerCase();
    domains.set(name, {
      name: d.domain,
      pattern: compilePattern(d.postcode_regex),
      takesMarketplaceItems:
        name !== PARTSSTORE_DOMAIN && name !== OFFICESTORE_DOMAIN && (d.supplier_type ?? 'scraping') === 'scraping',
    });
  }
  const active = new Map<string, string>();
  for (const p of context.activePostcodes) active.set(`${p.domainName.toLowerCase()}|${squash(p.zipcode)}`, p.zipcode);
  return { domains, active };
}

const FOUR_DIGITS = /^\d{4}$/;

/** Checks a postcode against a domain; returns the registered spelling or pushes the reason. */
function checkPostcode(raw: string, domain: string, pattern: RegExp | null, lookups: Lookups, errors: string[]): string {
  if (raw === '') {
    errors.push('Postcode is missing');
    return raw;
  }
  const key = domain.toLowerCase();
  const registered = lookups.active.get(`${key}|${squash(raw)}`);
  if (registered !== undefined) return registered;
  if (/^\d{1,4}$/.test(raw)) {
    for (const width of [4, 5]) {
      const padded = raw.padStart(width, '0');
      if (padded !== raw && lookups.active.has(`${key}|${padded}`)) {
        errors.push(`Postcode ${raw} is not registered for ${domain}; did the spreadsheet drop a leading zero (${padded})?`);
        return raw;
      }
    }
  }
  if (pattern !== null && !pattern.test(raw)) {
    errors.push(`Postcode "${raw}" is not a valid postcode for ${domain}`);
  } else {
    errors.push(`Postcode ${raw} is not registered and active for ${domain}; add it on the Postcodes page and wait until it is active`);
  }
  return raw;
}

function checkCode(raw: string, label: string, errors: string[]): void {
  if (raw === '') errors.push(`${label} is missing`);
  else if (raw.length > MAX_SKU) errors.push(`${label} is longer than ${MAX_SKU} characters`);
}

function checkMarketplace(values: RowValues, lookups: Lookups, errors: string[]): void {
  const domainText = values.domain ?? '';
  const rule = domainText === '' ? undefined : lookups.domains.get(domainText.toLowerCase());
  if (domainText === '') errors.push('Domain is missing');
  else if (rule === undefined) errors.push(`Unknown domain "${domainText}"`);
  else if (!rule.takesMarketplaceItems) errors.push(`${rule.name} is not a marketplace domain`);
  if (rule?.takesMarketplaceItems) {
    values.domain = rule.name;
    values.customer_postcode = checkPostcode(values.customer_postcode ?? '', rule.name, rule.pattern, lookups, errors);
  } else if ((values.customer_postcode ?? '') === '') {
    errors.push('Postcode is missing');
  }
  const asin = values.asin ?? '';
  if (asin === '') errors.push('ASIN is missing');
  else if (!ASIN_PATTERN.test(asin)) errors.push(`ASIN "${asin}" is not 10 capital letters and digits`);
  const raw = values.include_raw_html;
  if (raw !== undefined && raw !== '') {
    const lower = raw.toLowerCase();
    if (lower === 'true' || lower === 'false') values.include_raw_html = lower;
    else errors.push(`include_raw_html must be true, false or empty, not "${raw}"`);
  }
}

function checkStoreItem(type: 'partsstore' | 'officestore', values: RowValues, context: CheckContext, lookups: Lookups, errors: string[]): void {
  const domain = type === 'partsstore' ? PARTSSTORE_DOMAIN : OFFICESTORE_DOMAIN;
  checkCode(values.sku ?? '', type === 'partsstore' ? 'Part code' : 'SKU', errors);
  // partsstore postcodes are 4-digit by the interface (4.3 rule 3), whatever the listing says.
  const pattern = type === 'partsstore' ? FOUR_DIGITS : (lookups.domains.get(domain)?.pattern ?? FOUR_DIGITS);
  values.customer_postcode = checkPostcode(values.customer_postcode ?? '', domain, pattern, lookups, errors);
  const store = values.store_id;
  if (type === 'officestore' && store !== undefined && store !== '' && !context.storeIds.has(store)) {
    errors.push(`Unknown store id "${store}"`);
  }
}

/**
 * Checks parsed data rows for an item type: field rules, duplicates within the file and against the
 * collection, the 5000-row limit and the collection's remaining room. Values are trimmed text; only
 * a domain's case, a registered postcode's spelling and `true`/`false` are made canonical.
 */
export function checkRows(
  type: ItemType,
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  context: CheckContext,
): CheckedRow[] {
  const lookups = buildLookups(context);
  const columns = ITEM_COLUMNS[type].map((c) => [c.name, mapping[c.name]] as const);
  const seen = new Map<string, number>();
  const room = Math.max(0, context.remainingRoom);
  let accepted = 0;
  const out: CheckedRow[] = new Array<CheckedRow>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] ?? [];
    const rowNumber = i + 2;
    const values: RowValues = {};
    for (const [name, index] of columns) values[name] = index === undefined ? '' : (row[index] ?? '').trim();
    const errors: string[] = [];
    if (type === 'marketplace') checkMarketplace(values, lookups, errors);
    else checkStoreItem(type, values, context, lookups, errors);

    const keyComplete = type === 'marketplace'
      ? values.domain !== '' && values.customer_postcode !== '' && values.asin !== ''
      : values.sku !== '' && (type === 'officestore' || values.customer_postcode !== '');
    if (keyComplete) {
      const key = itemKey(type, values);
      const first = seen.get(key);
      if (first !== undefined) errors.push(`Duplicate of row ${first}`);
      else seen.set(key, rowNumber);
      if (context.existingKeys.has(key)) errors.push('Already in the collection');
    }
    if (i >= LIMITS.rowsPerBulkCsv) {
      errors.push(`Beyond the ${LIMITS.rowsPerBulkCsv}-row limit of one import`);
    } else if (errors.length === 0) {
      if (accepted >= room) {
        const count = LIMITS.itemsPerCollection - room + accepted;
        errors.push(`No room left in the collection (${count}/${LIMITS.itemsPerCollection})`);
      } else {
        accepted++;
      }
    }
    out[i] = { rowNumber, values, errors };
  }
  return out;
}

/** Counts of a checked file: rows, rows ready to import, rows with errors. */
export function summariseRows(rows: readonly CheckedRow[]): { total: number; ready: number; failed: number } {
  let failed = 0;
  for (const r of rows) if (r.errors.length > 0) failed++;
  return { total: rows.length, ready: rows.length - failed, failed };
}
