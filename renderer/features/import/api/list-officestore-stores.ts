import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../../lib/bridge-query.ts';
import { desk } from '../../../lib/desk.ts';
import { importKeys } from './keys.ts';

/** The officestore store ids (`settings/officestore/stores/`), kept for ten minutes. */
export function officestoreStoresQuery() {
  return queryOptions({
    queryKey: importKeys.stores(),
    queryFn: async (): Promise<string[]> => (await unwrap(desk.settings.officestoreStores({}))).map((s) => s.store_id),
    staleTime: 10 * 60_000,
  });
}
