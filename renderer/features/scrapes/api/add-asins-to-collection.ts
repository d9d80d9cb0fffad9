import { mutationOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Priority } from '../../../../shared/api/collections.ts';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { ADD_BATCH_SIZE, resolveTarget, sendInBatches } from '../../../lib/add-in-batches.ts';
import { collectionCreated, itemsChanged } from '../../../data/changes.ts';

/** ASINs sent per `create/multiple/` call; batches go one after another. */
export const ASIN_BATCH_SIZE = ADD_BATCH_SIZE;

/** Where the ASINs go: an existing collection, or a new one made first. */
export type TargetCollection = { kind: 'existing'; id: number; name: string } | { kind: 'new'; name: string; notificationEmail: string; priority: Priority };

/** What adding found ASINs to a collection takes. */
export interface AddAsinsInput {
  target: TargetCollection;
  /** Domain name and postcode value, as `create/multiple/` takes them. */
  domain: string;
  postcode: string;
  asins: readonly string[];
  /** Called after each batch with the ASINs sent so far. */
  onProgress?: (sent: number, total: number) => void;
}

/** One ASIN the service refused, with its reason. */
export interface RefusedAsin {
  asin: string;
  error: string;
}

/** What happened: the collection, how many were added, what was refused, and a failure that stopped the batches. */
export interface AddAsinsOutcome {
  collectionId: number;
  collectionName: string;
  added: number;
  refused: RefusedAsin[];
  sent: number;
  total: number;
  /** The service's message when a whole batch failed (later batches were not sent). */
  stoppedBy: string | null;
}

/**
 * Adds ASINs in batches of 500, one call after another: a refused row lands in `refused` and the rest
 * go on; a failed call stops the remaining batches and is reported with what was added before it.
 */
export async function addAsinsToCollection(input: AddAsinsInput): Promise<AddAsinsOutcome> {
  const collection = await resolveTarget(input.target, 'marketplace');
  const { sentCodes: _sent, ...batches } = await sendInBatches({
    codes: input.asins,
    size: ASIN_BATCH_SIZE,
    onProgress: input.onProgress,
    send: (batch) =>
      unwrap(
        desk.marketplaceItems.createMultiple({ collection: collection.id, domain: input.domain, customer_postcode: input.postcode, asins: batch.join(',') }),
      ),
    refusal: (row): RefusedAsin => ({ asin: row.asin ?? '', error: row.error }),
  });
  return { collectionId: collection.id, collectionName: collection.name, ...batches };
}

/** Adds found ASINs to a collection; every view of it (lists, its page) re-reads, even after a partial failure. */
export function addAsinsMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: addAsinsToCollection,
    onSettled: (outcome) => (outcome ? itemsChanged(client, outcome.collectionId) : collectionCreated(client)),
  });
}
