import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import type { Zipcode } from '../../../../shared/api/zipcodes.ts';
import { insertCreated } from '../lib/postcode-rows.ts';
import type { PostcodeFilters } from '../lib/postcode-rows.ts';
import { postcodeKeys } from './keys.ts';

/** What create-zipcode takes: the domain id and the postcode value. */
export interface CreateZipcodeInput {
  domain: number;
  zipcode: string;
}

/** Registers a postcode; scraping domains start generating its cookies (it comes back in progress). */
export function createZipcodeMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: CreateZipcodeInput) => unwrap(desk.zipcodes.create(input)),
    onSuccess: (created) => {
      // Shown at once (in progress) from the answer; the background refetch then brings the server's view.
      for (const [key, data] of client.getQueriesData<readonly Zipcode[]>({ queryKey: postcodeKeys.lists() })) {
        const filters = (key[2] ?? {}) as PostcodeFilters;
        const next = insertCreated(data, created, filters);
        if (next !== data) client.setQueryData(key, next);
      }
      void Promise.all([client.invalidateQueries({ queryKey: postcodeKeys.lists() }), client.invalidateQueries({ queryKey: postcodeKeys.searches() })]);
    },
  });
}

/** The create mutation. */
export function useCreateZipcode() {
  const client = useQueryClient();
  return useMutation(createZipcodeMutation(client));
}
