import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { catalogueKeys } from './keys.ts';

/** The account's profile; its e-mail is where a new collection's run notices go. */
export function profileQuery() {
  return queryOptions({ queryKey: catalogueKeys.profile(), queryFn: () => unwrap(desk.accounts.profile({})), staleTime: 5 * 60_000 });
}

/** The account e-mail, or null while unknown. */
export function useAccountEmail(enabled: boolean): string | null {
  return useQuery({ ...profileQuery(), enabled }).data?.email ?? null;
}
