import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { CategoryScrapeResult } from '../../../../shared/api/category-scrape.ts';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { isFinal } from '../lib/scrape-stage.ts';
import { scrapeKeys } from './keys.ts';

/**
 * How often an open scrape still under way is re-read. Main's watcher pushes `scrape.progress` as it
 * moves (each event re-reads it at once); this poll is only the fallback for a missed event.
 */
export const IN_FLIGHT_POLL_MS = 3000;

/** A scrape's runner record (`result/` answers an array with one); null when the service has none. */
export function scrapeResultQuery(collectionId: number, pollMs: number = IN_FLIGHT_POLL_MS) {
  return queryOptions({
    queryKey: scrapeKeys.result(collectionId),
    queryFn: async (): Promise<CategoryScrapeResult | null> => (await unwrap(desk.categoryScrape.result({ collection_id: collectionId })))[0] ?? null,
    // A finished scrape never changes again.
    staleTime: (query) => (isFinal(query.state.data?.stage) ? Infinity : 0),
    refetchInterval: (query) => (query.state.data && !isFinal(query.state.data.stage) ? pollMs : false),
  });
}

/** Reads one scrape's runner, polling while it is under way. */
export function useScrapeResult(collectionId: number) {
  return useQuery(scrapeResultQuery(collectionId));
}

const dataOf = (results: readonly { data: CategoryScrapeResult | null | undefined }[]) => results.map((r) => r.data ?? undefined);

/** Reads the runners of the listed scrapes (polled less often than the open one), in the ids' order. */
export function useScrapeResults(collectionIds: readonly number[]): (CategoryScrapeResult | undefined)[] {
  return useQueries({ queries: collectionIds.map((id) => scrapeResultQuery(id, 3 * IN_FLIGHT_POLL_MS)), combine: dataOf });
}
