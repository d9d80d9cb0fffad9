import { describe, expect, it } from 'vitest';
import { describeRunRefusal, parseCreditNumbers, runCost } from './run-cost.ts';

describe('run cost', () => {
  it('charges one credit per item against the remaining balance', () => {
    expect(runCost(120, 1000)).toEqual({ items: 120, cost: 120, remaining: 1000, after: 880, shortfall: 0 });
    expect(runCost(5000, 4200)).toEqual({ items: 5000, cost: 5000, remaining: 4200, after: -800, shortfall: 800 });
    expect(runCost(3, null)).toEqual({ items: 3, cost: 3, remaining: null, after: null, shortfall: null });
  });

  it('reads the numbers of the service’s 402 message', () => {
    expect(parseCreditNumbers('Not enough credits — you need 5,000 but have 4,200 remaining.')).toEqual({ needed: 5000, remaining: 4200 });
    expect(parseCreditNumbers('Not enough credits — you need 12 but have 0 remaining.')).toEqual({ needed: 12, remaining: 0 });
    expect(parseCreditNumbers('Not enough credits')).toBeNull();
  });

  it('describes a 402 with the service’s numbers and the shortfall', () => {
    const refusal = describeRunRefusal(
      { kind: 'service', code: 402, message: 'Not enough credits — you need 5000 but have 4200 remaining.' },
      runCost(5000, 9000),
    );
    expect(refusal).toEqual({
      credits: true,
      message: 'Not enough credits — you need 5000 but have 4200 remaining.',
      needed: 5000,
      remaining: 4200,
      shortfall: 800,
    });
  });

  it('falls back to the known numbers when the 402 message has none', () => {
    expect(describeRunRefusal({ kind: 'service', code: 402, message: 'Not enough credits' }, runCost(30, 10))).toMatchObject({
      needed: 30,
      remaining: 10,
      shortfall: 20,
    });
    expect(describeRunRefusal({ kind: 'service', code: 402, message: 'Not enough credits' }, runCost(30, null))).toMatchObject({ shortfall: null });
  });

  it('passes other refusals through as their message', () => {
    expect(describeRunRefusal({ kind: 'service', code: 400, message: 'This collection has no items.' }, runCost(0, 10))).toEqual({
      credits: false,
      message: 'This collection has no items.',
      needed: null,
      remaining: null,
      shortfall: null,
    });
  });
});
