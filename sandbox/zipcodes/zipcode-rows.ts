import type { DatabaseSync } from 'node:sqlite';
import type { Zipcode, ZipcodeStatus, ZipcodeSubset } from '../../shared/api/zipcodes.ts';

/** A zipcodes row joined with its domain. */
export interface ZipcodeRow {
  id: number;
  user_id: number;
  domain_id: number;
  zipcode: string;
  status: ZipcodeStatus;
  cookie_ready_at: number | null;
  created_at: string;
  updated_at: string;
  domain: string;
  country_code: string;
  supplier_type: string;
  domain_status: string;
}

/** A domains row as the zipcode routes need it. */
export interface DomainRow {
  id: number;
  domain: string;
  supplier_type: string;
  postcode_regex: string;
}

/** The 404 message of a missing or foreign zipcode. */
export const ZIPCODE_NOT_FOUND = 'Zipcode not found.';

const SELECT_JOINED = `SELECT z.*, d.domain, d.country_code, d.supplier_type, d.status AS domain_status
  FROM zipcodes z JOIN domains d ON d.id = z.domain_id`;

/** The user's zipcode with this id, or undefined (another user's records are invisible). */
export function findZipcode(db: DatabaseSync, userId: number, id: number): ZipcodeRow | undefined {
  return db.prepare(`${SELECT_JOINED} WHERE z.id = ? AND z.user_id = ?`).get(id, userId) as ZipcodeRow | undefined;
}

/** The user's zipcodes, newest first, optionally by status and domain. */
export function listZipcodes(db: DatabaseSync, userId: number, filters: { status?: string; domain?: number }): ZipcodeRow[] {
  const where = ['z.user_id = ?'];
  const values: (string | number)[] = [userId];
  if (filters.status !== undefined) {
    where.push('z.status = ?');
    values.push(filters.status);
  }
  if (filters.domain !== undefined) {
    where.push('z.domain_id = ?');
    values.push(filters.domain);
  }
  return db.prepare(`${SELECT_JOINED} WHERE ${where.join(' AND ')} ORDER BY z.id DESC`).all(...values) as unknown as ZipcodeRow[];
}

/** The user's zipcodes whose value or domain name contains `search` (case-insensitive), newest first. */
export function searchZipcodes(db: DatabaseSync, userId: number, search: string): ZipcodeRow[] {
  const pattern = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .prepare(
      `${SELECT_JOINED} WHERE z.user_id = ? AND (z.zipcode LIKE ? ESCAPE '\\' OR d.domain LIKE ? ESCAPE '\\')
       ORDER BY z.id DESC`,
    )
    .all(userId, pattern, pattern) as unknown as ZipcodeRow[];
}

/** The domain with this id, or undefined. */
export function findDomain(db: DatabaseSync, id: number): DomainRow | undefined {
  return db.prepare('SELECT id, domain, supplier_type, postcode_regex FROM domains WHERE id = ?').get(id) as DomainRow | undefined;
}

/** Whether the user already holds this zipcode for this domain (other than record `exceptId`). */
export function isDuplicate(db: DatabaseSync, userId: number, domainId: number, zipcode: string, exceptId = 0): boolean {
  return (
    db.prepare('SELECT 1 FROM zipcodes WHERE user_id = ? AND domain_id = ? AND zipcode = ? AND id <> ?').get(userId, domainId, zipcode, exceptId) !== undefined
  );
}

/** Whether another user holds an active record (a ready cookie file) for this zipcode and domain. */
export function sharedCookieExists(db: DatabaseSync, userId: number, domainId: number, zipcode: string): boolean {
  return (
    db.prepare("SELECT 1 FROM zipcodes WHERE domain_id = ? AND zipcode = ? AND status = 'active' AND user_id <> ?").get(domainId, zipcode, userId) !== undefined
  );
}

/** The create answer: the domain object carries `supplier_type` (interface 2.2). */
export function createShape(row: ZipcodeRow): Zipcode {
  return {
    id: row.id,
    zipcode: row.zipcode,
    domain: { id: row.domain_id, domain: row.domain, supplier_type: row.supplier_type },
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The list answer: the domain object carries `country_code` and `status` (interface 2.2). */
export function listShape(row: ZipcodeRow): Zipcode {
  return {
    id: row.id,
    zipcode: row.zipcode,
    domain: { id: row.domain_id, domain: row.domain, country_code: row.country_code, status: row.domain_status },
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The reduced update answer (no `created_at`). */
export function updateShape(row: ZipcodeRow): ZipcodeSubset {
  return {
    id: row.id,
    zipcode: row.zipcode,
    domain: { id: row.domain_id, domain: row.domain },
    status: row.status,
    updated_at: row.updated_at,
  };
}

/** The reduced search answer. */
export function searchShape(row: ZipcodeRow): ZipcodeSubset {
  return { id: row.id, zipcode: row.zipcode, domain: { id: row.domain_id, domain: row.domain }, status: row.status };
}
