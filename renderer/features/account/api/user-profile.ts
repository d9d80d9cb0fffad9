import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { accountKeys } from './keys.ts';

/** The user's name and e-mail (`accounts.profile`). */
export function userProfileQuery() {
  return queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: () => unwrap(desk.accounts.profile({})),
  });
}

/** Reads the user's profile. */
export function useUserProfile() {
  return useQuery(userProfileQuery());
}
