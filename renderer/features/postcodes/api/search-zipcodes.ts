import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { hasInProgress } from '../lib/postcode-rows.ts';
import { IN_PROGRESS_POLL_MS } from './list-zipcodes.ts';
import { postcodeKeys } from './keys.ts';

/** The server search over postcode values and domain names (`search-zipcodes`); only runs for non-empty text. */
export function zipcodeSearchQuery(text: string) {
  return queryOptions({
    queryKey: postcodeKeys.search(text),
    queryFn: () => unwrap(desk.zipcodes.search({ search: text })),
    enabled: text !== '',
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (hasInProgress(query.state.data) ? IN_PROGRESS_POLL_MS : false),
  });
}

/** Reads a server search. */
export function useZipcodeSearch(text: string) {
  return useQuery(zipcodeSearchQuery(text));
}
