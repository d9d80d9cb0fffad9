import type { CategoryScrapeResult, CategoryStage } from '../../../../shared/api/category-scrape.ts';
import type { Collection, ScheduleStatus } from '../../../../shared/api/collections.ts';
import { isFinal } from '../../../data/scrape-cache.ts';

/** Whether a stage is still under way (queued or scraping). */
export function isInFlight(stage: CategoryStage | null | undefined): boolean {
  return stage === 'queued' || stage === 'scraping';
}

const STAGE_OF_SCHEDULE: Readonly<Record<ScheduleStatus, CategoryStage>> = {
  Pending: 'queued',
  Queued: 'queued',
  Processing: 'scraping',
  Completed: 'done',
  Failed: 'failed',
};

/** The stage a collection's `schedule_status` implies, used until its runner has been read. */
export function stageOfSchedule(status: ScheduleStatus): CategoryStage {
  return STAGE_OF_SCHEDULE[status];
}

/** One row of the scrapes list: the collection with what its runner says. */
export interface ScrapeRow {
  id: number;
  name: string;
  stage: CategoryStage;
  /** Null until the runner has been read. */
  asinCount: number | null;
  /** e.g. "Cancelled by user". */
  message: string | null;
  priority: Collection['priority'];
  createdAt: string;
  /** Whether the results can be downloaded. */
  ready: boolean;
}

/** Merges a collection with its runner (when read): the runner's stage wins, the collection's is the fallback. */
export function scrapeRow(collection: Collection, result: CategoryScrapeResult | undefined): ScrapeRow {
  return {
    id: collection.id,
    name: collection.name,
    stage: result?.stage ?? stageOfSchedule(collection.schedule_status),
    asinCount: result ? result.asin_count : null,
    message: collection.schedule_message,
    priority: collection.priority,
    createdAt: collection.created_at,
    ready: result?.is_download_generated ?? false,
  };
}

/**
 * Remembers the last stage seen per scrape and says when one has just ended, so the "finished" toast
 * shows once whether the news came from an event or a poll.
 */
export function createFinishTracker() {
  const seen = new Map<number, CategoryStage>();
  return {
    /** Records a stage; true when the scrape was seen in flight before and is now final. */
    note(collectionId: number, stage: CategoryStage): boolean {
      const before = seen.get(collectionId);
      seen.set(collectionId, stage);
      return isInFlight(before) && isFinal(stage);
    },
  };
}

/** The badge text of a stage, e.g. "Scraping". */
export function stageLabel(stage: CategoryStage): string {
  return stage.charAt(0).toUpperCase() + stage.slice(1);
}
