import { setTimeout as delay } from 'node:timers/promises';
import { ServiceError } from './service-error.ts';

/** How reads are retried: total attempts (first try included) and the backoff base and cap. */
export interface RetryOptions {
  attempts: number;
  baseMs: number;
  capMs: number;
}

/** Three tries, 300 ms base, at most 5 s between tries. */
export const DEFAULT_RETRY: RetryOptions = { attempts: 3, baseMs: 300, capMs: 5_000 };

/** Full-jitter exponential backoff: a uniform wait in [0, min(cap, base·2^(attempt-1))). */
export function backoffDelay(attempt: number, retry: RetryOptions, random: () => number = Math.random): number {
  const ceiling = Math.min(retry.capMs, retry.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}

/** The wait before the next try: the service's `Retry-After` up to the cap (a longer one ends the retries: see withRetry), else full jitter. */
export function nextDelay(attempt: number, retry: RetryOptions, retryAfterMs: number | undefined): number {
  if (retryAfterMs !== undefined) return Math.min(Math.max(0, retryAfterMs), retry.capMs);
  return backoffDelay(attempt, retry);
}

/** Parses `Retry-After` (delta seconds or an HTTP date) into milliseconds; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** Waits between tries; a caller's abort ends the wait as a `cancelled` failure. */
export async function waitBeforeRetry(ms: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await delay(ms, undefined, signal ? { signal } : {});
  } catch {
    throw new ServiceError('cancelled', 'The request was cancelled.');
  }
}
