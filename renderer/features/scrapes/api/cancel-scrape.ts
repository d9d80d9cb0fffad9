import { mutationOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { cancelScrapeMutation } from '../../../data/scrapes.ts';
import { settleScrapeStage } from './scrape-events.ts';

/** Cancels a scrape (the data layer's operation); the user asked for this failure, so no "failed" toast follows. */
export function cancelScrapeWithoutNotice(client: QueryClient) {
  const base = cancelScrapeMutation(client);
  return mutationOptions({
    ...base,
    onSuccess: (answer, collectionId, ...rest) => {
      if (answer.revoked) settleScrapeStage(collectionId, 'failed');
      return base.onSuccess?.(answer, collectionId, ...rest);
    },
  });
}
