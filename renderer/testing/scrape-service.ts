import type { CategoryScrapeResult, CategoryStage } from '../../shared/api/category-scrape.ts';
import type { ScheduleStatus } from '../../shared/api/collections.ts';
import { errResult } from '../../shared/bridge/result.ts';
import { collectionRecord, collectionService } from './collection-service.ts';
import type { CollectionService } from './collection-service.ts';
import type { Answers } from './fake-desk.ts';
import { fakeDesk } from './desk-under-test.ts';

/** The category scrapes of one test, kept as the service keeps them, with a hand on the scrape queue. */
export interface ScrapeService {
  answers: Answers;
  /** The collections (scrapes and the others) as the service and the local copy hold them. */
  collections: CollectionService;
  /** A scrape moved on: its runner and collection change, and main's watcher tells the page. */
  advance(id: number, stage: CategoryStage, asinCount?: number): void;
}

const SCHEDULE_OF_STAGE: Readonly<Record<CategoryStage, ScheduleStatus>> = { queued: 'Queued', scraping: 'Processing', done: 'Completed', failed: 'Failed' };

/** A found product as the service lists it. */
const foundAsin = (i: number) => ({ asin: `B0FOUND${String(i).padStart(3, '0')}`, title: `Found product ${i}`, price: `${(9.5 + i * 3.25).toFixed(2)}` });

/**
 * Category scrapes as the sandbox answers them: each is a `marketplace_category_scrape` collection (in the
 * local copy, as the sync engine mirrors it) plus one runner; a cancel of one in flight fails it "Cancelled by
 * user" and revokes it, a cancel of one that ended revokes nothing. `collections` holds the other collections, when a test has some.
 */
export function scrapeService(
  seed: { name: string; stage: CategoryStage; asinCount?: number }[] = [],
  collections: CollectionService = collectionService(),
): ScrapeService {
  const runners = new Map<number, CategoryScrapeResult>();
  let nextId = Math.max(0, ...collections.rows.map((r) => r.id)) + 1;
  const changed = (collectionId: number) => fakeDesk.emit('localCopy.changed', { profileId: 'sandbox', collectionId, what: 'collections' });
  const runner = (id: number, stage: CategoryStage, asinCount: number): CategoryScrapeResult => ({
    id: 100 + id,
    collection: id,
    is_download_generated: stage === 'done',
    stage,
    asin_count: asinCount,
    asins: Array.from({ length: stage === 'done' ? asinCount : 0 }, (_, i) => foundAsin(i + 1)),
    download_links: { pages: [], all_pages: '' },
  });
  const add = (name: string, stage: CategoryStage, asinCount = 0): number => {
    const id = nextId++;
    collections.rows.unshift(
      collectionRecord(id, name, { request_type: 'marketplace_category_scrape', status: 'enable', schedule_status: SCHEDULE_OF_STAGE[stage] }),
    );
    runners.set(id, runner(id, stage, asinCount));
    return id;
  };
  for (const s of seed) add(s.name, s.stage, s.asinCount);
  const rowOf = (id: number) => {
    const row = collections.rows.find((r) => r.id === id);
    if (!row) throw new Error(`No scrape ${id}`);
    return row;
  };
  const move = (id: number, stage: CategoryStage, asinCount: number, message: string | null = null) => {
    Object.assign(rowOf(id), { schedule_status: SCHEDULE_OF_STAGE[stage], schedule_message: message });
    runners.set(id, runner(id, stage, asinCount));
  };

  return {
    collections,
    advance(id, stage, asinCount = runners.get(id)?.asin_count ?? 0) {
      move(id, stage, asinCount);
      const runnerId = 100 + id;
      if (stage === 'done' || stage === 'failed') fakeDesk.emit('run.finished', { collectionId: id, runnerId, stage, processed: asinCount, failed: 0 });
      else fakeDesk.emit('scrape.progress', { collectionId: id, runnerId, stage, asinCount });
      changed(id);
    },
    answers: {
      ...collections.answers,
      // Found ASINs added to a collection: an ASIN it already holds is the service's refused row.
      'marketplaceItems.createMultiple': ({ collection, asins }) => {
        const held = new Set((collections.items.get(collection) ?? []).map((i) => i.code));
        const codes = asins.split(',');
        const fresh = codes.filter((asin) => !held.has(asin));
        if (fresh.length > 0) collections.addItems(collection, fresh);
        const error_rows = codes.filter((asin) => held.has(asin)).map((asin) => ({ asin, error: 'ASIN already exists in this collection.' }));
        return { success_count: fresh.length, error_rows };
      },
      'categoryScrape.add': (input) => {
        const id = add(input.name ?? `marketplace_category_${input.marketplace_node_id}`, 'queued');
        queueMicrotask(() => changed(id));
        return { id, runner_id: 100 + id };
      },
      'categoryScrape.result': ({ collection_id }) => {
        const found = runners.get(collection_id);
        return found ? [found] : [];
      },
      'categoryScrape.cancel': ({ collection_id }) => {
        const found = runners.get(collection_id);
        if (!found) return errResult('service', 'Collection not found.', 404);
        const inFlight = found.stage === 'queued' || found.stage === 'scraping';
        if (inFlight) {
          move(collection_id, 'failed', found.asin_count, 'Cancelled by user');
          queueMicrotask(() => changed(collection_id));
        }
        return { id: collection_id, revoked: inFlight };
      },
    },
  };
}
