import { describe, expect, it } from 'vitest';
import { fitsWithin } from './chart-axes.ts';

describe('the axes of a chart', () => {
  it('keeps a label only when all of it lies inside the chart', () => {
    expect(fitsWithin(40, 60, 500)).toBe(true);
    expect(fitsWithin(20, 60, 500)).toBe(false);
    expect(fitsWithin(480, 60, 500)).toBe(false);
    expect(fitsWithin(470, 60, 500)).toBe(true);
  });
});
