import { useSyncExternalStore } from 'react';
import { parseHash, routeHref } from './router.ts';
import type { RouteMatch, RouteName } from './router.ts';

let cachedHash: string | null = null;
let cachedMatch: RouteMatch = parseHash('');

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

function snapshot(): RouteMatch {
  const hash = window.location.hash;
  if (hash !== cachedHash) {
    cachedHash = hash;
    cachedMatch = parseHash(hash);
  }
  return cachedMatch;
}

/** The current route, re-rendering on `hashchange`. */
export function useRoute(): RouteMatch {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Navigates to a route (adds a history entry unless `replace`). */
export function navigate(
  name: RouteName,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, string | number | undefined>>,
  options: { replace?: boolean } = {},
): void {
  const href = routeHref(name, params, query);
  if (options.replace) window.location.replace(href);
  else window.location.hash = href;
}
