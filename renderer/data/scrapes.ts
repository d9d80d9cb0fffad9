import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CategoryScrapeInput, CategoryScrapeResult } from '../../shared/api/category-scrape.ts';
import { unwrap, unwrapShown } from '../lib/bridge-query.ts';
import { desk } from '../lib/desk.ts';
import { collectionCreated, runChanged } from './changes.ts';
import { scrapeKeys } from './keys.ts';
import { IMMUTABLE_STALE_MS } from './lifetimes.ts';
import { isFinal } from './scrape-cache.ts';

// A category scrape is a collection of type `marketplace_category_scrape` (its list and record are read
// with collectionsQuery / collectionQuery) plus one runner record, read here.

/** The collection type the category endpoint creates. */
export const SCRAPE_REQUEST_TYPE = 'marketplace_category_scrape';

/** How often an open scrape still under way is re-read: only the fallback for a missed `scrape.progress`. */
export const IN_FLIGHT_POLL_MS = 3000;

/** A scrape's runner record (`categoryScrape.result` answers an array with one); null when the service has none. */
export function scrapeResultQuery(collectionId: number, pollMs: number = IN_FLIGHT_POLL_MS) {
  return queryOptions({
    queryKey: scrapeKeys.result(collectionId),
    queryFn: async (): Promise<CategoryScrapeResult | null> => (await unwrapShown(desk.categoryScrape.result({ collection_id: collectionId })))[0] ?? null,
    // A finished scrape never changes again; one under way is re-read whenever asked.
    staleTime: (query) => (isFinal(query.state.data?.stage) ? IMMUTABLE_STALE_MS : 0),
    refetchInterval: (query) => (query.state.data && !isFinal(query.state.data.stage) ? pollMs : false),
  });
}

/** Queues a category scrape (main starts watching it at once); it shows queued straight away, and in every list. */
export function addScrapeMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: CategoryScrapeInput) => unwrap(desk.categoryScrape.add(input)),
    onSuccess: (added) => {
      const queued: CategoryScrapeResult = {
        id: added.runner_id,
        collection: added.id,
        is_download_generated: false,
        stage: 'queued',
        asin_count: 0,
        asins: [],
        download_links: { pages: [], all_pages: '' },
      };
      client.setQueryData(scrapeKeys.result(added.id), (current: CategoryScrapeResult | null | undefined) => current ?? queued);
      return collectionCreated(client);
    },
  });
}

/** Cancels a queued or running scrape; `revoked` false means it had already ended. */
export function cancelScrapeMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (collectionId: number) => unwrap(desk.categoryScrape.cancel({ collection_id: collectionId })),
    onSuccess: (_answer, collectionId) => runChanged(client, collectionId),
  });
}
