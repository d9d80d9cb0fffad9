import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import type { UpdateCollectionInput } from '../lib/collection-draft.ts';
import { collectionKeys } from './keys.ts';

/** Changes a collection's settings (only the fields given). */
export function updateCollectionMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: UpdateCollectionInput) => unwrap(desk.collections.update(input)),
    onSuccess: (updated) => {
      client.setQueryData(collectionKeys.detail(updated.id), updated);
      return client.invalidateQueries({ queryKey: collectionKeys.lists() });
    },
  });
}

/** The update mutation. */
export function useUpdateCollection() {
  const client = useQueryClient();
  return useMutation(updateCollectionMutation(client));
}
