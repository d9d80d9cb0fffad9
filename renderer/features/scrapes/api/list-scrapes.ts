import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { scrapeKeys } from './keys.ts';
import type { ScrapeListParams } from './keys.ts';

/** The collection type the category endpoint creates. */
export const SCRAPE_REQUEST_TYPE = 'marketplace_category_scrape';

/** One page of the user's category scrapes, newest first (each is its own collection). */
export function scrapesQuery(params: ScrapeListParams) {
  return queryOptions({
    queryKey: scrapeKeys.list(params),
    queryFn: () =>
      unwrap(
        desk.collections.list({
          request_type: SCRAPE_REQUEST_TYPE,
          skip: params.skip,
          limit: params.limit,
          ...(params.search !== '' ? { search: params.search } : {}),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Reads a page of scrapes. */
export function useScrapes(params: ScrapeListParams) {
  return useQuery(scrapesQuery(params));
}
