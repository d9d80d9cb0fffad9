import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { postcodeKeys } from './keys.ts';

/** Deletes a postcode (never blocked: items using it keep a broken postcode). */
export function deleteZipcodeMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (zipcodeId: number) => unwrap(desk.zipcodes.delete({ zipcode_id: zipcodeId })),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: postcodeKeys.lists() }), client.invalidateQueries({ queryKey: postcodeKeys.searches() })]),
  });
}

/** The delete mutation. */
export function useDeleteZipcode() {
  const client = useQueryClient();
  return useMutation(deleteZipcodeMutation(client));
}
