import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../../lib/bridge-query.ts';
import { desk } from '../../../lib/desk.ts';
import { importKeys } from './keys.ts';

/** One import journal with its rows (`imports.get`), read fresh when resuming. */
export function importQuery(id: string) {
  return queryOptions({
    queryKey: importKeys.journal(id),
    queryFn: () => unwrap(desk.imports.get({ id })),
    staleTime: 0,
    gcTime: 0,
  });
}
