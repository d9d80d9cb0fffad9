// The request budget's own rules: the user's reads never hold the cadence back, and another profile starts afresh.
import { describe, expect, it } from 'vitest';
import { createRequestBudget } from './sync-budget.ts';

describe('the sync engine’s request budget', () => {
  const at = { now: 0 };
  const budget = () =>
    createRequestBudget(
      () => ({ perMinute: 3, reserved: 1 }),
      () => at.now,
      60_000,
    );

  it('refuses the cadence past its share of the minute, and lets it in once the oldest request has left the window', () => {
    const b = budget();
    expect([b.take('pass'), b.take('pass'), b.take('pass')]).toEqual([true, true, false]);
    expect(b.take('open')).toBe(true);
    expect(b.take('open')).toBe(false);
    at.now = 66_001;
    expect(b.take('open')).toBe(true);
    at.now = 0;
  });

  it('says when several requests fit together, so a refused read of several asks again when all of them fit', () => {
    const b = budget();
    for (const time of [0, 1_000, 2_000]) {
      at.now = time;
      b.take('open');
    }
    expect(b.freeAt('open')).toBe(66_000);
    expect(b.freeAt('open', 2)).toBe(67_000);
    expect(b.freeAt('open', 3)).toBe(68_000);
    at.now = 0;
  });

  it('neither counts nor refuses what the user asked for, so a burst of Refresh leaves the cadence its minute', () => {
    const b = budget();
    for (let i = 0; i < 100; i += 1) expect(b.take('user')).toBe(true);
    expect(b.used()).toBe(0);
    expect(b.take('pass')).toBe(true);
  });

  it('forgets what another profile spent', () => {
    const b = budget();
    b.take('open');
    b.take('open');
    b.take('open');
    expect(b.allows('open')).toBe(false);
    b.clear();
    expect(b.allows('open')).toBe(true);
  });
});
