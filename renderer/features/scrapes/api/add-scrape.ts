import { mutationOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { addScrapeMutation } from '../../../data/scrapes.ts';
import { noteScrapeStage } from './scrape-events.ts';

/** Queues a category scrape (the data layer's operation) and notes it in flight, so its end is announced once. */
export function addScrapeWithNotice(client: QueryClient) {
  const base = addScrapeMutation(client);
  return mutationOptions({
    ...base,
    onSuccess: (added, ...rest) => {
      noteScrapeStage(client, added.id, 'queued', 0);
      return base.onSuccess?.(added, ...rest);
    },
  });
}
