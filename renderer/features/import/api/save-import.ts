import type { QueryClient } from '@tanstack/react-query';
import type { ImportJournalInput, ImportRowsInput, ImportSummary } from '../../../../shared/bridge/methods/imports.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { desk } from '../../../lib/desk.ts';
import { importKeys } from './keys.ts';

/** Creates (no id) or replaces an import journal (`imports.save`) and refreshes the journal list. */
export async function saveImport(client: QueryClient, journal: ImportJournalInput): Promise<ImportSummary> {
  const summary = await unwrap(desk.imports.save({ journal }));
  await client.invalidateQueries({ queryKey: importKeys.journalList() });
  return summary;
}

/** Saves the rows that changed since the last save of a journal (`imports.saveRows`) and refreshes the journal list. */
export async function saveImportRows(client: QueryClient, change: ImportRowsInput): Promise<ImportSummary> {
  const summary = await unwrap(desk.imports.saveRows({ change }));
  await client.invalidateQueries({ queryKey: importKeys.journalList() });
  return summary;
}
