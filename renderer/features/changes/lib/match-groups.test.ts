import { describe, expect, it } from 'vitest';
import type { WatchMatch } from '../../../../shared/bridge/methods/inbox.ts';
import { changeText, filterOf, groupMatches } from './match-groups.ts';

const match = (id: number, runId: number, read = false): WatchMatch => ({
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
});

describe('the Changes inbox', () => {
  it('groups the matches by run in the order main lists them, counting the unread', () => {
    const groups = groupMatches([match(1, 9), match(2, 9, true), match(3, 7)]);
    expect(groups.map((g) => [g.runId, g.matches.map((m) => m.id), g.unread])).toEqual([
      [9, [1, 2], 1],
      [7, [3], 1],
    ]);
  });

  it('reads its filter from the route, leaving out what is not a collection, run or rule', () => {
    expect(filterOf({ collection: '3', run: '41', rule: 'priceDownPct' })).toEqual({ collectionId: 3, runId: 41, rule: 'priceDownPct' });
    expect(filterOf({ collection: 'x', run: '-2', rule: 'cheaper' })).toEqual({});
  });

  it('says a price change with its sign and percentage', () => {
    expect(changeText(12.5, 11.3)).toBe('−1.20 (−9.6 %)');
    expect(changeText(null, 11.3)).toBe('—');
  });
});
