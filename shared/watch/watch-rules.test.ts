import { describe, expect, it } from 'vitest';
import { ruleText } from './watch-rules.ts';

describe('ruleText', () => {
  it('says an amount in the currency when it is known, and plainly when it is not', () => {
    expect(ruleText('priceDownBy', 5, '£')).toBe('price down ≥ £5.00');
    expect(ruleText('priceBelow', 1250, '$')).toBe('price below $1,250.00');
    expect(ruleText('priceUpBy', 1.5, null)).toBe('price up ≥ 1.50');
  });
  it('says a percentage in the shared percent style, whatever the currency', () => {
    expect(ruleText('priceDownPct', 12.5, '$')).toBe('price down ≥ 12.5%');
    expect(ruleText('regionalSpread', 10, null)).toBe('regional spread ≥ 10%');
  });
});
