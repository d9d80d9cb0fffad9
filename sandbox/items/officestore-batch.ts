import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { splitCodeList, type SkuBatchResult } from '../../shared/api/item-batch.ts';
import { LIMITS } from '../../shared/api/limits.ts';
import type { officestoreItemsEndpoints } from '../../shared/api/officestore-items.ts';
import { OFFICESTORE_DOMAIN } from '../../shared/api/settings.ts';
import { nearestStore } from '../data/stores.ts';
import { ApiError } from '../server/api-error.ts';
import type { UploadedFile } from '../server/route-kit.ts';
import { nowIso } from '../store/db.ts';
import { codeProblem, insertBatch, skuResult, type BatchCandidate } from './batch-insert.ts';
import { readBulkCsv } from './bulk-csv.ts';
import { echo, requireItemCollection } from './item-collection.ts';
import { lookupPostcodeValue, postcodeIndex, requireDomainNamed, resolveGivenPostcode } from './item-postcodes.ts';
import { skuExists, skuInserter, skuKeys, storeProblem, type NewSku } from './officestore-store.ts';

type Input<K extends keyof typeof officestoreItemsEndpoints> = z.output<(typeof officestoreItemsEndpoints)[K]['input']>;

function skuCandidate(
  collectionId: number,
  sku: string,
  postcode: string | null,
  storeId: string,
  problems: string[],
  now: string,
  row?: number,
): BatchCandidate<NewSku> {
  const errors = [...problems];
  const shape = codeProblem(sku, 'SKU');
  if (shape !== null) errors.unshift(shape);
  if (storeId !== '') {
    const store = storeProblem(storeId);
    if (store !== null) errors.push(store);
  }
  const resolvedStore = storeId !== '' ? storeId : postcode === null ? '' : nearestStore(postcode).store_id;
  return {
    ...(row === undefined ? {} : { row }),
    code: sku,
    key: sku,
    errors,
    values: { collectionId, sku, storeId: resolvedStore, postcode: postcode ?? '', now },
  };
}

function run(db: DatabaseSync, collectionId: number, candidates: BatchCandidate<NewSku>[]): SkuBatchResult {
  const insert = skuInserter(db);
  return skuResult(
    insertBatch(db, candidates, {
      type: 'officestore',
      collectionId,
      existingKeys: () => skuKeys(db, collectionId),
      insert: (values) => void insert(values),
      duplicate: (values) => skuExists(values.sku),
    }),
  );
}

/** Adds comma-separated SKUs with one postcode (value), an optional domain (name) and store. */
export function createSkusMultiple(db: DatabaseSync, userId: number, input: Input<'createMultiple'>): SkuBatchResult {
  const collection = requireItemCollection(db, userId, input.collection, 'officestore');
  const codes = splitCodeList(input.skus);
  if (codes.length === 0) throw new ApiError(400, 'skus: Enter at least one SKU.');
  const problems: string[] = [];
  let postcode: string | null = null;
  if (input.domain !== undefined && input.domain.toLowerCase() !== OFFICESTORE_DOMAIN) {
    problems.push(`Domain "${echo(input.domain)}" is not the officestore domain (${OFFICESTORE_DOMAIN}).`);
  } else {
    const resolved = resolveGivenPostcode(db, userId, requireDomainNamed(db, OFFICESTORE_DOMAIN), input.customer_postcode);
    if (resolved.problem !== null) problems.push(resolved.problem);
    else postcode = resolved.row.zipcode;
  }
  const now = nowIso();
  return run(
    db,
    collection.id,
    codes.map((sku) => skuCandidate(collection.id, sku, postcode, input.store_id ?? '', problems, now)),
  );
}

/** Adds SKUs from a CSV (`sku, customer_postcode, store_id`; an empty store is the nearest one), at most 5000 rows. */
export function createSkusBulk(db: DatabaseSync, userId: number, input: Input<'createBulk'>, file: UploadedFile | null): SkuBatchResult {
  const collection = requireItemCollection(db, userId, input.collection_id, 'officestore');
  const rows = readBulkCsv(file, 'officestore', { maxRows: LIMITS.rowsPerBulkCsv });
  const domain = requireDomainNamed(db, OFFICESTORE_DOMAIN);
  const index = postcodeIndex(db, userId, domain.id);
  const now = nowIso();
  const candidates = rows.map(({ row, values }) => {
    const found = lookupPostcodeValue(index, values.customer_postcode ?? '', domain);
    const problems = found.problem === null ? [] : [found.problem];
    return skuCandidate(collection.id, values.sku ?? '', found.row?.zipcode ?? null, values.store_id ?? '', problems, now, row);
  });
  return run(db, collection.id, candidates);
}
