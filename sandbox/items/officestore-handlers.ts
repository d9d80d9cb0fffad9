import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import type { OfficestoreItem, officestoreItemsEndpoints } from '../../shared/api/officestore-items.ts';
import { OFFICESTORE_DOMAIN } from '../../shared/api/settings.ts';
import { nearestStore } from '../data/stores.ts';
import { ApiError } from '../server/api-error.ts';
import { nowIso, transaction } from '../store/db.ts';
import { promoteDraft, requireItemCollection, requireRoom } from './item-collection.ts';
import { requireDomainNamed, resolveGivenPostcode, type PostcodeRow } from './item-postcodes.ts';
import { getOwnedSku, officestoreRecord, skuExists, skuInserter, storeProblem, type OfficestoreRow } from './officestore-store.ts';
import { prepared } from '../collections/statement-cache.ts';

type Input<K extends keyof typeof officestoreItemsEndpoints> = z.output<(typeof officestoreItemsEndpoints)[K]['input']>;

/** The caller's registered, active officestore postcode given by value or Zipcode row id; 400 otherwise. */
function requireOfficePostcode(db: DatabaseSync, userId: number, given: number | string): PostcodeRow {
  const resolved = resolveGivenPostcode(db, userId, requireDomainNamed(db, OFFICESTORE_DOMAIN), given);
  if (resolved.problem !== null) throw new ApiError(400, resolved.problem);
  return resolved.row;
}

function requireStore(storeId: string): string {
  const problem = storeProblem(storeId);
  if (problem !== null) throw new ApiError(400, problem);
  return storeId;
}

function skuTaken(db: DatabaseSync, collectionId: number, sku: string, except = 0): boolean {
  return prepared(db, 'SELECT 1 FROM officestore_skus WHERE collection_id = ? AND sku = ? AND id <> ?').get(collectionId, sku, except) !== undefined;
}

/** Adds one SKU; `store_id` defaults to the nearest store to the postcode. */
export function createSku(db: DatabaseSync, userId: number, input: Input<'create'>): OfficestoreItem {
  return transaction(db, () => {
    const collection = requireItemCollection(db, userId, input.collection, 'officestore');
    const postcode = requireOfficePostcode(db, userId, input.customer_postcode);
    const storeId = input.store_id === undefined ? nearestStore(postcode.zipcode).store_id : requireStore(input.store_id);
    if (skuTaken(db, collection.id, input.sku)) throw new ApiError(409, skuExists(input.sku));
    requireRoom(db, 'officestore', collection.id);
    const id = skuInserter(db)({ collectionId: collection.id, sku: input.sku, storeId, postcode: postcode.zipcode, now: nowIso() });
    promoteDraft(db, collection.id);
    return officestoreRecord(getOwnedSku(db, userId, id));
  });
}

/** A collection's SKUs, newest first. */
export function listSkus(db: DatabaseSync, userId: number, input: Input<'list'>) {
  const collection = requireItemCollection(db, userId, input.collection_id, 'officestore');
  const total = (prepared(db, 'SELECT COUNT(*) AS n FROM officestore_skus WHERE collection_id = ?').get(collection.id) as { n: number }).n;
  const rows = prepared(db, 'SELECT * FROM officestore_skus WHERE collection_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(
    collection.id,
    input.limit,
    input.skip,
  ) as unknown as OfficestoreRow[];
  return { total, skip: input.skip, limit: input.limit, items: rows.map(officestoreRecord) };
}

/** Reads one SKU item. */
export function getSku(db: DatabaseSync, userId: number, input: Input<'get'>): OfficestoreItem {
  return officestoreRecord(getOwnedSku(db, userId, input.sku_id));
}

/** Changes a SKU item's code, store or postcode (the store stays unless given). */
export function updateSku(db: DatabaseSync, userId: number, input: Input<'update'>): OfficestoreItem {
  return transaction(db, () => {
    const row = getOwnedSku(db, userId, input.sku_id);
    const postcode = input.customer_postcode === undefined ? row.customer_postcode : requireOfficePostcode(db, userId, input.customer_postcode).zipcode;
    const storeId = input.store_id === undefined ? row.store_id : requireStore(input.store_id);
    const sku = input.sku ?? row.sku;
    if (skuTaken(db, row.collection_id, sku, row.id)) throw new ApiError(409, skuExists(sku));
    prepared(db, 'UPDATE officestore_skus SET sku = ?, store_id = ?, customer_postcode = ?, updated_at = ? WHERE id = ?').run(
      sku,
      storeId,
      postcode,
      nowIso(),
      row.id,
    );
    return officestoreRecord(getOwnedSku(db, userId, row.id));
  });
}

/** Deletes a SKU item. */
export function deleteSku(db: DatabaseSync, userId: number, input: Input<'delete'>): string {
  const row = getOwnedSku(db, userId, input.sku_id);
  prepared(db, 'DELETE FROM officestore_skus WHERE id = ?').run(row.id);
  return 'SKU deleted successfully.';
}
