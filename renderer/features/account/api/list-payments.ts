import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { accountKeys } from '../../../data/keys.ts';
import { RECORDS_STALE_MS } from '../../../data/lifetimes.ts';

/** One page of payments, newest first (`accounts.payments`). */
export function paymentsQuery(skip: number, limit: number) {
  return queryOptions({
    queryKey: accountKeys.paymentsPage(skip, limit),
    queryFn: () => unwrap(desk.accounts.payments({ skip, limit })),
    staleTime: RECORDS_STALE_MS,
    placeholderData: keepPreviousData,
    // The panel keeps a page read once and marks it "as of …" (payments-panel.tsx).
    meta: { staleShownInPlace: true },
  });
}

/** Reads a page of payments. */
export function usePayments(skip: number, limit: number) {
  return useQuery(paymentsQuery(skip, limit));
}
