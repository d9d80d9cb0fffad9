import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import type { AddCollectionInput } from '../lib/collection-draft.ts';
import { collectionKeys } from './keys.ts';

/** Creates an item collection (it starts as a draft until items are added). */
export function createCollectionMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: AddCollectionInput) => unwrap(desk.collections.add(input)),
    onSuccess: () => client.invalidateQueries({ queryKey: collectionKeys.lists() }),
  });
}

/** The create mutation. */
export function useCreateCollection() {
  const client = useQueryClient();
  return useMutation(createCollectionMutation(client));
}
