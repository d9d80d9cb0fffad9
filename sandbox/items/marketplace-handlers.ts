import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import type { MarketplaceItemUpdated, OutputRecord } from '../../shared/api/marketplace-items.ts';
import { wantsCount, type marketplaceItemsEndpoints } from '../../shared/api/marketplace-items.ts';
import { ApiError } from '../server/api-error.ts';
import { nowIso, transaction } from '../store/db.ts';
import { promoteDraft, requireItemCollection, requireRoom } from './item-collection.ts';
import { postcodeById, postcodeIdProblem } from './item-postcodes.ts';
import {
  ASIN_EXISTS,
  asinCreatedRecord,
  asinInserter,
  asinRecord,
  getOwnedAsin,
  requireMarketplaceDomain,
  SELECT_ASIN,
  type AsinRow,
} from './marketplace-store.ts';
import { prepared } from '../collections/statement-cache.ts';

type Input<K extends keyof typeof marketplaceItemsEndpoints> = z.output<(typeof marketplaceItemsEndpoints)[K]['input']>;

function asinExists(db: DatabaseSync, row: { collection: number; domain: number; zipcodeId: number; asin: string }, except = 0) {
  return (
    prepared(db, 'SELECT 1 FROM asins WHERE collection_id = ? AND domain_id = ? AND zipcode_id = ? AND asin = ? AND id <> ?').get(
      row.collection,
      row.domain,
      row.zipcodeId,
      row.asin,
      except,
    ) !== undefined
  );
}

/** Adds one ASIN: owned marketplace collection, marketplace domain, the caller's active postcode of that domain. */
export function createAsin(db: DatabaseSync, userId: number, input: Input<'create'>) {
  return transaction(db, () => {
    const collection = requireItemCollection(db, userId, input.collection, 'marketplace');
    const domain = requireMarketplaceDomain(db, input.domain);
    const postcode = postcodeById(db, userId, input.customer_postcode);
    const problem = postcodeIdProblem(postcode, input.customer_postcode, domain);
    if (problem !== null || !postcode) throw new ApiError(400, problem ?? '');
    const key = { collection: collection.id, domain: domain.id, zipcodeId: postcode.id, asin: input.asin };
    if (asinExists(db, key)) throw new ApiError(409, ASIN_EXISTS);
    requireRoom(db, 'marketplace', collection.id);
    const id = asinInserter(db)({
      collectionId: collection.id,
      domainId: domain.id,
      zipcodeId: postcode.id,
      zipcode: postcode.zipcode,
      asin: input.asin,
      customId: input.custom_id ?? null,
      includeRawHtml: input.include_raw_html ?? false,
      output: input.output ?? 'JSON',
      now: nowIso(),
    });
    promoteDraft(db, collection.id);
    return asinCreatedRecord(getOwnedAsin(db, userId, id));
  });
}

/** A collection's ASINs in insertion order; any truthy `with_count` wraps them with the total. */
export function listAsins(db: DatabaseSync, userId: number, input: Input<'list'>) {
  const collection = requireItemCollection(db, userId, input.collection_id, 'marketplace');
  const rows = prepared(db, `${SELECT_ASIN} WHERE a.collection_id = ? ORDER BY a.id LIMIT ? OFFSET ?`).all(
    collection.id,
    input.limit,
    input.skip,
  ) as unknown as AsinRow[];
  const items = rows.map(asinRecord);
  if (!wantsCount(input.with_count)) return items;
  const total = prepared(db, 'SELECT COUNT(*) AS n FROM asins WHERE collection_id = ?').get(collection.id) as { n: number };
  return { total_count: total.n, asin_list: items };
}

/** Reads one ASIN row by `id` (`collection` alone finds nothing: 404, interface 4.2 rule 5). */
export function getAsin(db: DatabaseSync, userId: number, input: Input<'get'>) {
  if (input.id === undefined) throw new ApiError(404, 'ASIN not found.');
  return asinRecord(getOwnedAsin(db, userId, input.id));
}

/** Changes an ASIN row; answers the changed fields plus `id` and `updated_at`. */
export function updateAsin(db: DatabaseSync, userId: number, input: Input<'update'>): MarketplaceItemUpdated {
  return transaction(db, () => {
    const row = getOwnedAsin(db, userId, input.asin_id);
    if (input.asin !== undefined && input.asin !== row.asin) {
      const key = { collection: row.collection_id, domain: row.domain_id, zipcodeId: row.zipcode_id, asin: input.asin };
      if (asinExists(db, key, row.id)) throw new ApiError(409, ASIN_EXISTS);
    }
    const now = nowIso();
    prepared(db, `UPDATE asins SET asin = ?, include_raw_html = ?, output = ?, custom_id = ?, updated_at = ? WHERE id = ?`).run(
      input.asin ?? row.asin,
      (input.include_raw_html ?? row.include_raw_html === 1) ? 1 : 0,
      input.output ?? row.output,
      input.custom_id !== undefined ? input.custom_id : row.custom_id,
      now,
      row.id,
    );
    const changed: MarketplaceItemUpdated = { id: row.id, updated_at: now };
    if (input.asin !== undefined) changed.asin = input.asin;
    if (input.include_raw_html !== undefined) changed.include_raw_html = input.include_raw_html;
    if (input.output !== undefined) changed.output = input.output;
    if (input.custom_id !== undefined) changed.custom_id = input.custom_id;
    return changed;
  });
}

/** Deletes an ASIN row; its output records and result files stay. */
export function deleteAsin(db: DatabaseSync, userId: number, input: Input<'delete'>): string {
  const row = getOwnedAsin(db, userId, input.asin_id);
  prepared(db, 'DELETE FROM asins WHERE id = ?').run(row.id);
  return 'ASIN deleted successfully.';
}

interface OutputRow {
  id: number;
  user_id: number;
  collection_id: number;
  output_json: string;
  output_json_count: number;
  created_at: string;
  updated_at: string;
}

function outputRecord(row: OutputRow, withPayload: boolean): OutputRecord {
  const record: OutputRecord = {
    id: row.id,
    user: row.user_id,
    collection: row.collection_id,
    output_json_count: row.output_json_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  if (withPayload) record.output_json = JSON.parse(row.output_json) as OutputRecord['output_json'];
  return record;
}

/** A collection's output records (written by runs), oldest first, without payloads. */
export function listOutputs(db: DatabaseSync, userId: number, input: Input<'outputList'>): OutputRecord[] {
  const collection = requireItemCollection(db, userId, input.collection_id, 'marketplace');
  const rows = prepared(
    db,
    `SELECT id, user_id, collection_id, output_json_count, created_at, updated_at, '' AS output_json
       FROM outputs WHERE collection_id = ? AND user_id = ? ORDER BY id LIMIT ? OFFSET ?`,
  ).all(collection.id, userId, input.limit, input.skip) as unknown as OutputRow[];
  return rows.map((row) => outputRecord(row, false));
}

/** One output record with its payload; `asin_id` is the output record id (an ASIN row id finds nothing). */
export function getOutput(db: DatabaseSync, userId: number, input: Input<'output'>): OutputRecord {
  const row = prepared(db, 'SELECT * FROM outputs WHERE id = ? AND user_id = ?').get(input.asin_id, userId) as OutputRow | undefined;
  if (!row) throw new ApiError(404, 'Output record not found.');
  return outputRecord(row, true);
}
