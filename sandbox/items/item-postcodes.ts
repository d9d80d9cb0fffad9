import type { DatabaseSync } from 'node:sqlite';
import { INVALID_POSTCODE, MAX_POSTCODE } from '../../shared/api/common.ts';
import { postcodeMatchesDomain } from '../../shared/api/settings.ts';
import { prepared } from '../collections/statement-cache.ts';

/** A postcode of the caller as item creation sees it. */
export interface PostcodeRow {
  id: number;
  domain_id: number;
  zipcode: string;
  status: string;
}

/** A domains row as item creation sees it. */
export interface DomainRow {
  id: number;
  domain: string;
  supplier_type: string;
  postcode_regex: string;
}

/** Postcode values compare without spaces and case ("sw1a 1aa" is "SW1A1AA"). */
export function squashPostcode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The domain with this id, if any. */
export function domainById(db: DatabaseSync, id: number): DomainRow | undefined {
  return prepared(db, 'SELECT id, domain, supplier_type, postcode_regex FROM domains WHERE id = ?').get(id) as DomainRow | undefined;
}

/** The domain with this name (case-insensitive), if any. */
export function domainByName(db: DatabaseSync, name: string): DomainRow | undefined {
  return prepared(db, 'SELECT id, domain, supplier_type, postcode_regex FROM domains WHERE domain = ? COLLATE NOCASE').get(name.trim()) as
    DomainRow | undefined;
}

/** The caller's postcode with this Zipcode row id, if any (another user's is invisible). */
export function postcodeById(db: DatabaseSync, userId: number, id: number): PostcodeRow | undefined {
  return prepared(db, 'SELECT id, domain_id, zipcode, status FROM zipcodes WHERE id = ? AND user_id = ?').get(id, userId) as PostcodeRow | undefined;
}

/** The caller's postcodes of a domain by squashed value, for batch lookups. */
export function postcodeIndex(db: DatabaseSync, userId: number, domainId: number): Map<string, PostcodeRow> {
  const rows = prepared(db, 'SELECT id, domain_id, zipcode, status FROM zipcodes WHERE user_id = ? AND domain_id = ?').all(
    userId,
    domainId,
  ) as unknown as PostcodeRow[];
  const index = new Map<string, PostcodeRow>();
  for (const row of rows) {
    const key = squashPostcode(row.zipcode);
    // An active record wins over an inactive spelling of the same value.
    if (!index.has(key) || row.status === 'active') index.set(key, row);
  }
  return index;
}

/** Why a postcode value cannot be used for items of a domain, or null when it is registered and active. */
export function postcodeProblem(row: PostcodeRow | undefined, value: string, domain: string): string | null {
  if (!row) return `Postcode ${value} is not registered for ${domain}; add it on the Postcodes page and wait until it is active.`;
  if (row.status !== 'active') {
    return `Postcode ${row.zipcode} for ${domain} is ${row.status}, not active; wait until it is active before adding items.`;
  }
  return null;
}

/** Why a Zipcode row id cannot be used for items of a domain, or null when it is the caller's, of that domain, and active. */
export function postcodeIdProblem(row: PostcodeRow | undefined, id: number, domain: DomainRow): string | null {
  if (!row || row.domain_id !== domain.id) return `Zipcode ${id} is not one of your postcodes for ${domain.domain}.`;
  return postcodeProblem(row, row.zipcode, domain.domain);
}

/** A postcode value looked up for a domain: the caller's record when usable, else why not. */
export interface PostcodeLookup {
  row: PostcodeRow | undefined;
  problem: string | null;
}

/** Looks up a postcode value (as typed or from a CSV cell) among the caller's postcodes of a domain. */
export function lookupPostcodeValue(index: Map<string, PostcodeRow>, value: string, domain: DomainRow): PostcodeLookup {
  if (value === '') return { row: undefined, problem: 'Postcode is missing.' };
  if (value.length > MAX_POSTCODE) return { row: undefined, problem: `Postcode is longer than ${MAX_POSTCODE} characters.` };
  const row = index.get(squashPostcode(value));
  if (row) return { row, problem: postcodeProblem(row, value, domain.domain) };
  if (/^\d{1,4}$/.test(value)) {
    for (const width of [4, 5]) {
      const padded = value.padStart(width, '0');
      if (padded !== value && index.has(padded)) {
        return {
          row: undefined,
          problem: `Postcode ${value} is not registered for ${domain.domain}; did the spreadsheet drop a leading zero (${padded})?`,
        };
      }
    }
  }
  if (!postcodeMatchesDomain(domain.postcode_regex, value)) {
    return { row: undefined, problem: `${INVALID_POSTCODE} "${value}" is not a postcode of ${domain.domain}.` };
  }
  return { row: undefined, problem: postcodeProblem(undefined, value, domain.domain) };
}

/** The domain with this name; throws when the seed is missing (the domains table is seeded at start). */
export function requireDomainNamed(db: DatabaseSync, name: string): DomainRow {
  const domain = domainByName(db, name);
  if (!domain) throw new Error(`domain ${name} is not seeded`);
  return domain;
}

/**
 * Resolves a postcode given as a Zipcode row id (integer, or digits not shaped like the domain's postcodes)
 * or as a value, among the caller's postcodes of a domain: the usable record, or why not. A value of the
 * wrong shape is `Invalid postcode format.` exactly.
 */
export function resolveGivenPostcode(
  db: DatabaseSync,
  userId: number,
  domain: DomainRow,
  given: number | string,
): { row: PostcodeRow; problem: null } | { row: undefined; problem: string } {
  const value = typeof given === 'string' ? given.trim() : '';
  const asId = typeof given === 'number' ? given : /^\d{1,15}$/.test(value) && !postcodeMatchesDomain(domain.postcode_regex, value) ? Number(value) : null;
  if (asId !== null) {
    const row = postcodeById(db, userId, asId);
    const problem = postcodeIdProblem(row, asId, domain);
    return problem === null && row ? { row, problem: null } : { row: undefined, problem: problem ?? '' };
  }
  if (!postcodeMatchesDomain(domain.postcode_regex, value)) return { row: undefined, problem: INVALID_POSTCODE };
  const row = prepared(db, 'SELECT id, domain_id, zipcode, status FROM zipcodes WHERE user_id = ? AND domain_id = ? AND zipcode = ?').get(
    userId,
    domain.id,
    value,
  ) as PostcodeRow | undefined;
  const problem = postcodeProblem(row, value, domain.domain);
  return problem === null && row ? { row, problem: null } : { row: undefined, problem: problem ?? '' };
}
