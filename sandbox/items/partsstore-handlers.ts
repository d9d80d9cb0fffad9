import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import type { Part, partsstoreItemsEndpoints } from '../../shared/api/partsstore-items.ts';
import { PARTSSTORE_DOMAIN } from '../../shared/api/settings.ts';
import { ApiError } from '../server/api-error.ts';
import { transaction } from '../store/db.ts';
import { promoteDraft, requireItemCollection, requireRoom } from './item-collection.ts';
import { requireDomainNamed, resolveGivenPostcode, type PostcodeRow } from './item-postcodes.ts';
import { getOwnedPart, partExists, partInserter, partRecord, partsNow, type PartRow } from './partsstore-store.ts';
import { prepared } from '../collections/statement-cache.ts';

type Input<K extends keyof typeof partsstoreItemsEndpoints> = z.output<(typeof partsstoreItemsEndpoints)[K]['input']>;

/** The caller's registered, active partsstore postcode given by value or Zipcode row id; 400 otherwise. */
function requirePartsPostcode(db: DatabaseSync, userId: number, given: number | string): PostcodeRow {
  const resolved = resolveGivenPostcode(db, userId, requireDomainNamed(db, PARTSSTORE_DOMAIN), given);
  if (resolved.problem !== null) throw new ApiError(400, resolved.problem);
  return resolved.row;
}

function partTaken(db: DatabaseSync, collectionId: number, sku: string, postcode: string, except = 0): boolean {
  return (
    prepared(db, 'SELECT 1 FROM parts WHERE collection_id = ? AND sku = ? AND customer_postcode = ? AND id <> ?').get(collectionId, sku, postcode, except) !==
    undefined
  );
}

/** Adds one product code with a postcode (value or Zipcode row id). */
export function createPart(db: DatabaseSync, userId: number, input: Input<'create'>): Part {
  return transaction(db, () => {
    const collection = requireItemCollection(db, userId, input.collection, 'partsstore');
    const postcode = requirePartsPostcode(db, userId, input.customer_postcode);
    if (partTaken(db, collection.id, input.sku, postcode.zipcode)) throw new ApiError(409, partExists(input.sku, postcode.zipcode));
    requireRoom(db, 'partsstore', collection.id);
    const id = partInserter(db)({ collectionId: collection.id, sku: input.sku, postcode: postcode.zipcode, now: partsNow() });
    promoteDraft(db, collection.id);
    return partRecord(getOwnedPart(db, userId, id));
  });
}

/** The caller's parts, newest first, of one collection or of all their partsstore collections. */
export function listParts(db: DatabaseSync, userId: number, input: Input<'list'>) {
  const where = ['c.user_id = ?'];
  const params: number[] = [userId];
  if (input.collection_id !== undefined) {
    where.push('p.collection_id = ?');
    params.push(requireItemCollection(db, userId, input.collection_id, 'partsstore').id);
  }
  const from = `FROM parts p JOIN collections c ON c.id = p.collection_id WHERE ${where.join(' AND ')}`;
  const total = (prepared(db, `SELECT COUNT(*) AS n ${from}`).get(...params) as { n: number }).n;
  const rows = prepared(db, `SELECT p.* ${from} ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?`).all(
    ...params,
    input.limit,
    input.skip,
  ) as unknown as PartRow[];
  return { total, skip: input.skip, limit: input.limit, items: rows.map(partRecord) };
}

/** Reads one part by its record id. */
export function getPart(db: DatabaseSync, userId: number, input: Input<'get'>): Part {
  return partRecord(getOwnedPart(db, userId, input.sku_id));
}

/** Changes a part's code or postcode; a bad postcode is 400, a clash with another part 409. */
export function updatePart(db: DatabaseSync, userId: number, input: Input<'update'>): Part {
  return transaction(db, () => {
    const row = getOwnedPart(db, userId, input.sku_id);
    const postcode = input.customer_postcode === undefined ? row.customer_postcode : requirePartsPostcode(db, userId, input.customer_postcode).zipcode;
    const sku = input.sku ?? row.sku;
    if (partTaken(db, row.collection_id, sku, postcode, row.id)) throw new ApiError(409, partExists(sku, postcode));
    prepared(db, 'UPDATE parts SET sku = ?, customer_postcode = ?, updated_at = ? WHERE id = ?').run(sku, postcode, partsNow(), row.id);
    return partRecord(getOwnedPart(db, userId, row.id));
  });
}

/** Deletes a part. */
export function deletePart(db: DatabaseSync, userId: number, input: Input<'delete'>): string {
  const row = getOwnedPart(db, userId, input.sku_id);
  prepared(db, 'DELETE FROM parts WHERE id = ?').run(row.id);
  return 'Part deleted successfully.';
}
