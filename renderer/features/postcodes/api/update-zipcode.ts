import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import type { Zipcode } from '../../../../shared/api/zipcodes.ts';
import { mergeUpdated } from '../lib/postcode-rows.ts';
import { postcodeKeys } from './keys.ts';

/** What update-zipcode takes: the id and only the fields that change. */
export interface UpdateZipcodeInput {
  zipcode_id: number;
  domain?: number;
  zipcode?: string;
}

/** Changes a postcode's value or domain; on a scraping domain its cookies are generated again. */
export function updateZipcodeMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: UpdateZipcodeInput) => unwrap(desk.zipcodes.update(input)),
    onSuccess: (updated) => {
      // The new value shows at once (in progress again on a scraping domain); the refetch then settles it.
      client.setQueriesData<readonly Zipcode[]>({ queryKey: postcodeKeys.lists() }, (data) => mergeUpdated(data, updated));
      void Promise.all([client.invalidateQueries({ queryKey: postcodeKeys.lists() }), client.invalidateQueries({ queryKey: postcodeKeys.searches() })]);
    },
  });
}

/** The update mutation. */
export function useUpdateZipcode() {
  const client = useQueryClient();
  return useMutation(updateZipcodeMutation(client));
}
