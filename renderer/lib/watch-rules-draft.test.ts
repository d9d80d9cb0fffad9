import { describe, expect, it } from 'vitest';
import { draftOf, draftProblems, rulesOf } from './watch-rules-draft.ts';

const set = {
  collectionId: 4,
  own: true,
  rules: [
    { kind: 'priceDownPct' as const, value: 15 },
    { kind: 'outOfStock' as const, value: null },
  ],
  defaults: [],
};

describe('the watch rules form', () => {
  it('starts from the rules set, with a common value in the boxes of rules that are off', () => {
    const draft = draftOf(set);
    expect(draft.lines.priceDownPct).toEqual({ on: true, value: 15 });
    expect(draft.lines.outOfStock).toEqual({ on: true, value: null });
    expect(draft.lines.failedRuns).toEqual({ on: false, value: 3 });
    expect(rulesOf(draft)).toEqual(set.rules);
  });

  it('says what is wrong beside each rule that is on, keeps what was typed, and follows the default when asked', () => {
    const draft = draftOf(set);
    draft.lines.priceDownPct = { on: true, value: 150 };
    draft.lines.priceBelow = { on: true, value: null };
    draft.lines.priceAbove = { on: false, value: -3 };
    expect(draftProblems(draft)).toEqual({
      priceDownPct: 'Enter a percentage above 0 and at most 100, with up to 2 decimals.',
      priceBelow: 'Enter an amount.',
    });
    expect(rulesOf(draft)).toContainEqual({ kind: 'priceDownPct', value: 150 });
    expect(rulesOf({ ...draft, own: false })).toBeNull();
    expect(draftProblems({ ...draft, own: false })).toEqual({});
  });
});
