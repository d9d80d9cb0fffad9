import type { PostcodeFilters } from '../lib/postcode-rows.ts';

/** Query keys of the postcodes feature; every postcode query and invalidation goes through these. */
export const postcodeKeys = {
  all: ['postcodes'] as const,
  /** Every `get-zipcodes` list, whatever its filters. */
  lists: () => [...postcodeKeys.all, 'list'] as const,
  /** One filtered list. */
  list: (filters: PostcodeFilters) => [...postcodeKeys.lists(), filters] as const,
  /** Every server search. */
  searches: () => [...postcodeKeys.all, 'search'] as const,
  /** One search text. */
  search: (text: string) => [...postcodeKeys.searches(), text] as const,
  /** The domains of `settings/domains/` (ids, countries and postcode patterns). */
  domains: () => [...postcodeKeys.all, 'domains'] as const,
};
