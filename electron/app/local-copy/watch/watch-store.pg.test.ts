// The watch rules, the Changes inbox and the in-stock line against both stores: the embedded copy and a team
// copy on the throwaway PostgreSQL cluster. The rules' own cases are watch-rules.test.ts and
// watch-eval.test.ts (embedded); here each store must find, keep and read the same matches.
import { afterAll, describe, expect, it } from 'vitest';
import { WATCH_RULE_KINDS, type WatchRule, type WatchRuleKind } from '../../../../shared/watch/watch-rules.ts';
import type { CopyStore } from '../copy-store.ts';
import { bothStores } from '../testing/both-stores.ts';
import { syntheticCollection, syntheticItem, syntheticRecords, syntheticRun } from '../testing/synthetic.ts';
import { ruleSet, saveRules } from './watch-rules-store.ts';

const stores = bothStores();
afterAll(() => stores.done());

const at = '2026-03-01T00:00:00.000Z';

/** A collection (items A, B, C, D) with one archived run per price line, in order; answers the run ids. */
async function archivedRuns(store: CopyStore, id: number, lines: Record<string, number | 'out'>[]): Promise<number[]> {
  await store.saveCollections([syntheticCollection(id, 4)], at);
  await store.replaceItems(id, [syntheticItem(1, 'A'), syntheticItem(2, 'B'), syntheticItem(3, 'C'), syntheticItem(4, 'D')], at);
  const runs = lines.map((_, n) => syntheticRun(id * 100 + n + 1));
  await store.saveRuns(id, runs, at);
  for (const [n, run] of runs.entries()) await store.archiveRun({ collectionId: id, runId: run.id }, [syntheticRecords(lines[n] ?? {})]);
  return runs.map((r) => r.id);
}

const RULES: WatchRule[] = [
  { kind: 'priceDownPct', value: 10 },
  { kind: 'priceAbove', value: 15 },
  { kind: 'outOfStock', value: null },
  { kind: 'backInStock', value: null },
  { kind: 'newItem', value: null },
  { kind: 'missingItem', value: null },
  { kind: 'failedRuns', value: 2 },
];

/** Every rule with a value that the price lines of EVERY_RULE_LINES cross. */
const EVERY_RULE: Record<WatchRuleKind, number | null> = {
  priceDownPct: 10,
  priceDownBy: 1,
  priceUpPct: 10,
  priceUpBy: 1,
  priceBelow: 5,
  priceAbove: 15,
  outOfStock: null,
  backInStock: null,
  newItem: null,
  missingItem: null,
  failedRuns: 2,
  regionalSpread: 10,
  regionalSpreadBy: 1,
  regionalStock: null,
};
const EVERY_RULE_LINES: Record<string, number | 'out'>[] = [
  { A: 10, B: 20, C: 5, D: 'out' },
  { A: 8.99, B: 23, D: 4 },
  { A: 16, B: 'out', D: 4 },
  { A: 16, B: 'out', C: 5, D: 4 },
];
/** What each rule alone finds in those runs ("run n, item"): the same in both stores' SQL, each rule only what it names. */
const EVERY_RULE_FINDS: Record<WatchRuleKind, string[]> = {
  priceDownPct: ['run 2 A', 'run 2 D', 'run 3 B'],
  priceDownBy: ['run 2 A', 'run 2 D', 'run 3 B'],
  priceUpPct: ['run 2 B', 'run 3 A'],
  priceUpBy: ['run 2 B', 'run 3 A'],
  priceBelow: ['run 2 D'],
  priceAbove: ['run 3 A'],
  outOfStock: ['run 3 B'],
  backInStock: ['run 2 D'],
  newItem: ['run 4 C'],
  missingItem: ['run 2 C'],
  failedRuns: ['run 3 C'],
  // Every item here is watched at one postcode: no product has two regions to set apart.
  regionalSpread: [],
  regionalSpreadBy: [],
  regionalStock: [],
};

