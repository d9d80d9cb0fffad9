import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { splitCodeList, type SkuBatchResult } from '../../shared/api/item-batch.ts';
import type { partsstoreItemsEndpoints } from '../../shared/api/partsstore-items.ts';
import { PARTSSTORE_DOMAIN } from '../../shared/api/settings.ts';
import { ApiError } from '../server/api-error.ts';
import type { UploadedFile } from '../server/route-kit.ts';
import { codeProblem, insertBatch, skuResult, type BatchCandidate } from './batch-insert.ts';
import { readBulkCsv } from './bulk-csv.ts';
import { requireItemCollection } from './item-collection.ts';
import { lookupPostcodeValue, postcodeIndex, requireDomainNamed, resolveGivenPostcode } from './item-postcodes.ts';
import { partExists, partInserter, partKey, partKeys, partsNow, type NewPart } from './partsstore-store.ts';

type Input<K extends keyof typeof partsstoreItemsEndpoints> = z.output<(typeof partsstoreItemsEndpoints)[K]['input']>;

function partCandidate(collectionId: number, sku: string, postcode: string, problems: string[], now: string, row?: number): BatchCandidate<NewPart> {
  const errors = [...problems];
  const shape = codeProblem(sku, 'Part code');
  if (shape !== null) errors.unshift(shape);
  return {
    ...(row === undefined ? {} : { row }),
    code: sku,
    key: partKey(sku, postcode),
    errors,
    values: { collectionId, sku, postcode, now },
  };
}

function run(db: DatabaseSync, collectionId: number, candidates: BatchCandidate<NewPart>[]): SkuBatchResult {
  const insert = partInserter(db);
  return skuResult(
    insertBatch(db, candidates, {
      type: 'partsstore',
      collectionId,
      existingKeys: () => partKeys(db, collectionId),
      insert: (values) => void insert(values),
      duplicate: (values) => partExists(values.sku, values.postcode),
    }),
  );
}

/** Adds comma-separated codes with one postcode; per-code failures go to `error_rows`. */
export function createPartsMultiple(db: DatabaseSync, userId: number, input: Input<'createMultiple'>): SkuBatchResult {
  const collection = requireItemCollection(db, userId, input.collection, 'partsstore');
  const codes = splitCodeList(input.skus);
  if (codes.length === 0) throw new ApiError(400, 'skus: Enter at least one part code.');
  const resolved = resolveGivenPostcode(db, userId, requireDomainNamed(db, PARTSSTORE_DOMAIN), input.customer_postcode);
  const postcode = resolved.row?.zipcode ?? input.customer_postcode;
  const problems = resolved.problem === null ? [] : [resolved.problem];
  const now = partsNow();
  return run(
    db,
    collection.id,
    codes.map((sku) => partCandidate(collection.id, sku, postcode, problems, now)),
  );
}

/** Adds codes from a CSV (`sku, customer_postcode`); rows with unresolvable postcodes are skipped and reported. */
export function createPartsBulk(db: DatabaseSync, userId: number, input: Input<'createBulk'>, file: UploadedFile | null): SkuBatchResult {
  const collection = requireItemCollection(db, userId, input.collection_id, 'partsstore');
  const rows = readBulkCsv(file, 'partsstore');
  const domain = requireDomainNamed(db, PARTSSTORE_DOMAIN);
  const index = postcodeIndex(db, userId, domain.id);
  const now = partsNow();
  const candidates = rows.map(({ row, values }) => {
    const found = lookupPostcodeValue(index, values.customer_postcode ?? '', domain);
    const postcode = found.row?.zipcode ?? values.customer_postcode ?? '';
    return partCandidate(collection.id, values.sku ?? '', postcode, found.problem === null ? [] : [found.problem], now, row);
  });
  return run(db, collection.id, candidates);
}
