import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { accountKeys } from './keys.ts';

/** The service's domains (`settings.domains`), for the playground's domain choice and postcode check. */
export function domainsQuery() {
  return queryOptions({
    queryKey: accountKeys.domains(),
    queryFn: () => unwrap(desk.settings.domains({})),
    staleTime: 10 * 60_000,
  });
}

/** Reads the domains. */
export function useDomains() {
  return useQuery(domainsQuery());
}
