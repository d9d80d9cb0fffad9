import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { collectionKeys } from './keys.ts';

/** One collection (`get_schedule`): name, type, statuses, schedule and item count. */
export function collectionQuery(collectionId: number) {
  return queryOptions({
    queryKey: collectionKeys.detail(collectionId),
    queryFn: () => unwrap(desk.collections.get({ collection_id: collectionId })),
    enabled: collectionId > 0,
  });
}

/** Reads the collection. */
export function useCollection(collectionId: number) {
  return useQuery(collectionQuery(collectionId));
}
