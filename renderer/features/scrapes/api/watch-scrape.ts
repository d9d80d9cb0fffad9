import { useEffect } from 'react';
import { desk } from '../../../lib/desk.ts';

/**
 * Asks main to watch a scrape still under way (idempotent: one watcher per scrape). Scrapes sent from
 * this desk are watched from the start; this covers those sent elsewhere or before a profile switch.
 */
export function useWatchScrape(collectionId: number, inFlight: boolean): void {
  useEffect(() => {
    if (inFlight) void desk.watch.scrape({ collectionId });
  }, [collectionId, inFlight]);
}
