import type { DatabaseSync } from 'node:sqlite';
import { MAX_SKU } from '../../shared/api/common.ts';
import type { SkuBatchResult } from '../../shared/api/item-batch.ts';
import type { ItemType } from '../../shared/csv/item-columns.ts';
import { transaction } from '../store/db.ts';
import { COLLECTION_FULL, echo, promoteDraft, roomLeft } from './item-collection.ts';

/** One row of a multiple or bulk create after its own checks. */
export interface BatchCandidate<V> {
  /** The 1-based data row number (bulk only). */
  row?: number;
  /** The code the error row names (ASIN or SKU as given). */
  code: string;
  /** The duplicate identity within the collection. */
  key: string;
  /** What to insert when the row is accepted. */
  values: V;
  /** Reasons found by the row's own checks; empty when the row is valid. */
  errors: string[];
}

/** A failed row: its number (bulk), its code, and its reasons. */
export interface BatchFailure {
  row?: number;
  code: string;
  error: string;
}

/** What a batch did: rows inserted and rows refused. */
export interface BatchOutcome {
  success_count: number;
  failures: BatchFailure[];
}

/** How to run one batch: the item type, the duplicate keys already held, the insert, and the duplicate message. */
export interface BatchPlan<V> {
  type: ItemType;
  collectionId: number;
  existingKeys: () => Set<string>;
  insert: (values: V) => void;
  /** The message of a duplicate row. */
  duplicate: (values: V) => string;
}

/**
 * Inserts the valid candidates in ONE transaction: duplicates (in the collection or earlier in the batch)
 * and rows beyond the 5000-item cap are refused, the rest inserted; a draft collection becomes `enable`.
 */
export function insertBatch<V>(db: DatabaseSync, candidates: readonly BatchCandidate<V>[], plan: BatchPlan<V>): BatchOutcome {
  return transaction(db, () => {
    const keys = plan.existingKeys();
    let room = roomLeft(db, plan.type, plan.collectionId);
    const failures: BatchFailure[] = [];
    let inserted = 0;
    for (const candidate of candidates) {
      let error: string | null = null;
      if (candidate.errors.length > 0) error = candidate.errors.join('; ');
      else if (keys.has(candidate.key)) error = plan.duplicate(candidate.values);
      else if (room < 1) error = COLLECTION_FULL;
      if (error !== null) {
        failures.push({ ...(candidate.row === undefined ? {} : { row: candidate.row }), code: echo(candidate.code), error });
        continue;
      }
      plan.insert(candidate.values);
      keys.add(candidate.key);
      room--;
      inserted++;
    }
    if (inserted > 0) promoteDraft(db, plan.collectionId);
    return { success_count: inserted, failures };
  });
}

/** Why a product code (partsstore code or officestore SKU) is refused by its shape, or null. */
export function codeProblem(code: string, label: string): string | null {
  if (code === '') return `${label} is missing.`;
  if (code.length > MAX_SKU) return `${label} is longer than ${MAX_SKU} characters.`;
  return null;
}

/** A batch answer of `{row?, sku, error}` rows. */
export function skuResult(outcome: BatchOutcome): SkuBatchResult {
  return {
    success_count: outcome.success_count,
    error_rows: outcome.failures.map((f) => ({ ...(f.row === undefined ? {} : { row: f.row }), sku: f.code, error: f.error })),
  };
}
