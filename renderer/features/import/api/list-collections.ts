import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Collection } from '../../../../shared/api/collections.ts';
import type { ItemType } from '../../../../shared/csv/item-columns.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { desk } from '../../../lib/desk.ts';
import { importKeys } from './keys.ts';

/** How many collections the target picker lists (newest first). */
export const PICKER_LIMIT = 200;

/** The user's collections of one item type, newest first (`get_schedules`). */
export function collectionsQuery(type: ItemType) {
  return queryOptions({
    queryKey: importKeys.collections(type),
    queryFn: async (): Promise<Collection[]> => (await unwrap(desk.collections.list({ request_type: type, limit: PICKER_LIMIT }))).items,
    // Re-read on every visit: a collection made on another screen a moment ago must be offered.
    staleTime: 0,
  });
}

/** Reads the collections of a type for the target picker. */
export function useCollections(type: ItemType) {
  return useQuery(collectionsQuery(type));
}