describe.each(stores.cases)('watch rules in the $name copy store', ({ open }) => {
  it('find with each rule alone exactly what that rule names, from one declaration of the rules for both SQL dialects', async () => {
    const store = await open();
    const runsOf = new Map<WatchRuleKind, number[]>();
    for (const [n, kind] of WATCH_RULE_KINDS.entries()) {
      await saveRules(store, 30 + n, [{ kind, value: EVERY_RULE[kind] }]);
      runsOf.set(kind, await archivedRuns(store, 30 + n, EVERY_RULE_LINES));
    }
    await store.evaluateWatch();
    const found: Record<string, string[]> = {};
    for (const [n, kind] of WATCH_RULE_KINDS.entries()) {
      const runs = runsOf.get(kind) ?? [];
      const matches = await store.matches({ collectionId: 30 + n }, null);
      found[kind] = matches.map((m) => `${m.rule === kind ? '' : `${m.rule}? `}run ${runs.indexOf(m.runId) + 1} ${m.code}`).sort();
    }
    expect(found).toEqual(EVERY_RULE_FINDS);
  });

  it('keep a collection’s own rules beside the default in the copy', async () => {
    const store = await open();
    const down: WatchRule[] = [{ kind: 'priceDownPct', value: 5 }];
    await saveRules(store, null, down);
    expect(await ruleSet(store, 3)).toEqual({ collectionId: 3, own: false, rules: down, defaults: down });
    expect(await saveRules(store, 3, [])).toEqual({ collectionId: 3, own: true, rules: [], defaults: down });
    expect(await saveRules(store, 3, null)).toMatchObject({ own: false, rules: down });
  });

  it('evaluate each archived run once against the run before, and the inbox reads, counts and marks what they found', async () => {
    const store = await open();
    await saveRules(store, 10, RULES);
    const [r1, r2, r3, r4] = await archivedRuns(store, 10, [
      { A: 10, B: 20, C: 5 },
      { A: 8.99, B: 'out', C: 5, D: 1 },
      { A: 9, B: 16, D: 1 },
      { A: 9, B: 16, D: 1 },
    ]);
    const found = await store.evaluateWatch();
    // Every run that matched is told once, with its counts by rule (the first has no run before it: nothing to tell).
    expect(found.map((f) => [f.runId, f.collectionName, f.total])).toEqual([
      [r2, 'Collection 10', 4],
      [r3, 'Collection 10', 3],
      [r4, 'Collection 10', 1],
    ]);
    expect(found[0]?.counts).toEqual([
      { kind: 'newItem', value: null, count: 1, currency: '$' },
      { kind: 'outOfStock', value: null, count: 1, currency: '$' },
      { kind: 'priceDownPct', value: 10, count: 2, currency: '$' },
    ]);
    expect(await store.evaluateWatch()).toEqual([]);

    expect((await store.matches({}, null)).map((m) => `${m.runId} ${m.code} ${m.rule} ${m.priceBefore}→${m.priceAfter}`)).toEqual([
      `${r4} C failedRuns 5→null`,
      `${r3} B backInStock 9→16`,
      `${r3} B priceAbove 9→16`,
      `${r3} C missingItem 5→null`,
      `${r2} A priceDownPct 10→8.99`,
      `${r2} B outOfStock 20→9`,
      `${r2} B priceDownPct 20→9`,
      `${r2} D newItem null→1`,
    ]);
    expect(await store.countMatches({})).toBe(8);
    expect(await store.countMatches({ collectionId: 10, runId: r4, rule: 'failedRuns' })).toBe(1);
    expect(await store.countMatches({ collectionId: 11 })).toBe(0);
    const [first] = await store.matches({ runId: r2, rule: 'priceDownPct' }, 1);
    expect(first).toMatchObject({ collectionId: 10, collectionName: 'Collection 10', previousRunId: r1, title: 'Title of A', currency: '$', read: false });

    expect(await store.matchFacets()).toEqual({
      collections: [{ collectionId: 10, name: 'Collection 10', count: 8 }],
      rules: [
        { rule: 'backInStock', value: null, count: 1 },
        { rule: 'failedRuns', value: 2, count: 1 },
        { rule: 'missingItem', value: null, count: 1 },
        { rule: 'newItem', value: null, count: 1 },
        { rule: 'outOfStock', value: null, count: 1 },
        { rule: 'priceAbove', value: 15, count: 1 },
        { rule: 'priceDownPct', value: 10, count: 2 },
      ],
    });
    expect(await store.unreadCount()).toBe(8);
    expect(await store.markRead({ matchIds: [first!.id] })).toBe(1);
    expect(await store.markRead({ matchIds: [first!.id] })).toBe(0);
    expect(await store.unreadCount()).toBe(7);
    expect(await store.markRead({ all: true })).toBe(7);
    expect(await store.unreadCount()).toBe(0);
  });

  it('leave runs that finished before the copy was made as history', async () => {
    const store = await open();
    await store.setMeta('watch_from', '2099-01-01T00:00:00.000Z');
    await saveRules(store, 11, RULES);
    await archivedRuns(store, 11, [{ A: 10 }, { A: 1 }]);
    expect(await store.evaluateWatch()).toEqual([]);
    expect(await store.countMatches({})).toBe(0);
  });

  it('count each archived run’s outputs in and out of stock', async () => {
    const store = await open();
    const [r1, r2] = await archivedRuns(store, 12, [{ A: 1, B: 'out', C: 2 }, { A: 'out' }]);
    expect(await store.stockByRun(12)).toEqual([
      { runId: r1, at: new Date(Date.UTC(2026, 0, 1) + (r1 ?? 0) * 86_400_000).toISOString(), items: 3, inStock: 2, outOfStock: 1 },
      { runId: r2, at: new Date(Date.UTC(2026, 0, 1) + (r2 ?? 0) * 86_400_000).toISOString(), items: 1, inStock: 0, outOfStock: 1 },
    ]);
    expect(await store.stockByRun(99)).toEqual([]);
  });
});
