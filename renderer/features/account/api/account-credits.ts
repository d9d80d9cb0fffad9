import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { accountKeys } from './keys.ts';

/** The credit balance (`accounts.credits`): available, used, frozen and remaining. */
export function accountCreditsQuery() {
  return queryOptions({
    queryKey: accountKeys.credits(),
    queryFn: () => unwrap(desk.accounts.credits({})),
    staleTime: 5_000,
    refetchInterval: 30_000,
  });
}

/** Reads the balance, re-read on `credits.changed`. */
export function useAccountCredits() {
  const client = useQueryClient();
  useEffect(() => desk.on('credits.changed', () => void client.invalidateQueries({ queryKey: accountKeys.credits() })), [client]);
  return useQuery(accountCreditsQuery());
}
