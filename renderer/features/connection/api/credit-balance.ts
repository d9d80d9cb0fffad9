import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { connectionKeys } from './keys.ts';

/** How often the header balance is re-read while the app is open. */
export const CREDITS_REFRESH_MS = 30_000;

/** The credit balance for the header (`accounts.credits`), re-read every 30 s. */
export function creditBalanceQuery() {
  return queryOptions({
    queryKey: connectionKeys.credits(),
    queryFn: () => unwrap(desk.accounts.credits({})),
    staleTime: 5_000,
    refetchInterval: CREDITS_REFRESH_MS,
  });
}

/** Reads the balance and re-reads it whenever main says it may have changed (`credits.changed`). */
export function useCreditBalance() {
  const client = useQueryClient();
  useEffect(() => desk.on('credits.changed', () => void client.invalidateQueries({ queryKey: connectionKeys.credits() })), [client]);
  return useQuery(creditBalanceQuery());
}
