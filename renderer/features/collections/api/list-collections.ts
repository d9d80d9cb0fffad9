import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { collectionKeys } from './keys.ts';
import type { CollectionListParams } from './keys.ts';

/** A page of the user's collections (`get_schedules`), newest first, filtered by type and part of the name on the server. */
export function collectionsQuery(params: CollectionListParams) {
  return queryOptions({
    queryKey: collectionKeys.list(params),
    queryFn: () => unwrap(desk.collections.list(params)),
    placeholderData: keepPreviousData,
  });
}

/** Reads a page of collections. */
export function useCollections(params: CollectionListParams) {
  return useQuery(collectionsQuery(params));
}
