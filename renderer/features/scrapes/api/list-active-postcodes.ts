import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { scrapeKeys } from './keys.ts';

/** The user's active postcodes of one domain (those with a cookie file); re-read on `postcode.status` events. */
export function activePostcodesQuery(domainId: number | null) {
  return queryOptions({
    queryKey: scrapeKeys.activePostcodes(domainId ?? 0),
    queryFn: () => unwrap(desk.zipcodes.list({ status: 'active', domain: domainId ?? 0 })),
    enabled: domainId !== null,
    // Re-read whenever the form opens: one may have become active on the Postcodes screen meanwhile.
    staleTime: 0,
  });
}

/** Reads the active postcodes of a domain (idle until one is chosen). */
export function useActivePostcodes(domainId: number | null) {
  return useQuery(activePostcodesQuery(domainId));
}
