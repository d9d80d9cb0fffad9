import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CategoryScrapeResult, CategoryStage } from '../../../../shared/api/category-scrape.ts';
import type { Collection } from '../../../../shared/api/collections.ts';
import { desk } from '../../../lib/desk.ts';
import { navigate } from '../../../lib/use-route.ts';
import { toast } from '../../../lib/toasts.ts';
import { pluralize } from '../../../lib/format.ts';
import { applyProgress, createFinishTracker, isFinal } from '../lib/scrape-stage.ts';
import { scrapeKeys } from './keys.ts';

const tracker = createFinishTracker();

function nameOf(client: QueryClient, collectionId: number): string {
  const detail = client.getQueryData<Collection>(scrapeKeys.detail(collectionId));
  if (detail) return detail.name;
  for (const [, page] of client.getQueriesData<{ items: Collection[] }>({ queryKey: scrapeKeys.lists() })) {
    const found = page?.items.find((c) => c.id === collectionId);
    if (found) return found.name;
  }
  return `Scrape ${collectionId}`;
}

/** Records a stage the user caused (a cancel) so no "finished" or "failed" toast follows for it. */
export function settleScrapeStage(collectionId: number, stage: CategoryStage): void {
  tracker.note(collectionId, stage);
}

/**
 * Notes a stage seen for a scrape (from an event or a poll) and, when it has just ended, re-reads what
 * changes and shows a toast once: "finished" with a link to the results, or "failed".
 */
export function noteScrapeStage(client: QueryClient, collectionId: number, stage: CategoryStage, asinCount: number): void {
  if (!tracker.note(collectionId, stage)) return;
  void client.invalidateQueries({ queryKey: scrapeKeys.lists() });
  void client.invalidateQueries({ queryKey: scrapeKeys.detail(collectionId) });
  const name = nameOf(client, collectionId);
  if (stage === 'done') {
    toast.success(`Category scrape finished: ${name}`, {
      id: `scrape-finished-${collectionId}`,
      message: `${pluralize(asinCount, 'product')} found.`,
      action: { label: 'Open results', onClick: () => navigate('scrape', { id: collectionId }) },
    });
  } else {
    toast.warning(`Category scrape failed: ${name}`, { id: `scrape-finished-${collectionId}`, message: 'It did not finish; open it for the reason.' });
  }
}

/** Writes a progress event into the cached runner; a changed count or stage re-reads the found products. */
export function applyScrapeProgress(client: QueryClient, event: { collectionId: number; runnerId: number; stage: CategoryStage; asinCount: number }): void {
  const key = scrapeKeys.result(event.collectionId);
  const before = client.getQueryData<CategoryScrapeResult | null>(key);
  const after = applyProgress(before ?? undefined, event);
  if (after && after !== before) client.setQueryData(key, after);
  if (!before || after !== before || isFinal(event.stage)) void client.invalidateQueries({ queryKey: key });
  noteScrapeStage(client, event.collectionId, event.stage, event.asinCount);
}

/**
 * Listens to main's watchers while a scrapes screen is open: `scrape.progress` moves stages and counts,
 * `postcode.status` refreshes the postcodes offered (one added elsewhere may just have become active).
 */
export function useScrapeEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    const offScrape = desk.on('scrape.progress', (event) => applyScrapeProgress(client, event));
    const offPostcode = desk.on('postcode.status', () => void client.invalidateQueries({ queryKey: scrapeKeys.activePostcodesAll() }));
    return () => {
      offScrape();
      offPostcode();
    };
  }, [client]);
}
