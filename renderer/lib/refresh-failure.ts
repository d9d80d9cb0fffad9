import type { Query } from '@tanstack/react-query';

/** A refresh that failed while older data stays on screen. */
export interface RefreshFailure {
  /** When the oldest data still shown was read (ms since the epoch). */
  shownSince: number;
  /** The failure of that refresh, as its message. */
  message: string;
  /** How many of the screen's reads are in that state. */
  count: number;
}

/**
 * The failed refreshes among the queries something is showing: a read that failed after an earlier one
 * succeeded (TanStack keeps the old data beside the error). A first read that failed shows its own error in place.
 */
export function findRefreshFailure(queries: readonly Query[]): RefreshFailure | null {
  const failed = queries.filter((q) => q.getObserversCount() > 0 && q.state.status === 'error' && q.state.data !== undefined);
  if (failed.length === 0) return null;
  const oldest = failed.reduce((a, b) => (b.state.dataUpdatedAt < a.state.dataUpdatedAt ? b : a));
  const error = oldest.state.error;
  return {
    shownSince: oldest.state.dataUpdatedAt,
    message: error instanceof Error ? error.message : String(error),
    count: failed.length,
  };
}

/** A stable text of a failure, so a store snapshot changes only when what the user would see changes. */
export function refreshFailureKey(failure: RefreshFailure | null): string {
  return failure === null ? '' : JSON.stringify(failure);
}
