import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { collectionKeys } from './keys.ts';

/** The user's ACTIVE postcodes of one domain: the only ones items may use (interface 3.1). */
export function activePostcodesQuery(domainId: number | null) {
  return queryOptions({
    queryKey: collectionKeys.activePostcodes(domainId ?? 0),
    queryFn: () => unwrap(desk.zipcodes.list({ status: 'active', domain: domainId ?? undefined })),
    enabled: domainId !== null,
    staleTime: 10_000,
  });
}

/** Reads the active postcodes of a domain (nothing until a domain is chosen). */
export function useActivePostcodes(domainId: number | null) {
  return useQuery(activePostcodesQuery(domainId));
}
