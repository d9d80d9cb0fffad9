import type { QueryClient } from '@tanstack/react-query';
import type { ItemType } from '../../../../shared/csv/item-columns.ts';
import { itemKey } from '../../../../shared/csv/row-checks.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { fetchItemsPage } from '../../../data/items.ts';
import { importQuery } from '../api/get-import.ts';
import { ALL_ITEMS, itemKeysOf, loadCheckContext } from '../api/load-check-context.ts';
import { encodingFromJournal, rowsFromJournal } from '../lib/journal.ts';
import { settleRow } from '../lib/import-rows.ts';
import type { GridRow } from '../lib/import-rows.ts';
import { isBusy, recheckRows, setContext } from './import-actions.ts';
import { emptySession, patchSession, session, useImportSession } from './import-session-store.ts';

/**
 * Rows whose chunk never answered: sent when their collection now holds their item, else pending again.
 * The chosen collection's items are known (`chosenKeys`); a split's other collections are read now.
 */
async function settleSending(rows: readonly GridRow[], type: ItemType, chosenId: number, chosenKeys: ReadonlySet<string>): Promise<GridRow[]> {
  const present = new Map<number, ReadonlySet<string>>([[chosenId, chosenKeys]]);
  for (const row of rows) {
    const id = row.collectionId ?? chosenId;
    if (row.outcome === 'sending' && !present.has(id)) present.set(id, new Set(itemKeysOf(await fetchItemsPage(id, type, ALL_ITEMS))));
  }
  return rows.map((row) => {
    if (row.outcome !== 'sending') return row;
    if (present.get(row.collectionId ?? chosenId)?.has(itemKey(type, row.values))) return settleRow(row, 'sent-ok');
    return { rowNumber: row.rowNumber, values: row.values, errors: [], outcome: 'pending' };
  });
}

/**
 * Resumes a journaled import: restores the grid, mapping, outcomes and split, reads the collections again
 * (rows left `sending` are settled by what their collection holds), re-checks the rows not sent and shows the grid.
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
      split: journal.split ?? null,
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
    const settled = await settleSending(session().rows, journal.type, journal.collectionId, context.existingKeys);
    if (!current()) return;
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
        // The service may be back a moment later: resuming again reads the collection and settles the rows.
        retry: 'resume',
      },
    });
  }
}
