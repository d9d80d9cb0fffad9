import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { accountKeys } from './keys.ts';

/** What the active profile holds (`credentials.status`): rotation needs a session token. */
export function activeCredentialsQuery() {
  return queryOptions({
    queryKey: accountKeys.credentials(),
    queryFn: () => unwrap(desk.credentials.status({})),
    staleTime: 0,
  });
}

/** Reads the active profile's credential status. */
export function useActiveCredentials(enabled = true) {
  return useQuery({ ...activeCredentialsQuery(), enabled });
}
