import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { addCodesToCollection } from '../../../lib/add-in-batches.ts';
import type { AddCodesOutcome, CollectionTarget } from '../../../lib/add-in-batches.ts';

/** What adding found ASINs to a collection takes. */
export interface AddAsinsInput {
  target: CollectionTarget;
  /** Domain name and postcode value, as `create/multiple/` takes them. */
  domain: string;
  postcode: string;
  asins: readonly string[];
  /** Called after each batch with the ASINs sent so far. */
  onProgress?: (sent: number, total: number) => void;
}

/**
 * Adds ASINs in batches of 500, one call after another: a refused row lands in `refused` and the rest
 * go on; a failed call stops the remaining batches and is reported with what was added before it.
 */
export function addAsinsToCollection(input: AddAsinsInput): Promise<AddCodesOutcome> {
  return addCodesToCollection({
    target: input.target,
    requestType: 'marketplace',
    codes: input.asins,
    onProgress: input.onProgress,
    send: (collection, batch) =>
      unwrap(desk.marketplaceItems.createMultiple({ collection, domain: input.domain, customer_postcode: input.postcode, asins: batch.join(',') })),
    refusal: (row) => ({ code: row.asin ?? '', error: row.error }),
  });
}
