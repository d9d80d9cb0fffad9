import { describe, expect, it } from 'vitest';
import { fitsWithin, formatTimeTick, timeLabelFor } from './chart-axes.ts';

describe('the axes of a chart', () => {
  it('labels time ticks as finely as their step, with the date when the span crosses days', () => {
    expect(timeLabelFor(0.2, 1)).toBe('tenths');
    expect(timeLabelFor(10, 60)).toBe('seconds');
    expect(timeLabelFor(600, 7200)).toBe('time');
    expect(timeLabelFor(21_600, 3 * 86_400)).toBe('date-time');
    expect(timeLabelFor(86_400, 30 * 86_400)).toBe('date');
    // Ticks a step apart never read the same.
    const at = Date.parse('2026-03-03T10:42:00Z') / 1000;
    for (const [step, span] of [
      [0.2, 1],
      [5, 60],
      [300, 7200],
      [86_400, 30 * 86_400],
    ] as const) {
      expect(formatTimeTick(at, step, span)).not.toBe(formatTimeTick(at + step, step, span));
    }
  });

  it('keeps a label only when all of it lies inside the chart', () => {
    expect(fitsWithin(40, 60, 500)).toBe(true);
    expect(fitsWithin(20, 60, 500)).toBe(false);
    expect(fitsWithin(480, 60, 500)).toBe(false);
    expect(fitsWithin(470, 60, 500)).toBe(true);
  });
});
