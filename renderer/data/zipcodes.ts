import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Zipcode, ZipcodeSubset } from '../../shared/api/zipcodes.ts';
import { unwrap, unwrapShown } from '../lib/bridge-query.ts';
import { desk } from '../lib/desk.ts';
import { zipcodesChanged } from './changes.ts';
import { zipcodeKeys } from './keys.ts';
import type { ZipcodeFilters } from './keys.ts';
import { RECORDS_STALE_MS } from './lifetimes.ts';
import { hasInProgress, insertCreated, mergeUpdated } from './zipcode-cache.ts';

/** How often a list is re-read while a postcode in it still waits for its cookies (in case no event arrives). */
export const IN_PROGRESS_POLL_MS = 2000;

/** The user's postcodes (`zipcodes.list`), filtered by status and domain on the server; polls while any is in progress. */
export function zipcodesQuery(filters: ZipcodeFilters = {}) {
  return queryOptions({
    queryKey: zipcodeKeys.list(filters),
    queryFn: () => unwrapShown(desk.zipcodes.list(filters)),
    staleTime: RECORDS_STALE_MS,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (hasInProgress(query.state.data) ? IN_PROGRESS_POLL_MS : false),
  });
}

/** The server search over postcode values and domain names (`zipcodes.search`); only runs for non-empty text. */
export function zipcodeSearchQuery(text: string) {
  return queryOptions({
    queryKey: zipcodeKeys.search(text),
    queryFn: () => unwrapShown(desk.zipcodes.search({ search: text })),
    enabled: text !== '',
    staleTime: RECORDS_STALE_MS,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (hasInProgress(query.state.data) ? IN_PROGRESS_POLL_MS : false),
  });
}

/** What `zipcodes.create` takes: the domain id and the postcode value. */
export interface CreateZipcodeInput {
  domain: number;
  zipcode: string;
}

/** Registers a postcode; shown at once (in progress) in every list it belongs to, then re-read. */
export function createZipcodeMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: CreateZipcodeInput) => unwrap(desk.zipcodes.create(input)),
    onSuccess: (created) => {
      for (const [key, data] of client.getQueriesData<readonly Zipcode[]>({ queryKey: zipcodeKeys.lists() })) {
        const filters = (key[2] ?? {}) as ZipcodeFilters;
        const next = insertCreated(data, created, filters);
        if (next !== data) client.setQueryData(key, next);
      }
      void zipcodesChanged(client);
    },
  });
}

/** What `zipcodes.update` takes: the id and only the fields that change. */
export interface UpdateZipcodeInput {
  zipcode_id: number;
  domain?: number;
  zipcode?: string;
}

/** Changes a postcode's value or domain (cookies are generated again on a scraping domain); shown at once, then re-read. */
export function updateZipcodeMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: UpdateZipcodeInput) => unwrap(desk.zipcodes.update(input)),
    onSuccess: (updated: ZipcodeSubset) => {
      client.setQueriesData<readonly Zipcode[]>({ queryKey: zipcodeKeys.lists() }, (data) => mergeUpdated(data, updated));
      void zipcodesChanged(client);
    },
  });
}

/** Deletes a postcode (never blocked: items using it keep a broken postcode). */
export function deleteZipcodeMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (zipcodeId: number) => unwrap(desk.zipcodes.delete({ zipcode_id: zipcodeId })),
    onSuccess: () => zipcodesChanged(client),
  });
}
