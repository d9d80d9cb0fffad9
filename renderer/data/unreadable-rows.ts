import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { localCopyKeys } from './local-copy-cache.ts';
import { formatCount } from '../../shared/format/numbers.ts';

/**
 * Rows of the team copy left out of what the screen shows: each mirrored read answers how many of its rows
 * could not be used (`unreadable`), and the freshness line adds up those of the reads on screen now.
 */
export function unreadableOnScreen(queries: readonly Query[]): number {
  let count = 0;
  for (const query of queries) {
    if (query.queryKey[0] !== localCopyKeys.all[0] || query.getObserversCount() === 0) continue;
    const data: unknown = query.state.data;
    const n = typeof data === 'object' && data !== null ? (data as { unreadable?: unknown }).unreadable : undefined;
    if (typeof n === 'number' && n > 0) count += n;
  }
  return count;
}

/** How many rows of the team copy the reads on screen left out (0: none); re-renders only when that changes. */
export function useUnreadableRows(): number {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache]);
  const snapshot = () => unreadableOnScreen(cache.getAll());
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The line that says so: "2 rows in the team copy could not be read". */
export function unreadableText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'row' : 'rows'} in the team copy could not be read`;
}
