import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { collectionKeys } from './keys.ts';

/** Deletes one collection with its items and runs. */
export function deleteCollectionMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (collectionId: number) => unwrap(desk.collections.delete({ collection_id: collectionId })),
    onSuccess: (_message, collectionId) => {
      client.removeQueries({ queryKey: collectionKeys.detail(collectionId) });
      return client.invalidateQueries({ queryKey: collectionKeys.lists() });
    },
  });
}

/** The delete mutation. */
export function useDeleteCollection() {
  const client = useQueryClient();
  return useMutation(deleteCollectionMutation(client));
}
