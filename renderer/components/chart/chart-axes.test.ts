import { describe, expect, it } from 'vitest';
import type uPlot from 'uplot';
import { fitsWithin, timeScale } from './chart-axes.ts';

describe('the axes of a chart', () => {
  it('widens a time axis over runs seconds apart to two minutes (so a minute tick is labelled), but never a zoomed range', () => {
    const range = timeScale([1000, 1005]).range as (u: uPlot, min: number | null, max: number | null) => [number, number];
    const u = {} as uPlot;
    expect(range(u, 1000, 1005)).toEqual([942.5, 1062.5]);
    expect(range(u, 1001, 1003)).toEqual([1001, 1003]);
    const days = timeScale([0, 86_400]).range as (u: uPlot, min: number | null, max: number | null) => [number, number];
    expect(days(u, 0, 86_400)).toEqual([0, 86_400]);
  });

  it('keeps a label only when all of it lies inside the chart', () => {
    expect(fitsWithin(40, 60, 500)).toBe(true);
    expect(fitsWithin(20, 60, 500)).toBe(false);
    expect(fitsWithin(480, 60, 500)).toBe(false);
    expect(fitsWithin(470, 60, 500)).toBe(true);
  });
});
