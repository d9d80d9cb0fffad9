import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { connectionKeys } from './keys.ts';

/** Every connection profile and which one is active (`profiles.list`). */
export function profilesQuery() {
  return queryOptions({
    queryKey: connectionKeys.profiles(),
    queryFn: () => unwrap(desk.profiles.list({})),
    staleTime: Infinity,
  });
}

/** Reads the profiles view. */
export function useProfiles() {
  return useQuery(profilesQuery());
}
