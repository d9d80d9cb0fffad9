import { OFFICESTORE_DOMAIN } from '../../../../shared/api/settings.ts';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { addCodesToCollection } from '../../../lib/add-in-batches.ts';
import type { AddCodesOutcome, CollectionTarget } from '../../../lib/add-in-batches.ts';

/** What adding catalogue SKUs to a collection takes. */
export interface AddSkusInput {
  target: CollectionTarget;
  /** An active officestore.com.au postcode value. */
  postcode: string;
  /** A store id, or null for the service's default (the nearest store to the postcode). */
  storeId: string | null;
  skus: readonly string[];
  /** Called before the first batch and after each one with the SKUs sent so far. */
  onProgress?: (sent: number, total: number) => void;
}

/**
 * Adds SKUs in batches of 500, one call after another: a refused row lands in `refused` and the rest go on;
 * a failed call stops the remaining batches and is reported with what was added before it. A new
 * collection is created first (officestore, run manually, Normal priority); if that fails, nothing is sent.
 */
export function addSkusToCollection(input: AddSkusInput): Promise<AddCodesOutcome> {
  return addCodesToCollection({
    target: input.target,
    requestType: 'officestore',
    codes: input.skus,
    onProgress: input.onProgress,
    send: (collection, batch) =>
      unwrap(
        desk.officestoreItems.createMultiple({
          collection,
          skus: batch.join(','),
          customer_postcode: input.postcode,
          domain: OFFICESTORE_DOMAIN,
          ...(input.storeId ? { store_id: input.storeId } : {}),
        }),
      ),
    refusal: (row) => ({ code: row.sku ?? '', error: row.error }),
  });
}
