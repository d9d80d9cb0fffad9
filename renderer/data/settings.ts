import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../lib/bridge-query.ts';
import { desk } from '../lib/desk.ts';
import { settingsKeys } from './keys.ts';
import { REFERENCE_STALE_MS } from './lifetimes.ts';

/** The retail domains with ids, countries and postcode patterns (`settings.domains`). */
export function domainsQuery() {
  return queryOptions({
    queryKey: settingsKeys.domains(),
    queryFn: () => unwrap(desk.settings.domains({})),
    staleTime: REFERENCE_STALE_MS,
    // Reference lists behind forms and labels: an older list serves as well, and no panel should say otherwise.
    meta: { staleShownInPlace: true },
  });
}

/** The officestore stores (`settings.officestoreStores`), as the service lists them. */
export function officestoreStoresQuery() {
  return queryOptions({
    queryKey: settingsKeys.officestoreStores(),
    queryFn: () => unwrap(desk.settings.officestoreStores({})),
    staleTime: REFERENCE_STALE_MS,
    meta: { staleShownInPlace: true },
  });
}
