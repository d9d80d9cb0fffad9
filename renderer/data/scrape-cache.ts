import type { CategoryScrapeResult, CategoryStage } from '../../shared/api/category-scrape.ts';

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
