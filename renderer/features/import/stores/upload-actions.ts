import type { QueryClient } from '@tanstack/react-query';
import { columnNames } from '../../../../shared/csv/item-columns.ts';
import { itemKey } from '../../../../shared/csv/row-checks.ts';
import { toCsv } from '../../../../shared/csv/csv-write.ts';
import type { BridgeError } from '../../../../shared/bridge/result.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { fetchItemsPage } from '../../../data/items.ts';
import { liveItemCountQuery, roomLeft } from '../../../data/live-limits.ts';
import { ALL_ITEMS, itemKeysOf } from '../api/load-check-context.ts';
import { invalidateAfterUpload, uploadBulk } from '../api/upload-bulk.ts';
import { countRows, markRows, mergeAnswer, planChunks, readyRows, resendableRows, uploadCells } from '../lib/import-rows.ts';
import type { GridRow } from '../lib/import-rows.ts';
import { applyCustomIds, customIdRows } from './custom-id-actions.ts';
import { patchSession, session } from './import-session-store.ts';
import { saveJournal } from './journal-saver.ts';

/** Rows per bulk upload: well under the service's 5000, so progress and the journal advance chunk by chunk. */
export const UPLOAD_CHUNK_ROWS = 1000;

/** Whether a failed upload certainly inserted nothing (the service refused the whole file, or the input was refused). */
const nothingInserted = (error: BridgeError): boolean =>
  error.kind === 'service' || error.kind === 'invalid-input' || error.kind === 'credential-rejected' || error.kind === 'no-credential';

/**
 * After a chunk's answer was lost (network, timeout): reads the collection again and settles each row of the
 * chunk by whether its item is there now. Rows stay `sending` when even that read fails.
 */
async function settleLostChunk(chunk: readonly GridRow[]): Promise<void> {
  const s = session();
  if (s.target === null) return;
  try {
    const present = new Set(itemKeysOf(await fetchItemsPage(s.target.id, s.type, ALL_ITEMS)));
    const originals = new Map(chunk.map((row) => [row.rowNumber, row]));
    patchSession({
      rows: session().rows.map((row) => {
        const original = originals.get(row.rowNumber);
        if (original === undefined) return row;
        return present.has(itemKey(s.type, row.values)) ? { rowNumber: row.rowNumber, values: row.values, errors: [], outcome: 'sent-ok' } : original;
      }),
    });
  } catch {
    // Left as `sending`: resuming the import reads the collection again and settles them.
  }
}

/**
 * Uploads rows with `items.uploadBulk`: the ready rows, or (`failed`) the rejected rows that pass the checks
 * now. Chunks of at most 1000 rows and no more than the collection's room; each chunk is journaled as
 * `sending` before it goes and with its outcomes after. A cancel stops after the chunk in flight.
 */
export async function uploadRows(client: QueryClient, which: 'ready' | 'failed'): Promise<void> {
  const s = session();
  const target = s.target;
  const file = s.file;
  if (target === null || file === null || s.phase !== 'review') return;
  const candidates = which === 'ready' ? readyRows(s.rows) : resendableRows(s.rows);
  if (candidates.length === 0) return;
  patchSession({ phase: 'uploading', stopping: false, error: null, lastRun: null, progress: { step: 'uploading', done: 0, total: candidates.length } });

  // The room is read from the service now (items added elsewhere count); unreadable, nothing is sent.
  let room: number;
  try {
    room = roomLeft(await client.fetchQuery(liveItemCountQuery(target.id, s.type)));
  } catch (error) {
    patchSession({
      phase: 'review',
      progress: null,
      error: { title: 'The collection’s items could not be counted before the upload, so nothing was sent', error: asBridgeError(error) },
    });
    return;
  }
  const chunks = planChunks(candidates, UPLOAD_CHUNK_ROWS, room);
  const planned = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  patchSession({ progress: { step: 'uploading', done: 0, total: planned } });
  let rejected = 0;
  let done = 0;
  let cancelled = false;
  const addedRows = new Set<number>();
  const columns = columnNames(s.type);

  for (const chunk of chunks) {
    if (session().stopping) {
      cancelled = true;
      break;
    }
    const numbers = new Set(chunk.map((row) => row.rowNumber));
    patchSession({ rows: markRows(session().rows, numbers, 'sending') });
    await saveJournal(client);
    const csv = toCsv(columns, uploadCells(s.type, chunk), { neutraliseFormulas: false });
    const result = await uploadBulk({ type: s.type, collectionId: target.id, csv, fileName: file.name });
    if (!result.ok) {
      if (nothingInserted(result.error)) {
        const originals = new Map(chunk.map((row) => [row.rowNumber, row]));
        patchSession({ rows: session().rows.map((row) => originals.get(row.rowNumber) ?? row) });
      } else {
        await settleLostChunk(chunk);
      }
      patchSession({ error: { title: 'The upload stopped', error: result.error } });
      break;
    }
    const merged = mergeAnswer(s.type, session().rows, chunk, result.value);
    const byNumber = new Map(merged.map((row) => [row.rowNumber, row]));
    for (const number of numbers) {
      if (byNumber.get(number)?.outcome === 'sent-ok') addedRows.add(number);
      else rejected++;
    }
    done += chunk.length;
    patchSession({ rows: merged, progress: { step: 'uploading', done, total: planned } });
    await saveJournal(client);
  }

  // The bulk CSV cannot carry custom ids: they are set on the added items now (listed when they fail).
  const withCustomIds = session().mapping.custom_id === undefined ? [] : customIdRows(session().rows).filter((row) => addedRows.has(row.rowNumber));
  if (withCustomIds.length > 0) {
    const run = await applyCustomIds(target.id, withCustomIds);
    const before = session().customIds;
    patchSession({
      customIds: { set: (before?.set ?? 0) + run.set, failed: [...(before?.failed ?? []).filter((f) => !addedRows.has(f.rowNumber)), ...run.failed] },
    });
  }
  await invalidateAfterUpload(client, target.id);
  const counts = countRows(session().rows);
  const settled = counts.ready + counts.invalid + counts.rejected + counts.sending === 0;
  patchSession({
    phase: 'review',
    progress: null,
    stopping: false,
    status: settled ? 'finished' : 'open',
    lastRun: { added: addedRows.size, rejected, noRoom: candidates.length - planned, cancelled },
  });
  await saveJournal(client);
}

/** Closes the import: its journal is marked finished (it leaves the unfinished list). */
export async function finishImport(client: QueryClient): Promise<void> {
  if (session().rows.length === 0) return;
  patchSession({ status: 'finished' });
  await saveJournal(client);
}
