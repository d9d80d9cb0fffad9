// Prices by region end to end below the screens: a sandbox collection spread to three postcodes, run twice and
// synced into a local copy over loopback; the regional view and the spread rule checked against the run's own
// result files, read here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activePostcode, addAsins, asinAt, fetchFile } from '../../../../sandbox/runs/run-test-kit.ts';
import type { Runner } from '../../../../shared/api/runs.ts';
import { marketplaceOf, runToEnd, startStoreKit, type StoreKit } from '../testing/store-kit.ts';
import { evaluatePending } from '../watch/watch-eval.ts';
import { listMatches } from '../watch/watch-queries.ts';
import { saveRules } from '../watch/watch-rules-store.ts';
import { syncCollection } from './local-sync.ts';

let kit: StoreKit;
beforeAll(async () => {
  kit = await startStoreKit();
}, 60_000);
afterAll(async () => {
  kit.db.close();
  await kit.sb.close();
});

const ASINS = 30;
const SPREAD = 3;
type Record = { asin: string; postcode: string; price: string; availability: string };
const cents = (price: string): number => Math.round(Number(price.replace(/[^\d.]/g, '')) * 100);

/** A run's records as its result pages hold them, read from the sandbox. */
async function recordsOf(run: Runner): Promise<Record[]> {
  const pages = await Promise.all(run.download_links.pages.map(async (url) => (await (await fetchFile(kit.sb, url)).json()) as Record[]));
  return pages.flat();
}
/** Each ASIN's price (cents) per postcode in some records. */
function pricesOf(records: readonly Record[]): Map<string, Map<string, number>> {
  const byAsin = new Map<string, Map<string, number>>();
  for (const r of records) {
    const prices = byAsin.get(r.asin) ?? new Map<string, number>();
    prices.set(r.postcode, cents(r.price));
    byAsin.set(r.asin, prices);
  }
  return byAsin;
}
/** Highest − lowest and that as a % of the lowest (2 decimals), over some prices; null with fewer than two. */
function spreadOf(prices: Iterable<number>): { spread: number; pct: number } | null {
  const list = [...prices];
  if (list.length < 2) return null;
  const [lo, hi] = [Math.min(...list), Math.max(...list)];
  return { spread: (hi - lo) / 100, pct: Math.round(((hi - lo) * 10_000) / lo) / 100 };
}

describe('a collection spread to three postcodes', () => {
  it('lists every product with its three regions, the spread its result files give, and the spread rule on exactly the products that cross it', async () => {
    const collectionId = await marketplaceOf(kit.sb, ASINS);
    const asins = Array.from({ length: ASINS }, (_, i) => asinAt(i));
    for (const postcode of ['3000', '4000']) {
      await activePostcode(kit.sb, 1, postcode);
      await addAsins(kit.sb, collectionId, asins, postcode);
    }
    await saveRules(kit.target.store, collectionId, [{ kind: 'regionalSpread', value: SPREAD }]);
    const runs: Runner[] = [];
    for (let n = 0; n < 2; n += 1) {
      runs.push(await runToEnd(kit.sb, collectionId));
      await syncCollection(kit.target, collectionId, { items: true, runs: true });
    }
    evaluatePending(kit.db);
    const [first, second] = await Promise.all(runs.map(recordsOf));

    // The latest price of each region: the second run's, or the first's where the item failed in the second.
    const latest = pricesOf([...first!, ...second!]);
    const view = await kit.target.store.regional(collectionId);
    expect(view.postcodes).toEqual(['2000', '3000', '4000']);
    expect(view.rows.map((r) => r.code)).toEqual(asins);
    for (const row of view.rows) {
      expect(Object.keys(row.regions)).toEqual(['2000', '3000', '4000']);
      const expected = spreadOf(latest.get(row.code)?.values() ?? []);
      expect([row.spread, row.spreadPct]).toEqual([expected?.spread ?? null, expected?.pct ?? null]);
    }
    expect(view.rows.some((r) => (r.spread ?? 0) > 0)).toBe(true);

    // The rule: told in the run the spread reaches 3 %, over the regions that run priced.
    const wide = (records: readonly Record[]) =>
      new Set([...pricesOf(records)].filter(([, prices]) => (spreadOf(prices.values())?.pct ?? 0) >= SPREAD).map(([asin]) => asin));
    const [wideFirst, wideSecond] = [wide(first!), wide(second!)];
    const expected = [
      ...[...wideFirst].map((asin) => `${runs[0]!.id} ${asin}`),
      ...[...wideSecond].filter((asin) => !wideFirst.has(asin)).map((asin) => `${runs[1]!.id} ${asin}`),
    ];
    const told = listMatches(kit.db, { collectionId, rule: 'regionalSpread' }, null);
    expect(told.map((m) => `${m.runId} ${m.code}`).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(0);
    expect(told.every((m) => /^cheapest \d{4} · dearest \d{4}$/.test(m.regions ?? ''))).toBe(true);
  });
});
