import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { PlaygroundInput } from '../../../../shared/api/playground.ts';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { creditsChanged } from '../../../data/changes.ts';

/** Scrapes one item live (`playground.post`); costs one credit, so the balance is re-read. */
export function runPlaygroundMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: PlaygroundInput) => unwrap(desk.playground.post(input)),
    onSettled: () => creditsChanged(client),
  });
}

/** The playground mutation. */
export function useRunPlayground() {
  const client = useQueryClient();
  return useMutation(runPlaygroundMutation(client));
}
