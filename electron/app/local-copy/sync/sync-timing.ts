import { describeError } from '../../bridge/redact.ts';
import { isStoreUnreachable } from '../copy-store.ts';
import { isBudgetSpent } from './sync-budget.ts';

/** How often the engine reads the service, while the window is visible; hidden, every wait is `hiddenFactor` times longer. */
export interface SyncTiming {
  /** Wait before the first pass over every collection after start (start-up is never slowed by it). */
  startDelayMs: number;
  /** The open collection's record (item count, last run: the cheap read that reveals change). */
  probeMs: number;
  /** The open collection's items in full (what no cheap read reveals: a custom id set elsewhere). */
  itemsMs: number;
  /** Every collection (the list with item counts and last-run times, then what moved). */
  passMs: number;
  /** Every collection while the Collections list is on screen. */
  listPassMs: number;
  hiddenFactor: number;
  /** First wait after the service could not be reached (or a pass could not finish); doubles up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
  /** Longest wait after reads that failed while the service answered (doubling from `probeMs` or `passMs`). */
  maxBackoffMs: number;
  /** The engine's requests to the service in any minute, at most: with the window visible, and hidden. */
  requestsPerMinute: number;
  hiddenRequestsPerMinute: number;
  /** The window the request budget counts over: a minute (tests shorten it). */
  budgetWindowMs: number;
  /** The longest one request of the engine may take (a result file: three times as long). */
  requestTimeoutMs: number;
  /** A sync job none of whose steps ends for this long is abandoned and tried again. */
  stallMs: number;
  /** While the team copy is down: how often the screens read the service live again. */
  liveMs: number;
}

/** Defaults: the open collection's record every 5 s and items every 10 s, everything every minute; hidden, six times slower. */
export const DEFAULT_SYNC_TIMING: SyncTiming = {
  startDelayMs: 3_000,
  probeMs: 5_000,
  itemsMs: 10_000,
  passMs: 60_000,
  listPassMs: 15_000,
  hiddenFactor: 6,
  retryMs: 5_000,
  maxRetryMs: 15_000,
  maxBackoffMs: 10 * 60_000,
  requestsPerMinute: 30,
  hiddenRequestsPerMinute: 6,
  budgetWindowMs: 60_000,
  requestTimeoutMs: 15_000,
  stallMs: 60_000,
  liveMs: 10_000,
};

/** The timing asked for over the defaults (values that are not numbers are ignored). */
export function syncTiming(asked: Partial<SyncTiming> | undefined): SyncTiming {
  return { ...DEFAULT_SYNC_TIMING, ...Object.fromEntries(Object.entries(asked ?? {}).filter(([, v]) => typeof v === 'number' && v >= 0)) };
}

/** What became of a failed sync. */
export type Outcome = 'offline' | 'behind' | 'copy-unreachable';

/** The kind of a failed sync: a connection fault, the team copy out of reach, or the service answering with a failure (or too fast to follow). */
export function outcomeOf(error: unknown, now: number): { outcome: Outcome; message: string; retryAfterMs?: number } {
  if (isBudgetSpent(error)) return { outcome: 'behind', message: error.message, retryAfterMs: Math.max(0, error.retryAt - now) };
  const e = typeof error === 'object' && error !== null ? (error as { kind?: unknown; retryAfterMs?: unknown }) : {};
  const retryAfterMs = typeof e.retryAfterMs === 'number' ? e.retryAfterMs : undefined;
  const outcome: Outcome = isStoreUnreachable(error) ? 'copy-unreachable' : e.kind === 'network' || e.kind === 'timeout' ? 'offline' : 'behind';
  return { outcome, message: describeError(error), ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
}
