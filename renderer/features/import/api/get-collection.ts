import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/bridge-query.ts';
import { desk } from '../../../lib/desk.ts';
import { importKeys } from './keys.ts';

/** One collection (`get_schedule`): its type and item count. Always re-read when asked: the room left changes. */
export function collectionQuery(id: number) {
  return queryOptions({
    queryKey: importKeys.collection(id),
    queryFn: () => unwrap(desk.collections.get({ collection_id: id })),
    staleTime: 0,
  });
}

/** Reads one collection (e.g. the one named in `#/import?collection=42`). */
export function useCollection(id: number | null) {
  return useQuery({ ...collectionQuery(id ?? 0), enabled: id !== null });
}
