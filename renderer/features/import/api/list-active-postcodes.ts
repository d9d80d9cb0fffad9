import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../../lib/bridge-query.ts';
import { desk } from '../../../lib/desk.ts';
import { importKeys } from './keys.ts';

/** One active postcode of the user, as the row checks take it. */
export interface ActivePostcode {
  readonly zipcode: string;
  readonly domainName: string;
}

/** The user's active postcodes (`get-zipcodes` with status active), re-read at every check. */
export function activePostcodesQuery() {
  return queryOptions({
    queryKey: importKeys.activePostcodes(),
    queryFn: async (): Promise<ActivePostcode[]> =>
      (await unwrap(desk.zipcodes.list({ status: 'active' }))).map((z) => ({ zipcode: z.zipcode, domainName: z.domain.domain })),
    staleTime: 0,
  });
}
