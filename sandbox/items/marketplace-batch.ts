import type { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { MAX_NAME } from '../../shared/api/common.ts';
import type { AsinBatchResult } from '../../shared/api/item-batch.ts';
import { splitCodeList } from '../../shared/api/item-batch.ts';
import { LIMITS } from '../../shared/api/limits.ts';
import { ASIN_PATTERN, type marketplaceItemsEndpoints } from '../../shared/api/marketplace-items.ts';
import { ApiError } from '../server/api-error.ts';
import type { UploadedFile } from '../server/route-kit.ts';
import { nowIso } from '../store/db.ts';
import { insertBatch, type BatchCandidate, type BatchOutcome } from './batch-insert.ts';
import { readBulkCsv } from './bulk-csv.ts';
import { echo, requireItemCollection } from './item-collection.ts';
import { domainByName, lookupPostcodeValue, postcodeIndex, type DomainRow, type PostcodeRow } from './item-postcodes.ts';
import { ASIN_EXISTS, asinInserter, asinKey, asinKeys, marketplaceDomainProblem, type NewAsin } from './marketplace-store.ts';

type Input<K extends keyof typeof marketplaceItemsEndpoints> = z.output<(typeof marketplaceItemsEndpoints)[K]['input']>;

function asinProblem(asin: string): string | null {
  if (asin === '') return 'ASIN is missing.';
  return ASIN_PATTERN.test(asin) ? null : `ASIN "${echo(asin)}" is not 10 capital letters and digits.`;
}

/** Resolves domains by name and postcodes by value once per name, for the rows of one batch. */
function targetResolver(db: DatabaseSync, userId: number) {
  const domains = new Map<string, DomainRow | undefined>();
  const indexes = new Map<number, Map<string, PostcodeRow>>();
  return (domainName: string, postcode: string): { domain?: DomainRow; postcode?: PostcodeRow; problems: string[] } => {
    if (domainName === '') return { problems: ['Domain is missing.'] };
    if (domainName.length > MAX_NAME) return { problems: [`Domain is longer than ${MAX_NAME} characters.`] };
    const nameKey = domainName.toLowerCase();
    if (!domains.has(nameKey)) domains.set(nameKey, domainByName(db, domainName));
    const domain = domains.get(nameKey);
    const domainProblem = marketplaceDomainProblem(domain, `"${echo(domainName)}"`);
    if (domainProblem !== null || !domain) return { problems: [domainProblem ?? ''] };
    let index = indexes.get(domain.id);
    if (!index) {
      index = postcodeIndex(db, userId, domain.id);
      indexes.set(domain.id, index);
    }
    const found = lookupPostcodeValue(index, postcode, domain);
    return found.problem === null && found.row ? { domain, postcode: found.row, problems: [] } : { domain, problems: [found.problem ?? ''] };
  };
}

function candidate(
  collectionId: number,
  target: ReturnType<ReturnType<typeof targetResolver>>,
  asin: string,
  includeRawHtml: boolean,
  extraProblems: string[],
  now: string,
  row?: number,
): BatchCandidate<NewAsin> {
  const problems = [...target.problems, ...extraProblems];
  const shape = asinProblem(asin);
  if (shape !== null) problems.push(shape);
  const domainId = target.domain?.id ?? 0;
  const zipcodeId = target.postcode?.id ?? 0;
  return {
    ...(row === undefined ? {} : { row }),
    code: asin,
    key: asinKey(domainId, zipcodeId, asin),
    errors: problems,
    values: {
      collectionId,
      domainId,
      zipcodeId,
      zipcode: target.postcode?.zipcode ?? '',
      asin,
      customId: null,
      includeRawHtml,
      output: 'JSON',
      now,
    },
  };
}

function run(db: DatabaseSync, collectionId: number, candidates: BatchCandidate<NewAsin>[]): AsinBatchResult {
  const insert = asinInserter(db);
  const outcome: BatchOutcome = insertBatch(db, candidates, {
    type: 'marketplace',
    collectionId,
    existingKeys: () => asinKeys(db, collectionId),
    insert: (values) => void insert(values),
    duplicate: () => ASIN_EXISTS,
  });
  return {
    success_count: outcome.success_count,
    error_rows: outcome.failures.map((f) => ({ ...(f.row === undefined ? {} : { row: f.row }), asin: f.code, error: f.error })),
  };
}

/** Adds comma-separated ASINs for one domain (by name) and postcode (by value); bad rows go to `error_rows`. */
export function createAsinsMultiple(db: DatabaseSync, userId: number, input: Input<'createMultiple'>): AsinBatchResult {
  const collection = requireItemCollection(db, userId, input.collection, 'marketplace');
  const asins = splitCodeList(input.asins);
  if (asins.length === 0) throw new ApiError(400, 'asins: Enter at least one ASIN.');
  const target = targetResolver(db, userId)(input.domain, input.customer_postcode);
  const now = nowIso();
  const candidates = asins.map((asin) => candidate(collection.id, target, asin, input.including_raw_html ?? false, [], now));
  return run(db, collection.id, candidates);
}

function rawHtmlValue(text: string | undefined): { value: boolean; problem: string | null } {
  const lower = (text ?? '').toLowerCase();
  if (lower === '' || lower === 'false') return { value: false, problem: null };
  if (lower === 'true') return { value: true, problem: null };
  return { value: false, problem: `include_raw_html must be true or false, not "${echo(text ?? '', 20)}".` };
}

/** Adds ASINs from a CSV (header `domain, customer_postcode, asin, include_raw_html`, at most 5000 rows). */
export function createAsinsBulk(db: DatabaseSync, userId: number, input: Input<'createBulk'>, file: UploadedFile | null): AsinBatchResult {
  const collection = requireItemCollection(db, userId, input.collection_id, 'marketplace');
  const rows = readBulkCsv(file, 'marketplace', { maxRows: LIMITS.rowsPerBulkCsv });
  const resolve = targetResolver(db, userId);
  const now = nowIso();
  const candidates = rows.map(({ row, values }) => {
    const rawHtml = rawHtmlValue(values.include_raw_html);
    const extra = rawHtml.problem === null ? [] : [rawHtml.problem];
    const target = resolve(values.domain ?? '', values.customer_postcode ?? '');
    return candidate(collection.id, target, values.asin ?? '', rawHtml.value, extra, now, row);
  });
  return run(db, collection.id, candidates);
}
