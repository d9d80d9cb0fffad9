import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { Runner } from '../../../../shared/api/runs.ts';
import { applyRunProgress, isActiveStage, shouldPoll } from '../../../data/run-cache.ts';
import type { RunsPage } from '../../../data/run-cache.ts';
import { finishedSince, loadedRunners, runFraction, stagesOf } from './run-progress.ts';

function runner(id: number, stage: Runner['stage'], processed = 0, failed = 0, items = 10): Runner {
  return {
    id,
    collection: 1,
    stage,
    is_download_generated: stage === 'done',
    item_count: items,
    processed_count: processed,
    failed_count: failed,
    download_links: { pages: [], all_pages: '' },
    created_at: '2026-01-01T00:00:00Z',
    finished_at: null,
  };
}

function pages(...lists: Runner[][]): InfiniteData<RunsPage> {
  return { pages: lists.map((items, i) => ({ total: 7, skip: i * 5, limit: 5, items })), pageParams: lists.map((_, i) => i * 5) };
}

describe('run progress', () => {
  it('polls only while the newest run is queued or processing', () => {
    expect(shouldPoll(undefined)).toBe(false);
    expect(shouldPoll(pages([runner(3, 'queued'), runner(2, 'processing')]))).toBe(true);
    expect(shouldPoll(pages([runner(3, 'processing')]))).toBe(true);
    expect(shouldPoll(pages([runner(3, 'done'), runner(2, 'processing')]))).toBe(false);
    expect(isActiveStage('failed')).toBe(false);
  });

  it('lists loaded runners once each, newest first', () => {
    expect(loadedRunners(pages([runner(7, 'done'), runner(6, 'done')], [runner(6, 'done'), runner(5, 'done')])).map((r) => r.id)).toEqual([7, 6, 5]);
  });

  it('writes a progress event into the cached runner', () => {
    const data = pages([runner(3, 'queued')], [runner(2, 'done', 10)]);
    const next = applyRunProgress(data, { runnerId: 3, processed: 4, failed: 1, itemCount: 10 });
    expect(next?.pages[0]?.items[0]).toMatchObject({ stage: 'processing', processed_count: 4, failed_count: 1 });
    expect(next?.pages[1]?.items[0]).toBe(data.pages[1]?.items[0]);
    // Counts never go backwards when an older event arrives late.
    expect(applyRunProgress(next, { runnerId: 3, processed: 2, failed: 0 })?.pages[0]?.items[0]?.processed_count).toBe(4);
    expect(applyRunProgress(data, { runnerId: 99, processed: 1, failed: 0 })).toBe(data);
    expect(applyRunProgress(undefined, { runnerId: 3, processed: 1, failed: 0 })).toBeUndefined();
  });

  it('reports the share of items handled', () => {
    expect(runFraction(runner(1, 'processing', 3, 2, 10))).toBe(0.5);
    expect(runFraction(runner(1, 'queued', 0, 0, 0))).toBe(0);
  });

  it('finds runs that finished since the last look, or were started here', () => {
    const before = stagesOf([runner(3, 'processing'), runner(2, 'queued'), runner(1, 'done')]);
    const now = [runner(4, 'done'), runner(3, 'done'), runner(2, 'processing'), runner(1, 'done')];
    expect(finishedSince(before, now).map((r) => r.id)).toEqual([3]);
    expect(finishedSince(before, now, [4]).map((r) => r.id)).toEqual([4, 3]);
    expect(finishedSince(new Map(), [runner(5, 'failed')], [5]).map((r) => r.id)).toEqual([5]);
    expect(finishedSince(new Map(), [runner(5, 'queued')], [5])).toEqual([]);
  });
});
