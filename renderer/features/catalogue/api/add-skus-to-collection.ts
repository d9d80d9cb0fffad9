import { mutationOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { OFFICESTORE_DOMAIN } from '../../../../shared/api/settings.ts';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { ADD_BATCH_SIZE, resolveTarget, sendInBatches } from '../../../lib/add-in-batches.ts';
import { collectionCreated, itemsChanged } from '../../../data/changes.ts';

/** SKUs sent per `create/multiple/` call; batches go one after another. */
export const SKU_BATCH_SIZE = ADD_BATCH_SIZE;

/** Where the SKUs go: an existing officestore collection, or a new one made first. */
export type SkuTarget = { kind: 'existing'; id: number; name: string } | { kind: 'new'; name: string; notificationEmail: string };

/** What adding catalogue SKUs to a collection takes. */
export interface AddSkusInput {
  target: SkuTarget;
  /** An active officestore.com.au postcode value. */
  postcode: string;
  /** A store id, or null for the service's default (the nearest store to the postcode). */
  storeId: string | null;
  skus: readonly string[];
  /** Called before the first batch and after each one with the SKUs sent so far. */
  onProgress?: (sent: number, total: number) => void;
}

/** One SKU the service refused, with its reason. */
export interface RefusedSku {
  sku: string;
  error: string;
}

/** What happened: the collection, how many were added, what was refused, and a failure that stopped the batches. */
export interface AddSkusOutcome {
  collectionId: number;
  collectionName: string;
  added: number;
  refused: RefusedSku[];
  sent: number;
  total: number;
  /** SKUs of the batches that went through (added or refused), in order. */
  sentSkus: string[];
  /** The service's message when a whole call failed (later batches were not sent). */
  stoppedBy: string | null;
}

/**
 * Adds SKUs in batches of 500, one call after another: a refused row lands in `refused` and the rest go on;
 * a failed call stops the remaining batches and is reported with what was added before it. A new
 * collection is created first (officestore, run manually, Normal priority); if that fails, nothing is sent.
 */
export async function addSkusToCollection(input: AddSkusInput): Promise<AddSkusOutcome> {
  const collection = await resolveTarget(input.target, 'officestore');
  const { sentCodes, ...batches } = await sendInBatches({
    codes: input.skus,
    size: SKU_BATCH_SIZE,
    onProgress: input.onProgress,
    send: (batch) =>
      unwrap(
        desk.officestoreItems.createMultiple({
          collection: collection.id,
          skus: batch.join(','),
          customer_postcode: input.postcode,
          domain: OFFICESTORE_DOMAIN,
          ...(input.storeId ? { store_id: input.storeId } : {}),
        }),
      ),
    refusal: (row): RefusedSku => ({ sku: row.sku ?? '', error: row.error }),
  });
  return { collectionId: collection.id, collectionName: collection.name, ...batches, sentSkus: sentCodes };
}

/** Adds SKUs to a collection; every view of it (lists, its page) re-reads, even after a partial failure. */
export function addSkusMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: addSkusToCollection,
    onSettled: (outcome) => (outcome ? itemsChanged(client, outcome.collectionId) : collectionCreated(client)),
  });
}
