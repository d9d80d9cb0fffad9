import { useQueries } from '@tanstack/react-query';
import type { CategoryScrapeResult } from '../../../../shared/api/category-scrape.ts';
import { IN_FLIGHT_POLL_MS, scrapeResultQuery } from '../../../data/scrapes.ts';

const dataOf = (results: readonly { data: CategoryScrapeResult | null | undefined }[]) => results.map((r) => r.data ?? undefined);

/** Reads the runners of the listed scrapes (polled less often than the open one), in the ids' order. */
export function useScrapeResults(collectionIds: readonly number[]): (CategoryScrapeResult | undefined)[] {
  return useQueries({ queries: collectionIds.map((id) => scrapeResultQuery(id, 3 * IN_FLIGHT_POLL_MS)), combine: dataOf });
}
