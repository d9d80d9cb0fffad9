import { hashKey } from '@tanstack/react-query';
import type { Query } from '@tanstack/react-query';
import { connectionKeys } from '../data/keys.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The widget showing this read marks its own staleness ("as of 08:12": the header balance, the Account
       * panels), or nothing shows it at all (the domain list behind forms): a failed refresh of it never puts
       * a panel on the page, whose data (often the local copy's) is not what went stale.
       */
      staleShownInPlace?: true;
    };
  }
}

const CONNECTION_STATE = hashKey(connectionKeys.state());

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
 * succeeded (TanStack keeps the old data beside the error). A first read that failed shows its own error in place,
 * and so does a read whose widget marks its own staleness (`meta.staleShownInPlace`). Nothing while main says
 * the service cannot be reached.
 */
export function findRefreshFailure(queries: readonly Query[]): RefreshFailure | null {
  // Offline, the banner (and a copy's freshness line) already say what is shown: one signal per screen.
  if (queries.some((q) => q.queryHash === CONNECTION_STATE && (q.state.data as { state?: unknown } | undefined)?.state === 'offline')) return null;
  const failed = queries.filter(
    (q) => q.getObserversCount() > 0 && q.state.status === 'error' && q.state.data !== undefined && q.meta?.staleShownInPlace !== true,
  );
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
