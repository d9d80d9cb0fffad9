import type { LocalItem } from '../../../shared/bridge/methods/local-copy.ts';
import type { ItemRow } from './copy-model.ts';
import { shownTitle } from './row-checks.ts';

/** Runs of the trend column in the item table. */
export const TREND_RUNS = 12;

/** One key's prices (in cents) in the recent runs, grouped by the store: run ids and prices side by side. */
export interface TrendGroup {
  key: string;
  runs: readonly number[];
  prices: readonly (number | null)[];
}

/** The latest output of an item, as either store reads it (price in cents). */
export interface LatestOutput {
  runId: number;
  key: string;
  price: number | null;
  currency: string | null;
  availability: string | null;
  inStock: boolean | null;
  title: unknown;
}

const major = (cents: number | null): number | null => (cents === null ? null : cents / 100);

/** Each key's price line over the recent runs (oldest first), and the index of the last run it appears in. */
export function trendLines(runs: readonly number[], groups: Iterable<TrendGroup>): { trend: Map<string, (number | null)[]>; lastSeen: Map<string, number> } {
  const index = new Map(runs.map((id, i) => [id, i]));
  const trend = new Map<string, (number | null)[]>();
  const lastSeen = new Map<string, number>();
  for (const g of groups) {
    const line: (number | null)[] = Array.from({ length: runs.length }, () => null);
    let last = -1;
    g.runs.forEach((runId, i) => {
      const at = index.get(runId) ?? 0;
      line[at] = major(g.prices[i] ?? null);
      last = Math.max(last, at);
    });
    trend.set(g.key, line);
    lastSeen.set(g.key, last);
  }
  return { trend, lastSeen };
}

/**
 * The item table: every stored item (or, for a category scrape without items, every product its runs found)
 * with its latest output and trend. An item the newest run has no output for (it failed there) shows its last
 * known output, marked with its run.
 */
export function localItems(
  items: readonly ItemRow[],
  category: boolean,
  runs: readonly number[],
  trend: Map<string, (number | null)[]>,
  latest: Map<string, LatestOutput>,
): LocalItem[] {
  const newest = runs[runs.length - 1];
  const withOutput = (key: string) => {
    const l = latest.get(key);
    return {
      title: l ? shownTitle(l.title) : null,
      price: l ? major(l.price) : null,
      currency: l?.currency ?? null,
      availability: l?.availability ?? null,
      inStock: l?.inStock ?? null,
      trend: trend.get(key) ?? [],
      outputRunId: l?.runId ?? null,
      outputOlder: l !== undefined && l.runId !== newest,
    };
  };
  if (items.length === 0 && category) {
    return [...trend.keys()].map((key, i) => ({
      key,
      itemId: i + 1,
      type: 'category',
      code: key,
      postcode: null,
      domain: null,
      storeId: null,
      customId: null,
      createdAt: '',
      includeRawHtml: null,
      output: null,
      ...withOutput(key),
    }));
  }
  return items.map((i) => ({
    key: i.key,
    itemId: i.itemId,
    type: i.type as LocalItem['type'],
    code: i.code,
    postcode: i.postcode,
    domain: i.domain,
    storeId: i.storeId,
    customId: i.customId,
    createdAt: i.createdAt,
    includeRawHtml: i.includeRawHtml,
    output: i.output === 'HTML' || i.output === 'JSON' ? i.output : null,
    ...withOutput(i.key),
  }));
}
