import { describe, expect, it } from 'vitest';
import { creditsPerDay } from './credit-usage.ts';

const run = (at: string, processedCount: number, finished = true) => ({
  processedCount,
  createdAt: at,
  finishedAt: finished ? at : null,
});

describe('creditsPerDay', () => {
  const now = new Date(2026, 10, 28, 15, 0);

  it('gives every one of the last 30 days, oldest first, ending today, with 0 where nothing ran', () => {
    const days = creditsPerDay([], now);
    expect(days).toHaveLength(30);
    expect(new Date(days[29]!.start * 1000)).toEqual(new Date(2026, 10, 28));
    expect(new Date(days[0]!.start * 1000)).toEqual(new Date(2026, 9, 30));
    expect(days.every((d) => d.credits === 0 && d.runs === 0)).toBe(true);
  });

  it('adds the runs of one local day, counts a running one on the day it started, and leaves out older runs', () => {
    const days = creditsPerDay(
      [
        run(new Date(2026, 10, 28, 9).toISOString(), 120),
        run(new Date(2026, 10, 28, 23, 59).toISOString(), 30),
        run(new Date(2026, 10, 27, 0, 1).toISOString(), 7, false),
        run(new Date(2026, 9, 29, 12).toISOString(), 999),
      ],
      now,
    );
    expect(days[29]).toMatchObject({ credits: 150, runs: 2 });
    expect(days[28]).toMatchObject({ credits: 7, runs: 1 });
    expect(days.reduce((n, d) => n + d.credits, 0)).toBe(157);
  });
});
