import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { scrapeKeys } from './keys.ts';

/** A scrape's collection record (name, schedule status and message, priority, created time). */
export function scrapeQuery(collectionId: number) {
  return queryOptions({
    queryKey: scrapeKeys.detail(collectionId),
    queryFn: () => unwrap(desk.collections.get({ collection_id: collectionId })),
  });
}

/** Reads one scrape's collection. */
export function useScrape(collectionId: number) {
  return useQuery(scrapeQuery(collectionId));
}
