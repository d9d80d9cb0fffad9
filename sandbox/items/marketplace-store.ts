import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { ItemOutput, MarketplaceItem, MarketplaceItemCreated } from '../../shared/api/marketplace-items.ts';
import { OFFICESTORE_DOMAIN, PARTSSTORE_DOMAIN } from '../../shared/api/settings.ts';
import { ApiError } from '../server/api-error.ts';
import { domainById, type DomainRow } from './item-postcodes.ts';
import { prepared } from '../collections/statement-cache.ts';

/** The message of a duplicate ASIN (same collection + domain + postcode + asin). */
export const ASIN_EXISTS = 'ASIN already exists in this collection.';
/** The 404 message of a missing or foreign ASIN row. */
export const ASIN_NOT_FOUND = 'ASIN not found.';

/** An `asins` row joined with its domain name and its postcode's current value (null once deleted). */
export interface AsinRow {
  id: number;
  collection_id: number;
  domain_id: number;
  zipcode_id: number;
  zipcode: string;
  asin: string;
  custom_id: string | null;
  include_raw_html: number;
  output: ItemOutput;
  created_at: string;
  updated_at: string;
  domain_name: string;
  live_zipcode: string | null;
}

/** The SELECT of joined ASIN rows; add a WHERE on `a.`/`c.` columns. */
export const SELECT_ASIN = `SELECT a.*, d.domain AS domain_name, z.zipcode AS live_zipcode
  FROM asins a
  JOIN collections c ON c.id = a.collection_id
  JOIN domains d ON d.id = a.domain_id
  LEFT JOIN zipcodes z ON z.id = a.zipcode_id AND z.user_id = c.user_id`;

/** Whether a domain takes marketplace ASINs (a scraping domain other than partsstore and officestore). */
export function isMarketplaceDomain(domain: DomainRow): boolean {
  const name = domain.domain.toLowerCase();
  return domain.supplier_type === 'scraping' && name !== PARTSSTORE_DOMAIN && name !== OFFICESTORE_DOMAIN;
}

/** Why a domain cannot take marketplace ASINs, or null. */
export function marketplaceDomainProblem(domain: DomainRow | undefined, given: string): string | null {
  if (!domain) return `Domain ${given} is not a configured domain; see settings/domains/.`;
  if (!isMarketplaceDomain(domain)) return `${domain.domain} is not a marketplace domain.`;
  return null;
}

/** The marketplace domain with this id; 400 when it does not exist or is not a marketplace domain. */
export function requireMarketplaceDomain(db: DatabaseSync, id: number): DomainRow {
  const domain = domainById(db, id);
  const problem = marketplaceDomainProblem(domain, String(id));
  if (problem !== null || !domain) throw new ApiError(400, problem ?? '');
  return domain;
}

/** The caller's ASIN row with this id, joined; 404 when missing or another user's. */
export function getOwnedAsin(db: DatabaseSync, userId: number, id: number): AsinRow {
  const row = prepared(db, `${SELECT_ASIN} WHERE a.id = ? AND c.user_id = ?`).get(id, userId) as AsinRow | undefined;
  if (!row) throw new ApiError(404, ASIN_NOT_FOUND);
  return row;
}

/** The list/get shape: joined `{id, domain}` and `{id, zipcode}` (null once the postcode is deleted). */
export function asinRecord(row: AsinRow): MarketplaceItem {
  return {
    id: row.id,
    asin: row.asin,
    collection: row.collection_id,
    domain: { id: row.domain_id, domain: row.domain_name },
    customer_postcode: row.live_zipcode === null ? null : { id: row.zipcode_id, zipcode: row.live_zipcode },
    custom_id: row.custom_id,
    include_raw_html: row.include_raw_html === 1,
    output: row.output,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The create shape: `domain` and `customer_postcode` as ids. */
export function asinCreatedRecord(row: AsinRow): MarketplaceItemCreated {
  return { ...asinRecord(row), domain: row.domain_id, customer_postcode: row.zipcode_id };
}

/** The values of one new ASIN row. */
export interface NewAsin {
  collectionId: number;
  domainId: number;
  zipcodeId: number;
  zipcode: string;
  asin: string;
  customId: string | null;
  includeRawHtml: boolean;
  output: ItemOutput;
  now: string;
}

/** A prepared insert of ASIN rows (reuse it across a batch); returns the new row id. */
export function asinInserter(db: DatabaseSync): (item: NewAsin) => number {
  const statement: StatementSync = prepared(
    db,
    `INSERT INTO asins (collection_id, domain_id, zipcode_id, zipcode, asin, custom_id, include_raw_html, output, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return (item) =>
    Number(
      statement.run(
        item.collectionId,
        item.domainId,
        item.zipcodeId,
        item.zipcode,
        item.asin,
        item.customId,
        item.includeRawHtml ? 1 : 0,
        item.output,
        item.now,
        item.now,
      ).lastInsertRowid,
    );
}

/** The duplicate identity of an ASIN in a collection. */
export function asinKey(domainId: number, zipcodeId: number, asin: string): string {
  return `${domainId}|${zipcodeId}|${asin}`;
}

/** The duplicate identities of every ASIN of a collection. */
export function asinKeys(db: DatabaseSync, collectionId: number): Set<string> {
  const rows = prepared(db, 'SELECT domain_id, zipcode_id, asin FROM asins WHERE collection_id = ?').all(collectionId) as unknown as {
    domain_id: number;
    zipcode_id: number;
    asin: string;
  }[];
  return new Set(rows.map((r) => asinKey(r.domain_id, r.zipcode_id, r.asin)));
}
