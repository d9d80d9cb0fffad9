import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { connectionKeys } from './keys.ts';

/** What is stored for one profile and where credentials are kept (`credentials.status`). */
export function credentialStatusQuery(profileId: string) {
  return queryOptions({
    queryKey: connectionKeys.credential(profileId),
    queryFn: () => unwrap(desk.credentials.status({ profileId })),
    staleTime: 10_000,
  });
}

/** Reads one profile's credential status. */
export function useCredentialStatus(profileId: string | null) {
  return useQuery({ ...credentialStatusQuery(profileId ?? ''), enabled: profileId !== null });
}

/** Reads the credential status of every listed profile, in the same order. */
export function useCredentialStatuses(profileIds: readonly string[]) {
  return useQueries({ queries: profileIds.map((id) => credentialStatusQuery(id)) });
}
