import { describe, expect, it } from 'vitest';
import type { Runner } from '../../../../shared/api/runs.ts';
import { finishedRunText } from './use-finish-toasts.ts';

const runner = (fields: Pick<Runner, 'id' | 'stage' | 'processed_count' | 'failed_count' | 'item_count'>): Runner => fields as Runner;

describe('finishedRunText', () => {
  it('reads "7 of 7 items processed, 0 failed."', () => {
    expect(finishedRunText(runner({ id: 3, stage: 'done', processed_count: 7, failed_count: 0, item_count: 7 }))).toEqual({
      title: 'Run #3 finished',
      message: '7 of 7 items processed, 0 failed.',
    });
  });

  it('counts one item in the singular, and names a failed run', () => {
    expect(finishedRunText(runner({ id: 4, stage: 'failed', processed_count: 0, failed_count: 1, item_count: 1 }))).toEqual({
      title: 'Run #4 failed',
      message: '0 of 1 item processed, 1 failed.',
    });
  });
});
