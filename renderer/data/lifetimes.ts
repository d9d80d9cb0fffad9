// One lifetime (TanStack Query `staleTime`) per kind of server data, chosen here so that two screens
// showing the same data never disagree about how old it may be. Every change made from this desk
// invalidates what it touched at once (see changes.ts), so these only bound how late a change made
// elsewhere (the service's web UI, another desk, a schedule) shows up.

/** Reference lists (domains, officestore stores): the service rarely changes them and no desk action does. */
export const REFERENCE_STALE_MS = 60 * 60_000;

/** The user's own records (collections, items, postcodes, runs, scrapes, account): changes made here invalidate them; 30 s bounds changes made elsewhere. */
export const RECORDS_STALE_MS = 30_000;

/** The credit balance: schedules spend credits outside the desk, so it is re-read on every mount (and polled). */
export const CREDITS_STALE_MS = 0;

/** How often the balance is re-read while anything shows it (one poll, however many screens show it). */
export const CREDITS_REFRESH_MS = 30_000;

/** Written once, never changed (result pages, output records, finished scrapes). */
export const IMMUTABLE_STALE_MS = Infinity;

/** The category tree: the service caches it for 24 h, so the desk keeps it as long. */
export const CATALOGUE_TREE_STALE_MS = 24 * 60 * 60_000;

/** A live page of catalogue products (the service never caches these): a minute. */
export const CATALOGUE_PRODUCTS_STALE_MS = 60_000;

/** Local state main owns and reports by event or answer (profiles, connection state): never stale by age. */
export const LOCAL_STALE_MS = Infinity;
