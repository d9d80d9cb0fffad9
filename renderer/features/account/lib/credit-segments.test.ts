import { describe, expect, it } from 'vitest';
import { creditSegments } from './credit-segments.ts';

describe('creditSegments', () => {
  it('gives each part its share of the available credits', () => {
    const segments = creditSegments({ available_credits: 1000, used_credits: 250, frozen_credits: 50, remaining_credits: 700 });
    expect(segments.map((s) => [s.id, s.value, s.share])).toEqual([
      ['used', 250, 0.25],
      ['frozen', 50, 0.05],
      ['remaining', 700, 0.7],
    ]);
  });
  it('draws nothing for an account without credits and never goes negative', () => {
    const segments = creditSegments({ available_credits: 0, used_credits: 0, frozen_credits: 0, remaining_credits: -3 });
    expect(segments.every((s) => s.share === 0)).toBe(true);
  });
});
