import { describe, expect, it } from 'vitest';
import type { Runner } from '../../../../shared/api/runs.ts';
import type { LocalRun } from '../../../../shared/bridge/methods/local-copy.ts';
import { isActiveStage, runsWithProgress } from '../../../data/run-cache.ts';
import { finishedSince, runFraction, stagesOf } from './run-progress.ts';

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

function localRun(runId: number, stage: LocalRun['stage'], processedCount = 0): LocalRun {
  const ended = stage === 'done' || stage === 'failed';
  return {
    runId,
    kind: 'items',
    stage,
    createdAt: '2026-01-01T00:00:00Z',
    finishedAt: ended ? '2026-01-01T00:05:00Z' : null,
    itemCount: 10,
    processedCount,
    failedCount: 0,
    archive: 'pending',
    reason: null,
    outputCount: 0,
    files: { pages: [], allPages: '' },
  };
}

describe('run progress', () => {
  it('tells a run under way by its stage', () => {
    expect(isActiveStage('queued')).toBe(true);
    expect(isActiveStage('processing')).toBe(true);
    expect(isActiveStage('failed')).toBe(false);
  });

  it("moves the copy's run on with main's events, never back, and keeps the copy's word once it says the run ended", () => {
    const runs = [localRun(4, 'queued'), localRun(3, 'processing', 5), localRun(2, 'done', 10)];
    expect(runsWithProgress(runs, undefined).map((r) => r.stage)).toEqual(['queued', 'processing', 'done']);
    const shown = runsWithProgress(runs, { 4: { processed: 2, failed: 1, itemCount: 12 }, 3: { processed: 3, failed: 0, ended: 'done' } });
    expect(shown[0]).toEqual({ id: 4, stage: 'processing', item_count: 12, processed_count: 2, failed_count: 1 });
    // The copy read later than the event said more: its counts stay.
    expect(shown[1]).toEqual({ id: 3, stage: 'done', item_count: 10, processed_count: 5, failed_count: 0 });
    expect(runsWithProgress([localRun(2, 'done', 10)], { 2: { processed: 4, failed: 0 } })[0]).toMatchObject({ stage: 'done', processed_count: 10 });
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
