import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { scrapeKeys } from './keys.ts';
import { settleScrapeStage } from './scrape-events.ts';

/** Cancels a queued or running scrape; `revoked` false means it had already ended. */
export function cancelScrapeMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (collectionId: number) => unwrap(desk.categoryScrape.cancel({ collection_id: collectionId })),
    onSuccess: (answer, collectionId) => {
      // The user asked for this failure: the cancel's own message says so, no "failed" toast.
      if (answer.revoked) settleScrapeStage(collectionId, 'failed');
      return Promise.all([
        client.invalidateQueries({ queryKey: scrapeKeys.result(collectionId) }),
        client.invalidateQueries({ queryKey: scrapeKeys.detail(collectionId) }),
        client.invalidateQueries({ queryKey: scrapeKeys.lists() }),
      ]);
    },
  });
}

/** The cancel mutation. */
export function useCancelScrape() {
  const client = useQueryClient();
  return useMutation(cancelScrapeMutation(client));
}
