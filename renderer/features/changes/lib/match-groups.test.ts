import { describe, expect, it } from 'vitest';
import type { WatchMatch } from '../../../../shared/bridge/methods/inbox.ts';
import { changeLines, changeText, filterOf, nextChangeSort, sortChangeLines, DEFAULT_CHANGE_SORT } from './match-groups.ts';

const match = (id: number, runId: number, read = false, fields: Partial<WatchMatch> = {}): WatchMatch => ({
  id,
  collectionId: 3,
  collectionName: 'Office weekly',
  runId,
  previousRunId: runId - 1,
  at: '2026-11-27T10:00:00Z',
  itemKey: `K${id}`,
  code: `K${id}`,
  title: null,
  rule: 'newItem',
  value: null,
  priceBefore: null,
  priceAfter: null,
  currency: null,
  availabilityBefore: null,
  availabilityAfter: null,
  regions: null,
  read,
  ...fields,
});

describe('the Changes inbox', () => {
  it('makes one line per item per run, listing every rule it matched in the rules’ order, read when all its matches are', () => {
    const lines = changeLines([
      match(1, 9, false, { itemKey: 'A', code: 'A', rule: 'outOfStock' }),
      match(2, 9, true, { itemKey: 'A', code: 'A', rule: 'priceDownPct', value: 5 }),
      match(3, 9, true, { itemKey: 'B', code: 'B' }),
      match(4, 7, false, { itemKey: 'A', code: 'A' }),
    ]);
    expect(lines.map((l) => [l.id, l.rules.map((r) => r.rule), l.matchIds, l.unreadIds])).toEqual([
      ['9:A', ['priceDownPct', 'outOfStock'], [1, 2], [1]],
      ['9:B', ['newItem'], [3], []],
      ['7:A', ['newItem'], [4], [4]],
    ]);
  });

  it('sorts the lines by any column, both ways, lines without a value last, ties in main’s order', () => {
    const lines = changeLines([
      match(1, 9, false, { itemKey: 'C', code: 'C', collectionName: 'beta', priceBefore: 10, priceAfter: 9 }),
      match(2, 9, false, { itemKey: 'A', code: 'A', collectionName: 'Alpha', priceBefore: 100, priceAfter: 95, rule: 'priceDownPct', value: 5 }),
      match(3, 8, false, { itemKey: 'B', code: 'B', at: '2026-11-26T10:00:00Z', collectionName: 'Alpha' }),
    ]);
    const ids = (key: Parameters<typeof nextChangeSort>[1], direction: 'ascending' | 'descending' = 'ascending') =>
      sortChangeLines(lines, { key, direction }).map((l) => l.code);
    expect(ids('run', 'descending')).toEqual(['C', 'A', 'B']);
    expect(ids('collection')).toEqual(['A', 'B', 'C']);
    expect(ids('item', 'descending')).toEqual(['C', 'B', 'A']);
    expect(ids('rule')).toEqual(['A', 'C', 'B']);
    // −10% before −5%; B has no prices: last both ways.
    expect(ids('change')).toEqual(['C', 'A', 'B']);
    expect(ids('change', 'descending')).toEqual(['A', 'C', 'B']);
    expect(ids('before', 'descending')).toEqual(['A', 'C', 'B']);
    expect(ids('after')).toEqual(['C', 'A', 'B']);
    expect(nextChangeSort(DEFAULT_CHANGE_SORT, 'run')).toEqual({ key: 'run', direction: 'ascending' });
    expect(nextChangeSort(DEFAULT_CHANGE_SORT, 'change')).toEqual({ key: 'change', direction: 'ascending' });
  });

  it('reads its filter from the route, leaving out what is not a collection, run or rule', () => {
    expect(filterOf({ collection: '3', run: '41', rule: 'priceDownPct' })).toEqual({ collectionId: 3, runId: 41, rule: 'priceDownPct' });
    expect(filterOf({ collection: 'x', run: '-2', rule: 'cheaper' })).toEqual({});
  });

  it('says a price change with its sign and percentage', () => {
    expect(changeText(12.5, 11.3, '$')).toBe('−$1.20 (−9.6%)');
    expect(changeText(10, 10.5, '£')).toBe('+£0.50 (+5.0%)');
    expect(changeText(0, 2, '$')).toBe('+$2.00');
    expect(changeText(null, 11.3)).toBe('—');
  });
});
