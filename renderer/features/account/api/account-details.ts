import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { toAccountView } from '../lib/account-view.ts';
import { accountKeys } from '../../../data/keys.ts';
import { RECORDS_STALE_MS } from '../../../data/lifetimes.ts';

/** The account details (`accounts.accountDetails`): e-mail flags, timezone and the key masked. */
export function accountDetailsQuery() {
  return queryOptions({
    queryKey: accountKeys.details(),
    queryFn: async () => toAccountView(await unwrap(desk.accounts.accountDetails({}))),
    staleTime: RECORDS_STALE_MS,
    // The Account panel keeps its details and marks them "as of …" (account-details-panel.tsx).
    meta: { staleShownInPlace: true },
  });
}

/** Reads the account details. */
export function useAccountDetails() {
  return useQuery(accountDetailsQuery());
}
