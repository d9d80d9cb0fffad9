import { zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WatchRule } from '../../../../shared/watch/watch-rules.ts';
import { matchedText, ruleValueProblem, watchRulesSchema } from '../../../../shared/watch/watch-rules.ts';
import { syncItems, syncRuns } from '../sync/local-sync.ts';
import { getMeta, saveCollections, setMeta } from '../sqlite/local-writes.ts';
import { finishedRun, parts, partsCollection, startServiceStub, type ServiceStub } from '../testing/service-stub.ts';
import type { RunMatches } from '../copy-model.ts';
import { listMatches, markRead, unreadCount } from './watch-queries.ts';
import { RULES_META, ruleSet, rulesIn, saveRules } from './watch-rules-store.ts';

let stub: ServiceStub;
let found: RunMatches[];
const collection = partsCollection(1);

beforeEach(async () => {
  stub = await startServiceStub();
  found = [];
  stub.target.matched = (f) => found.push(f);
  saveCollections(stub.db, [collection], new Date().toISOString(), false);
  // The stub's runs finished early in 2026: they are news to this copy.
  setMeta(stub.db, 'watch_from', '2026-01-01T00:00:00Z');
  stub.answers.items = (skip, limit) => parts(collection.id, 1, 5).slice(skip, skip + limit);
  stub.answers.itemsTotal = 5;
  await syncItems(stub.target, collection);
});

afterEach(async () => {
  await stub.close();
});

/** Runs 1…n of the collection, each with these prices (dollars; null: the item failed in that run), archived through the stub. */
async function archiveRuns(prices: Record<string, (number | null)[]>, options: { outOf?: Record<string, number[]> } = {}): Promise<void> {
  const count = Math.max(...Object.values(prices).map((p) => p.length));
  stub.answers.runs = [];
  for (let run = 1; run <= count; run += 1) {
    const records = Object.entries(prices).flatMap(([sku, line]) => {
      const dollars = line[run - 1];
      if (dollars === null || dollars === undefined) return [];
      const out = options.outOf?.[sku]?.includes(run) ?? false;
      return [{ sku, postcode: '2000', title: `Part ${sku}`, price: `$${dollars.toFixed(2)}`, availability: out ? 'Out of stock' : 'In stock' }];
    });
    stub.answers.files.set(`r${run}.zip`, zipSync({ [`r${run}_Page_1.json`]: new TextEncoder().encode(JSON.stringify(records)) }));
    stub.answers.runs.unshift(finishedRun(run, collection.id, 5, `r${run}.zip`));
  }
  await syncRuns(stub.target, collection);
}

const matched = (runId: number) => listMatches(stub.db, { runId }, null).map((m) => `${m.code} ${m.rule}`);

