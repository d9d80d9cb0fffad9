import type { CategoryScrapeResult } from '../../shared/api/category-scrape.ts';
import { categoryAsins } from '../data/category-asins.ts';
import { waitFor, type TestAuth, type TestSandbox } from '../testing/test-sandbox.ts';
import { dataOf } from '../runs/run-test-kit.ts';

/** A browse node of marketplace.com.au / 2000 listing at least `min` products (and at most `max`). */
export function nodeWithProducts(min: number, max = 1000): string {
  for (let i = 1000; ; i++) {
    const count = categoryAsins({ nodeId: String(i), domain: 'marketplace.com.au', postcode: '2000' }).length;
    if (count >= min && count <= max) return String(i);
  }
}

/** An add_schedule body for a node on marketplace.com.au, postcode 2000. */
export function scrapeBody(nodeId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    category_url: `https://www.marketplace.com.au/b?node=${nodeId}`,
    marketplace_node_id: nodeId,
    domain: 'marketplace.com.au',
    postcode: '2000',
    ...extra,
  };
}

/** Queues a scrape; returns `{id, runner_id}`. */
export async function addScrape(sb: TestSandbox, body: Record<string, unknown>, auth?: TestAuth): Promise<{ id: number; runner_id: number }> {
  return dataOf<{ id: number; runner_id: number }>(await sb.call('schedules/marketplace/category/add_schedule/', body, auth));
}

/** Reads a scrape's single result record. */
export async function scrapeResult(sb: TestSandbox, collectionId: number, auth?: TestAuth): Promise<CategoryScrapeResult> {
  const list = dataOf<CategoryScrapeResult[]>(await sb.call('schedules/marketplace/category/result/', { collection_id: collectionId }, auth));
  const first = list[0];
  if (list.length !== 1 || !first) throw new Error(`expected one result, got ${list.length}`);
  return first;
}

/** Waits until a scrape's result satisfies `check`. */
export async function waitScrape(
  sb: TestSandbox,
  collectionId: number,
  check: (r: CategoryScrapeResult) => boolean,
  timeoutMs = 20_000,
): Promise<CategoryScrapeResult> {
  return waitFor(async () => {
    const result = await scrapeResult(sb, collectionId);
    return check(result) ? result : undefined;
  }, timeoutMs);
}

/** Waits until a scrape is `done` or `failed`. */
export async function waitScrapeEnded(sb: TestSandbox, collectionId: number): Promise<CategoryScrapeResult> {
  return waitScrape(sb, collectionId, (r) => r.stage === 'done' || r.stage === 'failed');
}
