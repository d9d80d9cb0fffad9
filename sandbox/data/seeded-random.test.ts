import { describe, expect, it } from 'vitest';
import { createRandom, hashString, mulberry32, seededUnit } from './seeded-random.ts';

describe('seeded random', () => {
  it('hashes strings stably and spreads near-identical keys', () => {
    expect(hashString('abc')).toBe(hashString('abc'));
    expect(hashString('abc')).not.toBe(hashString('abd'));
    expect(hashString('')).toBeGreaterThanOrEqual(0);
  });

  it('replays the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 100 }, () => a());
    expect(xs).toEqual(Array.from({ length: 100 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('keeps int, float, pick and chars in range', () => {
    const rng = createRandom('range', 1);
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 7);
      expect(n >= 3 && n <= 7 && Number.isInteger(n)).toBe(true);
      const f = rng.float(1, 2, 2);
      expect(f >= 1 && f <= 2 && Math.round(f * 100) / 100 === f).toBe(true);
      expect(['a', 'b']).toContain(rng.pick(['a', 'b']));
    }
    expect(rng.chars('XY', 12)).toMatch(/^[XY]{12}$/);
    expect(() => rng.pick([])).toThrow();
  });

  it('gives one stable unit value per key', () => {
    expect(seededUnit('k', 1)).toBe(seededUnit('k', 1));
    expect(seededUnit('k', 1)).not.toBe(seededUnit('k', 2));
  });
});
