import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { collectionKeys } from './keys.ts';

/** The credit balance (`users/credits/`); always re-read when the run dialog opens. */
export function creditsQuery() {
  return queryOptions({
    queryKey: collectionKeys.credits(),
    queryFn: () => unwrap(desk.accounts.credits({})),
    staleTime: 0,
  });
}

/** Reads the credit balance while `enabled`. */
export function useCredits(enabled: boolean) {
  return useQuery({ ...creditsQuery(), enabled });
}
