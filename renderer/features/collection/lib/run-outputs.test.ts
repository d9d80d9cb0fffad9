import { describe, expect, it } from 'vitest';
import { createLimiter, outputOffset, priceValue, runOutputsWindow } from './run-outputs.ts';

describe('run outputs', () => {
  it('starts a run’s outputs after those of every older run', () => {
    const runners = [
      { id: 9, processed_count: 40 },
      { id: 7, processed_count: 25 },
      { id: 3, processed_count: 10 },
    ];
    expect(outputOffset(runners, 9)).toBe(35);
    expect(outputOffset(runners, 7)).toBe(10);
    expect(outputOffset(runners, 3)).toBe(0);
  });

  it('pages within a run, clipped to its processed count', () => {
    expect(runOutputsWindow(35, 250, 1, 100)).toEqual({ skip: 35, limit: 100 });
    expect(runOutputsWindow(35, 250, 3, 100)).toEqual({ skip: 235, limit: 50 });
    expect(runOutputsWindow(35, 250, 4, 100)).toEqual({ skip: 335, limit: 0 });
  });

  it('never runs more than the limit at once and keeps every result', async () => {
    const limit = createLimiter(3);
    let active = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        limit(async () => {
          active += 1;
          peak = Math.max(peak, active);
          await new Promise((resolve) => setTimeout(resolve, 1 + (i % 3)));
          active -= 1;
          return i * 2;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
  });

  it('frees the slot of a failed task', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(limit(() => Promise.resolve('yes'))).resolves.toBe('yes');
  });

  it('sorts prices by their number', () => {
    expect(priceValue('$1,299.00')).toBe(1299);
    expect(priceValue('12,99 €')).toBe(12.99);
    expect(priceValue('1.299,00 €')).toBe(1299);
    expect(priceValue('£8.50')).toBe(8.5);
    expect(priceValue('Unavailable')).toBe('Unavailable');
    expect(priceValue(undefined)).toBeUndefined();
  });
});
