import { useEffect } from 'react';
import { reportSyncFocus, syncNow } from '../data/local-copy.ts';
import type { RouteMatch } from '../lib/router.ts';

/** Away for at least this long, the open collection is read at once when the window comes back to the front. */
const AWAY_MS = 2_000;

/** The open collection of a route (its page, or a category scrape's), or null. */
function openCollection(route: RouteMatch): number | null {
  if (route.name !== 'collection' && route.name !== 'scrape') return null;
  const id = Number(route.params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Tells main's sync engine what is on screen: the open collection (kept freshest), whether the
 * Collections list shows, and whether the window is visible (hidden, everything is read less often).
 * When the window regains focus after a while away, the open collection is synced at once.
 */
export function useSyncFocus(route: RouteMatch): void {
  const collectionId = openCollection(route);
  const list = route.name === 'collections';
  useEffect(() => {
    const report = () => reportSyncFocus({ collectionId, list, visible: document.visibilityState === 'visible' });
    let blurredAt: number | null = null;
    const onBlur = () => {
      blurredAt = Date.now();
    };
    const onFocus = () => {
      if (blurredAt !== null && Date.now() - blurredAt >= AWAY_MS) syncNow(collectionId);
      blurredAt = null;
    };
    report();
    document.addEventListener('visibilitychange', report);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', report);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, [collectionId, list]);
}
