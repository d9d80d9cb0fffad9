import { describe, expect, it } from 'vitest';
import { chunks } from './chunks.ts';

describe('chunks', () => {
  it('splits into batches of at most n', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 500)).toEqual([]);
    expect(
      chunks(
        Array.from({ length: 1001 }, (_, i) => i),
        500,
      ).map((c) => c.length),
    ).toEqual([500, 500, 1]);
    expect(() => chunks([1], 0)).toThrow();
  });

  it('splits into batches in order', () => {
    const items = Array.from({ length: 1201 }, (_, i) => i);
    const parts = chunks(items, 500);
    expect(parts.map((p) => p.length)).toEqual([500, 500, 201]);
    expect(parts.flat()).toEqual(items);
    expect(chunks([], 500)).toEqual([]);
  });
});
