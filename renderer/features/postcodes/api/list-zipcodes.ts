import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { hasInProgress } from '../lib/postcode-rows.ts';
import type { PostcodeFilters } from '../lib/postcode-rows.ts';
import { postcodeKeys } from './keys.ts';

/** How often lists are re-read while a postcode still waits for its cookies (in case no event arrives). */
export const IN_PROGRESS_POLL_MS = 2000;

/** The user's postcodes (`get-zipcodes`), filtered by status and domain on the server; polls while any is in progress. */
export function zipcodesQuery(filters: PostcodeFilters) {
  return queryOptions({
    queryKey: postcodeKeys.list(filters),
    queryFn: () => unwrap(desk.zipcodes.list(filters)),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (hasInProgress(query.state.data) ? IN_PROGRESS_POLL_MS : false),
  });
}

/** Reads the postcodes list. */
export function useZipcodes(filters: PostcodeFilters) {
  return useQuery(zipcodesQuery(filters));
}
