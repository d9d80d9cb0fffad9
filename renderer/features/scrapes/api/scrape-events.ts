import type { QueryClient } from '@tanstack/react-query';
import type { CategoryStage } from '../../../../shared/api/category-scrape.ts';
import type { Collection } from '../../../../shared/api/collections.ts';
import { runChanged } from '../../../data/changes.ts';
import { localCopyKeys } from '../../../data/local-copy-cache.ts';
import { navigate } from '../../../lib/use-route.ts';
import { toast } from '../../../lib/toasts.ts';
import { pluralize } from '../../../lib/format.ts';
import { createFinishTracker } from '../lib/scrape-stage.ts';

const tracker = createFinishTracker();

/** The scrape's name as the local copy's record or list holds it (a generic name until either is read). */
function nameOf(client: QueryClient, collectionId: number): string {
  const record = client.getQueryData<{ collection: Collection | null }>(localCopyKeys.record(collectionId))?.collection;
  const listed = client.getQueryData<{ collections: Collection[] }>(localCopyKeys.collections())?.collections.find((c) => c.id === collectionId);
  return (record ?? listed)?.name ?? `Scrape ${collectionId}`;
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
