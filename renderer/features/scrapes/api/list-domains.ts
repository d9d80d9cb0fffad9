import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { scrapeKeys } from './keys.ts';

/** The retail domains with ids and postcode patterns (rarely change: cached for an hour). */
export function domainsQuery() {
  return queryOptions({ queryKey: scrapeKeys.domains(), queryFn: () => unwrap(desk.settings.domains({})), staleTime: 60 * 60_000 });
}

/** Reads the domains. */
export function useDomains() {
  return useQuery(domainsQuery());
}
