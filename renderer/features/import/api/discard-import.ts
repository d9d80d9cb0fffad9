import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../lib/bridge-query.ts';
import { desk } from '../../../lib/desk.ts';
import { importKeys } from './keys.ts';

/** Deletes an import journal (nothing changes at the service) and refreshes the list. */
export function discardImportMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (id: string) => unwrap(desk.imports.discard({ id })),
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.journals() }),
  });
}

/** The discard mutation. */
export function useDiscardImport() {
  const client = useQueryClient();
  return useMutation(discardImportMutation(client));
}
