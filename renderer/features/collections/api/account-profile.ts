import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { collectionKeys } from './keys.ts';

/** The account's profile (`users/profile`): its e-mail is the default notification address of a new collection. */
export function accountProfileQuery() {
  return queryOptions({
    queryKey: collectionKeys.profile(),
    queryFn: () => unwrap(desk.accounts.profile({})),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** Reads the profile (failures only mean no default e-mail). */
export function useAccountProfile() {
  return useQuery(accountProfileQuery());
}