describe('watch rules on the runs of a collection', () => {
  it('compare percentages and amounts exactly, and tell a price crossing a value once', async () => {
    await saveRules(stub.target.store, collection.id, [
      { kind: 'priceDownPct', value: 10 },
      { kind: 'priceUpBy', value: 1.5 },
      { kind: 'priceBelow', value: 9.5 },
      { kind: 'priceAbove', value: 20 },
    ]);
    await archiveRuns({
      P1: [10, 9, 8.9],
      P2: [10, 9.01, 9.01],
      P3: [10, 11.5, 11.49],
      P4: [19.5, 20.5, 21],
    });
    // The first run has no run before it: only the values crossed count (none here).
    expect(matched(1)).toEqual([]);
    expect(matched(2)).toEqual(['P1 priceBelow', 'P1 priceDownPct', 'P2 priceBelow', 'P3 priceUpBy', 'P4 priceAbove']);
    // Already below 9.50 and above 20: not told again.
    expect(matched(3)).toEqual([]);
    expect(found.map((f) => f.runId)).toEqual([2]);
    expect(matchedText(found[0]!.counts, 'Shelf')).toBe('1 price down ≥ 10%, 1 price up ≥ $1.50, 2 prices below $9.50, 1 price above $20.00 · Shelf');
    expect(listMatches(stub.db, { runId: 2, rule: 'priceDownPct' }, null)[0]).toMatchObject({
      itemKey: 'P1@2000',
      title: 'Part P1',
      priceBefore: 10,
      priceAfter: 9,
      currency: '$',
      availabilityAfter: 'In stock',
      previousRunId: 1,
    });
  });

  it('tell stock going out and coming back, and an item failing N runs in a row once, when the streak reaches N', async () => {
    await saveRules(stub.target.store, null, [
      { kind: 'outOfStock', value: null },
      { kind: 'backInStock', value: null },
      { kind: 'failedRuns', value: 2 },
    ]);
    await archiveRuns(
      {
        P1: [5, 5, 5, 5],
        P2: [5, null, null, null],
        P3: [5, 5, null, null],
        P4: [null, null, 5, 5],
      },
      { outOf: { P1: [2, 3] } },
    );
    // P4 and P5 (never an output) failed runs 1 and 2; P2 failed 2 and 3, P3 3 and 4; longer streaks are not told again.
    expect(matched(1)).toEqual([]);
    expect(matched(2)).toEqual(['P1 outOfStock', 'P4 failedRuns', 'P5 failedRuns']);
    expect(matched(3)).toEqual(['P2 failedRuns']);
    expect(matched(4)).toEqual(['P1 backInStock', 'P3 failedRuns']);
    // A failed item's line shows its last known price and title.
    expect(listMatches(stub.db, { runId: 3, rule: 'failedRuns' }, null)[0]).toMatchObject({ priceBefore: 5, title: 'Part P2', priceAfter: null });
  });

  it('leave runs that finished before the copy was made, and mark read some or all', async () => {
    await saveRules(stub.target.store, collection.id, [{ kind: 'priceUpPct', value: 1 }]);
    setMeta(stub.db, 'watch_from', '2026-01-01T02:30:00Z');
    await archiveRuns({ P1: [1, 2, 3, 4], P2: [1, 2, 3, 4] });
    expect([1, 2, 3, 4].map((run) => matched(run).length)).toEqual([0, 0, 2, 2]);
    expect(unreadCount(stub.db)).toBe(4);
    const [one, two] = listMatches(stub.db, { runId: 3 }, null);
    expect(markRead(stub.db, { matchIds: [one!.id] })).toBe(1);
    expect(markRead(stub.db, { matchIds: [one!.id, two!.id] })).toBe(1);
    expect(unreadCount(stub.db)).toBe(2);
    expect(markRead(stub.db, { all: true })).toBe(2);
    expect(unreadCount(stub.db)).toBe(0);
  });
});

describe('the rules kept in the copy', () => {
  const down: WatchRule[] = [{ kind: 'priceDownPct', value: 5 }];

  it('give a collection its own rules, else the default, and forget its own with null', async () => {
    await saveRules(stub.target.store, null, down);
    expect(await ruleSet(stub.target.store, collection.id)).toEqual({ collectionId: 1, own: false, rules: down, defaults: down });
    await saveRules(stub.target.store, collection.id, []);
    expect(rulesIn(getMeta(stub.db, RULES_META), collection.id)).toEqual([]);
    expect(await saveRules(stub.target.store, collection.id, null)).toMatchObject({ own: false, rules: down });
    // Rules that do not read as rules (a damaged document) count as none, and say nothing else.
    setMeta(stub.db, RULES_META, JSON.stringify({ default: [{ kind: 'priceDownPct', value: -1 }], collections: { 1: down, x: down } }));
    expect((await ruleSet(stub.target.store, null)).rules).toEqual([]);
    expect(rulesIn(getMeta(stub.db, RULES_META), collection.id)).toEqual(down);
  });

  it('refuse values that make no sense, each with its reason', () => {
    expect(ruleValueProblem('priceDownPct', 0)).toMatch(/above 0 and at most 100/);
    expect(ruleValueProblem('priceDownPct', 100.5)).toMatch(/at most 100/);
    expect(ruleValueProblem('priceUpPct', 150)).toBeNull();
    expect(ruleValueProblem('priceBelow', 9.999)).toMatch(/up to 2 decimals/);
    expect(ruleValueProblem('priceBelow', 10.1)).toBeNull();
    expect(ruleValueProblem('failedRuns', 2.5)).toMatch(/whole number of runs/);
    expect(ruleValueProblem('failedRuns', null)).toBe('Enter a number of runs.');
    expect(ruleValueProblem('outOfStock', 3)).toBe('This rule takes no value.');
    expect(watchRulesSchema.safeParse([...down, ...down]).success).toBe(false);
  });
});
