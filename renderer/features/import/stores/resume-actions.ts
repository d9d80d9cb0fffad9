import type { QueryClient } from '@tanstack/react-query';
import { itemKey } from '../../../../shared/csv/row-checks.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { importQuery } from '../api/get-import.ts';
import { loadCheckContext } from '../api/load-check-context.ts';
import { encodingFromJournal, rowsFromJournal } from '../lib/journal.ts';
import type { GridRow } from '../lib/import-rows.ts';
import { isBusy, recheckRows, setContext } from './import-actions.ts';
import { emptySession, patchSession, session, useImportSession } from './import-session-store.ts';

/** Rows whose chunk never answered: sent when the collection now holds their item, else pending again. */
function settleSending(rows: readonly GridRow[], present: ReadonlySet<string>, type: Parameters<typeof itemKey>[0]): GridRow[] {
  return rows.map((row) => {
    if (row.outcome !== 'sending') return row;
    return present.has(itemKey(type, row.values))
      ? { rowNumber: row.rowNumber, values: row.values, errors: [], outcome: 'sent-ok' }
      : { rowNumber: row.rowNumber, values: row.values, errors: [], outcome: 'pending' };
  });
}

/**
 * Resumes a journaled import: restores the grid, mapping and outcomes, reads the collection again (rows
 * left `sending` are settled by what it holds), re-checks the rows not sent and shows the grid.
 */
export async function resumeImport(client: QueryClient, id: string): Promise<void> {
  if (isBusy()) return;
  const base = emptySession(session().type, null);
  useImportSession.setState({ ...base, phase: 'checking', journalId: id, progress: { step: 'loading', done: 0, total: 0 } });
  const { sessionId } = base;
  const current = () => session().sessionId === sessionId;
  try {
    const journal = await client.fetchQuery(importQuery(id));
    if (!current()) return;
    const { encoding, hasBom } = encodingFromJournal(journal.encoding);
    const target = { id: journal.collectionId, name: journal.collectionName };
    patchSession({
      type: journal.type,
      target,
      mapping: journal.mapping,
      status: journal.status,
      rows: rowsFromJournal(journal),
      file: {
        name: journal.fileName,
        size: 0,
        bytes: null,
        encoding,
        hasBom,
        delimiter: journal.delimiter || null,
        headers: journal.headers,
        cells: null,
        rowNumbers: null,
      },
    });
    const context = await loadCheckContext(client, journal.type, journal.collectionId);
    if (!current()) return;
    setContext(context);
    const before = session().rows;
    const settled = settleSending(before, context.existingKeys, journal.type);
    patchSession({ rows: settled, progress: { step: 'checking', done: 0, total: settled.length } });
    await recheckRows(client, { showProgress: true });
    if (!current()) return;
    patchSession({ phase: 'review', progress: null });
  } catch (error) {
    if (!current()) return;
    const s = session();
    // Without the collection the grid can still be shown (read-only use: the report, discarding).
    patchSession({
      phase: s.rows.length > 0 ? 'review' : 'idle',
      progress: null,
      rechecking: false,
      error: {
        title: s.rows.length > 0 ? 'The collection could not be read; the rows cannot be checked or sent' : 'The import could not be opened',
        error: asBridgeError(error),
      },
    });
  }
}
