import { categoryScrapeEndpoints as ep, type CategoryScrapeResult } from '../../shared/api/category-scrape.ts';
import { MESSAGES } from '../../shared/api/envelope.ts';
import { getOwnedCollection, type CollectionRow } from '../collections/collection-store.ts';
import { ApiError } from '../server/api-error.ts';
import type { SandboxContext } from '../server/context.ts';
import type { SandboxModule } from '../server/sandbox-module.ts';
import { downloadLinks, type RunnerRow } from '../runs/runner-record.ts';
import { addCategoryScrape } from './add-scrape.ts';
import { categoryQueue } from './category-queue.ts';
import { failScrape } from './finish-scrape.ts';

/** The caller's category scrape collection; 404 for a missing, foreign or item collection. */
function ownedScrape(ctx: SandboxContext, userId: number, id: number): CollectionRow {
  const collection = getOwnedCollection(ctx.db, userId, id);
  if (collection.request_type !== 'marketplace_category_scrape') throw new ApiError(404, MESSAGES.collectionNotFound);
  return collection;
}

function latestRunner(ctx: SandboxContext, collectionId: number): RunnerRow | undefined {
  return ctx.db.prepare(`SELECT * FROM runners WHERE collection_id = ? AND kind = 'category' ORDER BY id DESC LIMIT 1`).get(collectionId) as
    RunnerRow | undefined;
}

function stageOf(stage: string): CategoryScrapeResult['stage'] {
  return stage === 'queued' || stage === 'scraping' || stage === 'done' || stage === 'failed' ? stage : 'failed';
}

/** The category scrape result record (interface 2.8): products so far, links once done. */
export function categoryResult(ctx: SandboxContext, row: RunnerRow): CategoryScrapeResult {
  const found = row.asins_json ? (JSON.parse(row.asins_json) as { asin: string; title: string; price: string }[]) : [];
  return {
    id: row.id,
    collection: row.collection_id,
    is_download_generated: row.is_download_generated === 1,
    stage: stageOf(row.stage),
    asin_count: row.asin_count,
    asins: found.map((a) => ({ asin: a.asin, title: a.title, price: a.price })),
    download_links: downloadLinks(ctx.baseUrl(), row),
  };
}

/** Marketplace category scrapes (interface 4.4, completions 6) on the `marketplace_category` queue. */
export const categoryModule: SandboxModule = {
  name: 'category',
  register(kit) {
    const { ctx } = kit;
    kit.handle(ep.add, ({ input, user }) => addCategoryScrape(ctx, user, input));
    kit.handle(ep.result, ({ input, user }) => {
      const runner = latestRunner(ctx, ownedScrape(ctx, user.id, input.collection_id).id);
      return runner ? [categoryResult(ctx, runner)] : [];
    });
    kit.handle(ep.cancel, ({ input, user }) => {
      const collection = ownedScrape(ctx, user.id, input.collection_id);
      const runner = latestRunner(ctx, collection.id);
      const revoked = runner ? failScrape(ctx, runner.id, MESSAGES.cancelledByUser) : false;
      if (runner && revoked) categoryQueue(ctx).stop(runner.id);
      return { id: collection.id, revoked };
    });
  },
  start(ctx) {
    categoryQueue(ctx).resume();
  },
};
