import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../../lib/bridge-query.ts';
import { desk } from '../../../lib/desk.ts';
import { importKeys } from './keys.ts';

/** The retail domains with their postcode patterns (they rarely change: kept for ten minutes). */
export function domainsQuery() {
  return queryOptions({
    queryKey: importKeys.domains(),
    queryFn: () => unwrap(desk.settings.domains({})),
    staleTime: 10 * 60_000,
  });
}
