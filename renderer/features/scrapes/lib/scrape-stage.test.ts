import { describe, expect, it } from 'vitest';
import type { CategoryScrapeResult } from '../../../../shared/api/category-scrape.ts';
import type { Collection } from '../../../../shared/api/collections.ts';
import { resultFileLink, suggestedFileName } from './result-files.ts';
import { applyProgress } from '../../../data/scrape-cache.ts';
import { createFinishTracker, isInFlight, scrapeRow, stageOfSchedule } from './scrape-stage.ts';

const collection: Collection = {
  id: 7,
  name: 'marketplace_category_42',
  request_type: 'marketplace_category_scrape',
  status: 'enable',
  schedule_status: 'Processing',
  schedule_message: null,
  priority: 'Normal',
  schedule: 'Manual',
  schedule_time: null,
  fetch_mode: 'full',
  notification_email: 'a@b.co',
  destinations: null,
  item_count: 0,
  last_run_at: null,
  next_run_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const result: CategoryScrapeResult = {
  id: 70,
  collection: 7,
  is_download_generated: false,
  stage: 'scraping',
  asin_count: 24,
  asins: [],
  download_links: { pages: [], all_pages: '' },
};

describe('scrape rows', () => {
  it('prefers the runner’s stage, falls back to the schedule status', () => {
    expect(scrapeRow(collection, undefined)).toMatchObject({ stage: 'scraping', asinCount: null });
    expect(scrapeRow({ ...collection, schedule_status: 'Failed', schedule_message: 'Cancelled by user' }, undefined)).toMatchObject({
      stage: 'failed',
      message: 'Cancelled by user',
    });
    expect(scrapeRow(collection, { ...result, stage: 'done', asin_count: 76, is_download_generated: true })).toMatchObject({
      stage: 'done',
      asinCount: 76,
      ready: true,
    });
    expect(stageOfSchedule('Pending')).toBe('queued');
    expect(isInFlight('queued')).toBe(true);
    expect(isInFlight('done')).toBe(false);
  });

  it('applies progress events without undoing a final stage', () => {
    expect(applyProgress(result, { runnerId: 70, stage: 'scraping', asinCount: 48 })?.asin_count).toBe(48);
    expect(applyProgress(result, { runnerId: 71, stage: 'done', asinCount: 48 })).toBe(result);
    const done = { ...result, stage: 'done' as const, asin_count: 76 };
    expect(applyProgress(done, { runnerId: 70, stage: 'scraping', asinCount: 48 })).toBe(done);
    expect(applyProgress(undefined, { runnerId: 70, stage: 'done', asinCount: 1 })).toBeUndefined();
  });

  it('reports a finish once, only after seeing the scrape in flight', () => {
    const tracker = createFinishTracker();
    expect(tracker.note(1, 'done')).toBe(false);
    expect(tracker.note(2, 'queued')).toBe(false);
    expect(tracker.note(2, 'scraping')).toBe(false);
    expect(tracker.note(2, 'done')).toBe(true);
    expect(tracker.note(2, 'done')).toBe(false);
  });
});

describe('result files', () => {
  const links = { pages: ['http://x/api/v1/results/7/70/category_asins.json', 'http://x/api/v1/results/7/70/category_asins.csv'], all_pages: '' };

  it('finds the JSON and CSV links', () => {
    expect(resultFileLink(links, 'csv')).toBe(links.pages[1]);
    expect(resultFileLink(links, 'json')).toBe(links.pages[0]);
    expect(resultFileLink({ pages: [], all_pages: '' }, 'csv')).toBeNull();
    expect(suggestedFileName('My scrape / shoes', 'csv')).toBe('My_scrape_shoes_category_asins.csv');
  });
});
