import type { QueryClient } from '@tanstack/react-query';
import type { CategoryScrapeResult, CategoryStage } from '../../shared/api/category-scrape.ts';
import { runChanged } from './changes.ts';
import { scrapeKeys } from './keys.ts';

// A scrape's cached runner record: when it has ended, and how a `scrape.progress` event is written into it.

/** Whether a stage is final. */
export function isFinal(stage: CategoryStage | null | undefined): stage is 'done' | 'failed' {
  return stage === 'done' || stage === 'failed';
}

/** A progress event's effect on a cached runner: new stage and count, the found products kept. */
export function applyProgress(
  result: CategoryScrapeResult | undefined,
  event: { runnerId: number; stage: CategoryStage; asinCount: number },
): CategoryScrapeResult | undefined {
  if (!result || result.id !== event.runnerId) return result;
  if (result.stage === event.stage && result.asin_count === event.asinCount) return result;
  // A final stage is never undone by a late event.
  if (isFinal(result.stage) && !isFinal(event.stage)) return result;
  return { ...result, stage: event.stage, asin_count: Math.max(result.asin_count, event.asinCount) };
}

/**
 * A `scrape.progress` event: written into the cached runner at once; a changed count or stage re-reads the
 * found products, and an end re-reads the scrape's collection record and lists.
 */
export function applyScrapeProgress(client: QueryClient, event: { collectionId: number; runnerId: number; stage: CategoryStage; asinCount: number }): void {
  const key = scrapeKeys.result(event.collectionId);
  const before = client.getQueryData<CategoryScrapeResult | null>(key);
  const after = applyProgress(before ?? undefined, event);
  if (after && after !== before) client.setQueryData(key, after);
  if (isFinal(event.stage)) void runChanged(client, event.collectionId);
  else if (!before || after !== before) void client.invalidateQueries({ queryKey: key });
}
