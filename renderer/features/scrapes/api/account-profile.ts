import { queryOptions, useQuery } from '@tanstack/react-query';
import { desk } from '../../../lib/desk.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { scrapeKeys } from './keys.ts';

/** The account's profile; its e-mail is the default completion notice address. */
export function profileQuery() {
  return queryOptions({ queryKey: scrapeKeys.profile(), queryFn: () => unwrap(desk.accounts.profile({})), staleTime: 5 * 60_000 });
}

/** The account e-mail, or null while unknown. */
export function useAccountEmail(): string | null {
  return useQuery(profileQuery()).data?.email ?? null;
}
