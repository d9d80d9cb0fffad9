import type { QueryClient } from '@tanstack/react-query';
import type { CategoryStage } from '../../../../shared/api/category-scrape.ts';
import type { Collection } from '../../../../shared/api/collections.ts';
import { runChanged } from '../../../data/changes.ts';
import { collectionKeys } from '../../../data/keys.ts';
import { navigate } from '../../../lib/use-route.ts';
import { toast } from '../../../lib/toasts.ts';
import { pluralize } from '../../../lib/format.ts';
import { createFinishTracker } from '../lib/scrape-stage.ts';

const tracker = createFinishTracker();

function nameOf(client: QueryClient, collectionId: number): string {
  const detail = client.getQueryData<Collection>(collectionKeys.detail(collectionId));
  if (detail) return detail.name;
  for (const [, page] of client.getQueriesData<{ items: Collection[] }>({ queryKey: collectionKeys.lists() })) {
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
 * Notes a stage seen for a scrape (main's events write it into the cache; polls read it) and, when it has
 * just ended, re-reads what an ending changes and shows a toast once: "finished" with a link to the
 * results, or "failed".
 */
export function noteScrapeStage(client: QueryClient, collectionId: number, stage: CategoryStage, asinCount: number): void {
  if (!tracker.note(collectionId, stage)) return;
  void runChanged(client, collectionId);
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
