import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CategoryScrapeInput, CategoryScrapeResult } from '../../../../shared/api/category-scrape.ts';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { scrapeKeys } from './keys.ts';
import { noteScrapeStage } from './scrape-events.ts';

/** Queues a category scrape (main starts watching it at once); the list shows it queued straight away. */
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
      noteScrapeStage(client, added.id, 'queued', 0);
      return client.invalidateQueries({ queryKey: scrapeKeys.lists() });
    },
  });
}

/** The submit mutation. */
export function useAddScrape() {
  const client = useQueryClient();
  return useMutation(addScrapeMutation(client));
}
