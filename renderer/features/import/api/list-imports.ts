import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../lib/bridge-query.ts';
import { desk } from '../../../lib/desk.ts';
import { importKeys } from './keys.ts';

/** The unfinished and recent import journals (`imports.list`). */
export function importsQuery() {
  return queryOptions({
    queryKey: importKeys.journalList(),
    queryFn: () => unwrap(desk.imports.list({})),
    staleTime: 0,
  });
}

/** Reads the import journals for the "Unfinished imports" list. */
export function useImports() {
  return useQuery(importsQuery());
}
