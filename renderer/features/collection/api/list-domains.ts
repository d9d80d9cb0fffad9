import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { collectionKeys } from './keys.ts';

/** The retail domains with their ids (rarely change: cached for an hour). */
export function domainsQuery() {
  return queryOptions({
    queryKey: collectionKeys.domains(),
    queryFn: () => unwrap(desk.settings.domains({})),
    staleTime: 60 * 60_000,
  });
}

/** Reads the domains. */
export function useDomains() {
  return useQuery(domainsQuery());
}
