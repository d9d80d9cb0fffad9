import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { formatTimeOfDay } from '../lib/format.ts';
import { findRefreshFailure, refreshFailureKey } from '../lib/refresh-failure.ts';
import type { RefreshFailure } from '../lib/refresh-failure.ts';
import { Button } from './button.tsx';

/** The failed refresh of what the current screen shows, or null; re-renders only when that changes. */
export function useRefreshFailure(): RefreshFailure | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache]);
  const snapshot = () => refreshFailureKey(findRefreshFailure(cache.getAll()));
  const key = useSyncExternalStore(subscribe, snapshot, snapshot);
  return key === '' ? null : (JSON.parse(key) as RefreshFailure);
}

/** "Could not refresh — showing data from <time>", with the reason and a way to try again; nothing when all is fresh. */
export function RefreshNotice() {
  const client = useQueryClient();
  const failure = useRefreshFailure();
  if (failure === null) return null;
  const retry = () => void client.refetchQueries({ predicate: (q) => q.getObserversCount() > 0 && q.state.status === 'error' && q.state.data !== undefined });
  return <RefreshNoticeView failure={failure} onRetry={retry} />;
}

/** The notice itself (plain props, so it renders without a query client). */
export function RefreshNoticeView({ failure, onRetry }: { failure: RefreshFailure; onRetry: () => void }) {
  const since = new Date(failure.shownSince);
  return (
    <div className="refresh-notice" role="status">
      <span>
        <strong>
          Could not refresh — showing data from <time dateTime={since.toISOString()}>{formatTimeOfDay(since)}</time>.
        </strong>{' '}
        {failure.message}
      </span>
      <Button size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
