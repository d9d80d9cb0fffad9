import type { Runner } from '../../../../shared/api/runs.ts';

/**
 * Where a run's output records start in the collection's output list. The service lists a collection's
 * outputs oldest first, one per processed ASIN per run, so a run's records follow those of every older
 * run: the offset is the sum of their processed counts.
 */
export function outputOffset(runners: readonly Pick<Runner, 'id' | 'processed_count'>[], runnerId: number): number {
  return runners.filter((runner) => runner.id < runnerId).reduce((sum, runner) => sum + runner.processed_count, 0);
}

/** The skip and limit of page `page` (1-based) of a run's outputs, clipped to the run's processed count. */
export function runOutputsWindow(offset: number, processed: number, page: number, pageSize: number): { skip: number; limit: number } {
  const start = (page - 1) * pageSize;
  const limit = Math.max(0, Math.min(pageSize, processed - start));
  return { skip: offset + start, limit };
}

/** A limiter: `run(task)` starts `task` at once while fewer than `limit` run, else when a slot frees (FIFO). */
export function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next waiter, so `active` never overshoots.
    if (active >= limit) await new Promise<void>((resume) => waiting.push(resume));
    else active += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

/** A price string's number for sorting ("$1,299.00" → 1299), or the text itself when it holds no digits. */
export function priceValue(price: string | undefined): number | string | undefined {
  if (price === undefined) return undefined;
  if (!/\d/.test(price)) return price;
  const digits = price.replace(/[^\d.,]/g, '');
  // "12,99" and "1.299,00" use a decimal comma; "1,299.00" groups with commas.
  const normalised = /,\d{1,2}$/.test(digits) ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  const number = Number(normalised);
  return Number.isFinite(number) ? number : price;
}
