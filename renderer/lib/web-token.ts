/** Where browser mode keeps the run's token for reloads of this tab (never localStorage: it outlives the run). */
export const TOKEN_STORAGE_KEY = 'collection-desk.web-token';

/** The page state the token start-up reads and tidies. */
export interface TokenPlace {
  location: Pick<Location, 'hash' | 'pathname' | 'search'>;
  history: Pick<History, 'replaceState' | 'state'>;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

function browserPlace(): TokenPlace {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage can be disabled; the token then lives for this page load only.
  }
  return { location: window.location, history: window.history, storage };
}

/**
 * Reads browser mode's token once at start-up: from `#token=…` when `npm run web` opened the page
 * (then kept in sessionStorage so a reload works, and removed from the address bar so it is not
 * bookmarked, shared or shown), else from sessionStorage. Null when neither has one.
 */
export function takeWebToken(place: TokenPlace = browserPlace()): string | null {
  const hash = place.location.hash.startsWith('#') ? place.location.hash.slice(1) : place.location.hash;
  const fromHash = hash.startsWith('token=') ? new URLSearchParams(hash).get('token') : null;
  if (fromHash) {
    try {
      place.storage?.setItem(TOKEN_STORAGE_KEY, fromHash);
    } catch {
      // Quota or privacy mode: keep going with the in-memory token.
    }
    place.history.replaceState(place.history.state, '', `${place.location.pathname}${place.location.search}`);
    return fromHash;
  }
  try {
    return place.storage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
