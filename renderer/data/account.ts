import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../lib/bridge-query.ts';
import { desk } from '../lib/desk.ts';
import { accountKeys } from './keys.ts';
import { CREDITS_REFRESH_MS, CREDITS_STALE_MS, RECORDS_STALE_MS } from './lifetimes.ts';

/** The account's profile (`accounts.profile`): name and e-mail (the default notification address). */
export function accountProfileQuery() {
  return queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: () => unwrap(desk.accounts.profile({})),
    staleTime: RECORDS_STALE_MS,
    meta: { staleShownInPlace: true },
  });
}

/**
 * The credit balance (`accounts.credits`): available, used, frozen and remaining. One query for the
 * header, the Account screen and the Run dialog (which reads it fresh as it opens: `useLiveRemainingCredits`),
 * so one poll however many show it and one number on every screen; `credits.changed` and every run re-read it at once.
 */
export function creditsQuery() {
  return queryOptions({
    queryKey: accountKeys.credits(),
    queryFn: () => unwrap(desk.accounts.credits({})),
    staleTime: CREDITS_STALE_MS,
    refetchInterval: CREDITS_REFRESH_MS,
    // The header balance greys "as of …" itself: a failed poll is never a page's news.
    meta: { staleShownInPlace: true },
  });
}
