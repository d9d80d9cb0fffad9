import { describe, expect, it } from 'vitest';
import type { RunView } from '../../../data/run-cache.ts';
import { failedShare, runOutcome } from './run-outcome.ts';

const run = (stage: RunView['stage'], item_count: number, processed_count: number, failed_count: number) => ({
  stage,
  item_count,
  processed_count,
  failed_count,
});

describe('a finished run in one plain line', () => {
  it.each([
    [run('done', 1000, 976, 24), 'Done · 2.4% of items failed'],
    [run('done', 10, 10, 0), 'Done · no items failed'],
    [run('done', 3, 2, 1), 'Done · 33.3% of items failed'],
    [run('done', 4, 0, 4), 'Done · 100% of items failed'],
    [run('done', 20_000, 19_999, 1), 'Done · < 0.1% of items failed'],
    // An item count the record never carried: the handled items are the whole.
    [run('done', 0, 3, 1), 'Done · 25% of items failed'],
    [run('failed', 10, 2, 8), 'Failed'],
    [run('processing', 10, 2, 1), null],
    [run('queued', 10, 0, 0), null],
  ])('%o → %s', (given, line) => {
    expect(runOutcome(given)).toBe(line);
  });

  it('never says 0% for a failure, nor more than 100%', () => {
    expect(failedShare(1, 1_000_000)).toBe('< 0.1%');
    expect(failedShare(12, 10)).toBe('100%');
    expect(failedShare(0, 10)).toBe('0%');
  });
});
