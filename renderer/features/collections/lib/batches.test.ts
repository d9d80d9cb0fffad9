import { describe, expect, it } from 'vitest';
import { chunk, runBatches } from './batches.ts';

const ids = Array.from({ length: 120 }, (_, i) => i + 1);

describe('batches', () => {
  it('chunks in order with a short last batch', () => {
    expect(chunk(ids, 50).map((b) => b.length)).toEqual([50, 50, 20]);
    expect(chunk([], 50)).toEqual([]);
    expect(() => chunk(ids, 0)).toThrow();
  });

  it('sends one batch after another, never two at once', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    const outcome = await runBatches(
      chunk(ids, 50),
      async (batch) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 2));
        inFlight -= 1;
        return batch.length;
      },
      { onBatch: (_batch, progress) => seen.push(progress.done) },
    );
    expect(most).toBe(1);
    expect(seen).toEqual([50, 100, 120]);
    expect(outcome).toEqual({ status: 'done', progress: { sent: 120, done: 120, total: 120 }, remaining: [] });
  });

  it('stops between batches when cancelled, keeping the rest', async () => {
    let stop = false;
    const outcome = await runBatches(chunk(ids, 50), async (batch) => batch.length, {
      onBatch: () => {
        stop = true;
      },
      shouldStop: () => stop,
    });
    expect(outcome.status).toBe('cancelled');
    expect(outcome.progress).toEqual({ sent: 50, done: 50, total: 120 });
    expect(outcome.remaining).toEqual(ids.slice(50));
  });

  it('stops at the first failure with the failed batch among the remaining', async () => {
    let calls = 0;
    const outcome = await runBatches(chunk(ids, 50), async (batch) => {
      calls += 1;
      if (calls === 2) throw new Error('Collection not found.');
      return batch.length - 1;
    });
    expect(outcome.status).toBe('failed');
    expect(outcome.progress).toEqual({ sent: 50, done: 49, total: 120 });
    expect(outcome.remaining).toHaveLength(70);
    expect(outcome.status === 'failed' && (outcome.error as Error).message).toBe('Collection not found.');
  });
});
