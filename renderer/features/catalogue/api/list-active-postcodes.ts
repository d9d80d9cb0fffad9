import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFICESTORE_DOMAIN } from '../../../../shared/api/settings.ts';
import type { Zipcode } from '../../../../shared/api/zipcodes.ts';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { catalogueKeys } from './keys.ts';

/** Only the officestore.com.au ones of a list of zipcodes. */
export function officestorePostcodes(zipcodes: readonly Zipcode[]): Zipcode[] {
  return zipcodes.filter((z) => z.domain.domain === OFFICESTORE_DOMAIN);
}

/** The user's ACTIVE officestore.com.au postcodes (filtered by domain name, so no domain id is needed). */
export function activePostcodesQuery() {
  return queryOptions({
    queryKey: catalogueKeys.activePostcodes(),
    queryFn: async () => officestorePostcodes(await unwrap(desk.zipcodes.list({ status: 'active' }))),
    // Re-read whenever the form opens: one may have become active on the Postcodes screen meanwhile.
    staleTime: 0,
  });
}

/** Reads the active officestore postcodes (idle until asked for). */
export function useActivePostcodes(enabled: boolean) {
  return useQuery({ ...activePostcodesQuery(), enabled });
}
