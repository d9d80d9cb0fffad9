import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { collectionKeys } from './keys.ts';

/** Runs a collection now; the service refuses with 402 before queueing anything when credits fall short. */
export function runCollectionMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (collectionId: number) => unwrap(desk.runs.run({ collection_id: collectionId })),
    onSuccess: (_data, collectionId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: collectionKeys.runs(collectionId) }),
        client.invalidateQueries({ queryKey: collectionKeys.detail(collectionId) }),
        client.invalidateQueries({ queryKey: collectionKeys.credits() }),
      ]),
  });
}

/** The run mutation. */
export function useRunCollection() {
  const client = useQueryClient();
  return useMutation(runCollectionMutation(client));
}
