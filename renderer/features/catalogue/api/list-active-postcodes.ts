import { useQuery } from '@tanstack/react-query';
import { OFFICESTORE_DOMAIN } from '../../../../shared/api/settings.ts';
import type { Zipcode } from '../../../../shared/api/zipcodes.ts';
import { zipcodesQuery } from '../../../data/zipcodes.ts';

/** Only the officestore.com.au ones of a list of zipcodes (by domain name, so no domain id is needed). */
export function officestorePostcodes(zipcodes: readonly Zipcode[]): Zipcode[] {
  return zipcodes.filter((z) => z.domain.domain === OFFICESTORE_DOMAIN);
}

/** The user's active officestore.com.au postcodes: the shared active-postcodes list, narrowed. */
export function useActivePostcodes() {
  return useQuery({ ...zipcodesQuery({ status: 'active' }), select: officestorePostcodes });
}
