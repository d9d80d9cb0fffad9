import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Collection, ITEM_REQUEST_TYPES } from '../../shared/api/collections.ts';
import type { Desk } from '../../shared/bridge/desk-api.ts';
import { unwrap, unwrapShown } from '../lib/bridge-query.ts';
import { desk } from '../lib/desk.ts';
import { collectionChanged, collectionCreated, collectionsDeleted } from './changes.ts';
import { collectionKeys } from './keys.ts';
import type { CollectionListParams } from './keys.ts';
import { RECORDS_STALE_MS } from './lifetimes.ts';
import { localCollectionsQuery } from './local-copy.ts';
import { collectionsPage } from './collections-page.ts';

/** What `collections.add` takes. */
export type AddCollectionInput = Parameters<Desk['collections']['add']>[0];
/** What `collections.update` takes (only the fields that change). */
export type UpdateCollectionInput = Parameters<Desk['collections']['update']>[0];

/**
 * A page of the user's collections from the local copy (main's sync engine keeps it current), newest
 * first, filtered by type and part of the name. The Collections screen, the pickers of other screens and
 * Category scrapes all select from this one query, so one change reaches them all.
 */
export function collectionsQuery(params: CollectionListParams) {
  return queryOptions({ ...localCollectionsQuery(), select: (answer: { collections: Collection[] }) => collectionsPage(answer.collections, params) });
}

/** How many collections an "add to an existing collection" picker offers, newest first. */
const PICKER_LIMIT = 200;

/**
 * The newest collections of one item type, as every picker offers them (Import, Category scrapes,
 * Catalogue): one query per type, so a collection made on any screen is offered on all of them.
 */
export function pickerCollectionsQuery(requestType: (typeof ITEM_REQUEST_TYPES)[number]) {
  return collectionsQuery({ request_type: requestType, skip: 0, limit: PICKER_LIMIT });
}

/**
 * One collection read live from the service (`collections.get`), for a decision that needs the service's
 * count now (an import's room). Screens show the local copy's record (`localCollectionQuery`).
 */
export function collectionQuery(collectionId: number) {
  return queryOptions({
    queryKey: collectionKeys.detail(collectionId),
    queryFn: () => unwrapShown(desk.collections.get({ collection_id: collectionId })),
    staleTime: RECORDS_STALE_MS,
    enabled: collectionId > 0,
  });
}

/** Creates a collection (an item collection starts as a draft until items are added). */
export function createCollectionMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: AddCollectionInput) => unwrap(desk.collections.add(input)),
    onSuccess: () => collectionCreated(client),
  });
}

/** Changes a collection's settings; its record shows the answer at once. */
export function updateCollectionMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: UpdateCollectionInput) => unwrap(desk.collections.update(input)),
    onSuccess: (updated) => {
      client.setQueryData(collectionKeys.detail(updated.id), updated);
      return collectionChanged(client, updated.id);
    },
  });
}

/** Deletes one collection with its items and runs. */
export function deleteCollectionMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (collectionId: number) => unwrap(desk.collections.delete({ collection_id: collectionId })),
    onSuccess: (_message, collectionId) => collectionsDeleted(client, [collectionId]),
  });
}

/** Deletes up to 50 collections in one call (`collections.deleteMultiple`); answers how many were deleted. */
export async function deleteCollections(client: QueryClient, collectionIds: readonly number[]): Promise<number> {
  try {
    return await unwrap(desk.collections.deleteMultiple({ schedule_ids: [...collectionIds] }));
  } finally {
    await collectionsDeleted(client, collectionIds);
  }
}
