/** Splits items into batches of at most `size`, in order. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new Error('Batch size must be at least 1.');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** How far a batched job has got: items sent, how many the service reports done, of how many. */
export interface BatchProgress {
  sent: number;
  done: number;
  total: number;
}

/** How a batched job ended; `remaining` are the items not sent (after a cancel or a failure). */
export type BatchOutcome<T> =
  | { status: 'done'; progress: BatchProgress; remaining: T[] }
  | { status: 'cancelled'; progress: BatchProgress; remaining: T[] }
  | { status: 'failed'; progress: BatchProgress; remaining: T[]; error: unknown };

/** Callbacks of runBatches. */
export interface RunBatchesOptions<T> {
  /** After each batch the service accepted, with the batch and the new progress. */
  onBatch?: (batch: readonly T[], progress: BatchProgress) => void;
  /** Checked before each batch (so a cancel takes effect between batches, never mid-call). */
  shouldStop?: () => boolean;
}

/**
 * Sends batches one after another, each only after the previous one answered (the service's rule for
 * mass deletes). `send` answers how many of the batch the service reports done. Stops at the first
 * failure, or before the next batch once `shouldStop` says so.
 */
export async function runBatches<T>(
  batches: readonly (readonly T[])[],
  send: (batch: readonly T[]) => Promise<number>,
  options: RunBatchesOptions<T> = {},
): Promise<BatchOutcome<T>> {
  const total = batches.reduce((sum, batch) => sum + batch.length, 0);
  const progress: BatchProgress = { sent: 0, done: 0, total };
  for (let i = 0; i < batches.length; i += 1) {
    const batch = batches[i] ?? [];
    const remaining = batches.slice(i).flat();
    if (options.shouldStop?.()) return { status: 'cancelled', progress: { ...progress }, remaining };
    try {
      const done = await send(batch);
      progress.sent += batch.length;
      progress.done += done;
    } catch (error) {
      return { status: 'failed', progress: { ...progress }, remaining, error };
    }
    options.onBatch?.(batch, { ...progress });
  }
  return { status: 'done', progress: { ...progress }, remaining: [] };
}
