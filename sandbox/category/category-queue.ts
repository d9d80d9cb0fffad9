import type { SandboxContext } from '../server/context.ts';
import { nowIso } from '../store/db.ts';
import { categoryAsins, categoryPages, type CategoryAsin } from '../data/category-asins.ts';
import { getRunnerRow } from '../runs/runner-record.ts';
import { filtersOf, readStoredParams } from './category-params.ts';
import { failScrape, finishScrape } from './finish-scrape.ts';

/** Scrapes the `marketplace_category` queue runs at once (its own slots, apart from the item pool). */
export const CATEGORY_QUEUE_SLOTS = 2;

/** The background queue `marketplace_category` of one sandbox. */
export interface CategoryQueue {
  /** Queues a scrape runner (no-op when it is already known or has ended). */
  add(runnerId: number): void;
  /** Stops a running or queued scrape at once (its runner was just marked failed). */
  stop(runnerId: number): void;
  /** Picks up every queued or scraping category runner, e.g. after a restart. */
  resume(): void;
}

interface Job {
  runnerId: number;
  rank: number;
  active: boolean;
}

const queues = new WeakMap<SandboxContext, CategoryQueue>();

/** The sandbox's category queue (created on first use). */
export function categoryQueue(ctx: SandboxContext): CategoryQueue {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = createCategoryQueue(ctx, CATEGORY_QUEUE_SLOTS);
    queues.set(ctx, queue);
  }
  return queue;
}

/** Pages already walked when `found` products were recorded (full pages of 24, the last one shorter). */
function pagesDone(pages: readonly CategoryAsin[][], found: number): number {
  let total = 0;
  let done = 0;
  for (const page of pages) {
    if (page.length === 0 || total + page.length > found) break;
    total += page.length;
    done += 1;
  }
  return done;
}

/**
 * Creates a queue of `slots` scrapes at a time, highest priority and then oldest first. A scrape
 * walks its listing pages one per `jobDelayMs`, growing `asin_count` page by page.
 */
export function createCategoryQueue(ctx: SandboxContext, slots: number): CategoryQueue {
  const { db } = ctx;
  const waiting: Job[] = [];
  const running = new Map<number, Job>();

  const release = (job: Job): void => {
    job.active = false;
    running.delete(job.runnerId);
    pump();
  };

  const run = (job: Job): void => {
    const now = nowIso();
    const moved = db
      .prepare(`UPDATE runners SET stage = 'scraping', started_at = COALESCE(started_at, ?) WHERE id = ? AND stage IN ('queued', 'scraping')`)
      .run(now, job.runnerId);
    const row = getRunnerRow(db, job.runnerId);
    if (Number(moved.changes) !== 1 || !row) return release(job);
    db.prepare(`UPDATE collections SET schedule_status = 'Processing', updated_at = ? WHERE id = ?`).run(now, row.collection_id);
    const collection = db.prepare('SELECT category_json FROM collections WHERE id = ?').get(row.collection_id) as { category_json: string | null } | undefined;
    const params = readStoredParams(collection?.category_json ?? null);
    if (!params) {
      failScrape(ctx, job.runnerId, 'The category scrape parameters could not be read.');
      return release(job);
    }
    const asins = categoryAsins({ nodeId: params.marketplace_node_id, domain: params.domain, postcode: params.postcode, filters: filtersOf(params) });
    const pages = categoryPages(asins);
    let page = pagesDone(pages, row.asin_count);
    let found = asins.slice(0, row.asin_count);
    const step = (): void => {
      if (!job.active) return;
      const next = pages[page] ?? [];
      found = found.concat(next);
      page += 1;
      const write = db
        .prepare(`UPDATE runners SET asin_count = ?, asins_json = ? WHERE id = ? AND stage = 'scraping'`)
        .run(found.length, JSON.stringify(found), job.runnerId);
      if (Number(write.changes) !== 1) return release(job);
      if (page < pages.length) {
        ctx.timers.after(ctx.settings.jobDelayMs, step);
        return;
      }
      finishScrape(ctx, job.runnerId, found);
      release(job);
    };
    if (page >= pages.length) {
      finishScrape(ctx, job.runnerId, found);
      return release(job);
    }
    ctx.timers.after(ctx.settings.jobDelayMs, step);
  };

  function pump(): void {
    while (running.size < slots && waiting.length > 0 && !ctx.timers.stopped) {
      const job = waiting.shift();
      if (!job) return;
      running.set(job.runnerId, job);
      run(job);
    }
  }

  const add = (runnerId: number): void => {
    if (running.has(runnerId) || waiting.some((j) => j.runnerId === runnerId)) return;
    const row = getRunnerRow(db, runnerId);
    if (!row || row.kind !== 'category' || (row.stage !== 'queued' && row.stage !== 'scraping')) return;
    // A scrape cut off mid-way goes first: it already held a slot.
    const job: Job = { runnerId, rank: row.stage === 'scraping' ? -1 : row.priority_rank, active: true };
    const at = waiting.findIndex((j) => j.rank > job.rank || (j.rank === job.rank && j.runnerId > runnerId));
    waiting.splice(at < 0 ? waiting.length : at, 0, job);
    pump();
  };

  return {
    add,
    stop(runnerId) {
      const queued = waiting.findIndex((j) => j.runnerId === runnerId);
      if (queued >= 0) waiting.splice(queued, 1);
      const job = running.get(runnerId);
      if (job) release(job);
    },
    resume() {
      const rows = db.prepare(`SELECT id FROM runners WHERE kind = 'category' AND stage IN ('queued', 'scraping') ORDER BY id`).all() as { id: number }[];
      for (const row of rows) add(row.id);
    },
  };
}
