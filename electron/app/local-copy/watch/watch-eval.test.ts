import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAsins, asinAt, marketplaceCollection } from '../../../../sandbox/runs/run-test-kit.ts';
import type { CompareRow } from '../../../../shared/bridge/methods/local-copy.ts';
import type { WatchRule, WatchRuleKind } from '../../../../shared/watch/watch-rules.ts';
import { queryCompare, queryItems } from '../sqlite/local-queries.ts';
import { syncCollection } from '../sync/local-sync.ts';
import { marketplaceOf, runToEnd, startStoreKit, type StoreKit } from '../testing/store-kit.ts';
import { evaluatePending } from './watch-eval.ts';
import { type RunMatches } from '../copy-model.ts';
import { listMatches } from './watch-queries.ts';
import { saveRules } from './watch-rules-store.ts';

let kit: StoreKit;
const found: RunMatches[] = [];

beforeAll(async () => {
  kit = await startStoreKit();
  kit.target.matched = (f) => found.push(f);
}, 60_000);

afterAll(async () => {
  kit.db.close();
  await kit.sb.close();
});

const cents = (price: number | null): number | null => (price === null ? null : Math.round(price * 100));

/** What each rule should find in a comparison row, decided here from the two runs' outputs as the desk compares them. */
const EXPECTED: Partial<Record<WatchRuleKind, (row: CompareRow, value: number) => boolean>> = {
  priceDownPct: (r, v) => {
    const [a, b] = [cents(r.priceA), cents(r.priceB)];
    return a !== null && b !== null && b < a && (a - b) * 10_000 >= v * 100 * a;
  },
  priceUpPct: (r, v) => {
    const [a, b] = [cents(r.priceA), cents(r.priceB)];
    return a !== null && b !== null && a > 0 && b > a && (b - a) * 10_000 >= v * 100 * a;
  },
  priceBelow: (r, v) => {
    const [a, b] = [cents(r.priceA), cents(r.priceB)];
    return b !== null && b < v * 100 && (a === null || a >= v * 100);
  },
  priceAbove: (r, v) => {
    const [a, b] = [cents(r.priceA), cents(r.priceB)];
    return b !== null && b > v * 100 && (a === null || a <= v * 100);
  },
  outOfStock: (r) => r.inStockA === true && r.inStockB === false,
  backInStock: (r) => r.inStockA === false && r.inStockB === true,
  newItem: (r) => r.change === 'new',
  missingItem: (r) => r.change === 'missing',
};

const RULES: WatchRule[] = [
  { kind: 'priceDownPct', value: 2 },
  { kind: 'priceUpPct', value: 2 },
  // Every price is below the one and above the other: only an item priced for the first time crosses them.
  { kind: 'priceBelow', value: 100_000 },
  { kind: 'priceAbove', value: 0.01 },
  { kind: 'outOfStock', value: null },
  { kind: 'backInStock', value: null },
  { kind: 'newItem', value: null },
  { kind: 'missingItem', value: null },
];

describe('watch rules over runs archived from the sandbox', () => {
  let collectionId = 0;
  const runs: number[] = [];

  it('find exactly what the comparison of the new run with the one before shows, and nothing in a first run', async () => {
    collectionId = await marketplaceOf(kit.sb, 80);
    await saveRules(kit.target.store, collectionId, RULES);
    runs.push((await runToEnd(kit.sb, collectionId)).id);
    await syncCollection(kit.target, collectionId, { items: true, runs: true });
    expect(listMatches(kit.db, { collectionId }, null)).toEqual([]);

    // The second run differs beyond drift: one item deleted, one added.
    const gone = queryItems(kit.db, collectionId)[3]!;
    await kit.sb.call('schedules/marketplace/asin/delete/', { asin_id: gone.itemId });
    await addAsins(kit.sb, collectionId, [asinAt(900)]);
    runs.push((await runToEnd(kit.sb, collectionId)).id);
    await syncCollection(kit.target, collectionId, { items: true, runs: true });

    const rows = queryCompare(kit.db, runs[0]!, runs[1]!);
    const expected = RULES.flatMap((rule) => rows.filter((row) => EXPECTED[rule.kind]!(row, rule.value ?? 0)).map((row) => `${row.key} ${rule.kind}`));
    const matches = listMatches(kit.db, { collectionId }, null);
    expect(matches.map((m) => `${m.itemKey} ${m.rule}`).sort()).toEqual(expected.sort());
    expect(expected).toContain(`${gone.key} missingItem`);
    const added = queryItems(kit.db, collectionId).find((i) => i.code === asinAt(900))!.key;
    expect(expected).toContain(`${added} newItem`);
    expect(expected).toContain(`${added} priceBelow`);
    expect(expected.some((e) => e.endsWith('priceDownPct') || e.endsWith('priceUpPct'))).toBe(true);
    expect(matches.every((m) => m.runId === runs[1] && m.previousRunId === runs[0] && !m.read)).toBe(true);
    const down = matches.find((m) => m.rule === 'priceDownPct');
    if (down)
      expect(down).toMatchObject({
        itemKey: expect.stringMatching(`^${down.code}@`),
        title: expect.any(String),
        currency: '$',
        priceAfter: expect.any(Number),
      });

    // One notice for the run, its counts adding up to its matches.
    const told = found.filter((f) => f.collectionId === collectionId);
    expect(told.map((f) => f.runId)).toEqual([runs[1]]);
    expect(told[0]?.total).toBe(matches.length);
    expect(told[0]?.counts.reduce((sum, c) => sum + c.count, 0)).toBe(matches.length);
  }, 60_000);

  it('evaluates a run once: again, it adds nothing and tells nothing', () => {
    const before = listMatches(kit.db, {}, null);
    const told = found.length;
    kit.db.exec('UPDATE runs SET watched = 0');
    expect(evaluatePending(kit.db)).toEqual([]);
    expect(listMatches(kit.db, {}, null)).toEqual(before);
    expect(found.length).toBe(told);
  });

  it('applies the default rules to a collection without rules of its own, and a collection’s own rules instead of them', async () => {
    await saveRules(kit.target.store, null, [{ kind: 'newItem', value: null }]);
    const other = await marketplaceCollection(kit.sb, 10, { start: 2000, name: 'Default follower' });
    await runToEnd(kit.sb, other);
    await syncCollection(kit.target, other, { items: true, runs: true });
    await addAsins(kit.sb, other, [asinAt(2500)]);
    const second = await runToEnd(kit.sb, other);
    await addAsins(kit.sb, collectionId, [asinAt(901)]);
    const third = await runToEnd(kit.sb, collectionId);
    await syncCollection(kit.target, other, { items: true, runs: true });
    await syncCollection(kit.target, collectionId, { items: true, runs: true });

    expect(listMatches(kit.db, { runId: second.id }, null).map((m) => `${m.code} ${m.rule}`)).toEqual([`${asinAt(2500)} newItem`]);
    // The first collection keeps its own rules: price moves are found there, not only new items.
    const own = listMatches(kit.db, { runId: third.id }, null);
    expect(own.map((m) => `${m.code} ${m.rule}`)).toContain(`${asinAt(901)} newItem`);
    expect(new Set(own.map((m) => m.rule)).size).toBeGreaterThan(1);
    expect(found.find((f) => f.runId === second.id)).toMatchObject({ collectionName: 'Default follower', total: 1, counts: [{ kind: 'newItem', count: 1 }] });
  }, 60_000);
});
