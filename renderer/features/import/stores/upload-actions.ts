import type { QueryClient } from '@tanstack/react-query';
import type { Collection } from '../../../../shared/api/collections.ts';
import { columnNames } from '../../../../shared/csv/item-columns.ts';
import { itemKey } from '../../../../shared/csv/row-checks.ts';
import { toCsv } from '../../../../shared/csv/csv-write.ts';
import type { BridgeError } from '../../../../shared/bridge/result.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { fetchItemsPage } from '../../../data/items.ts';
import { roomLeft } from '../../../data/live-limits.ts';
import { ALL_ITEMS, itemKeysOf } from '../api/load-check-context.ts';
import { readCollection } from '../api/split-collections.ts';
import { invalidateAfterUpload, uploadBulk } from '../api/upload-bulk.ts';
import { countRows, markSending, mergeAnswer, planChunks, readyRows, resendableRows, settleRow, uploadCells } from '../lib/import-rows.ts';
import type { GridRow } from '../lib/import-rows.ts';
import { applyCustomIdsByCollection, customIdRows } from './custom-id-actions.ts';
import { patchSession, session } from './import-session-store.ts';
import { saveJournal } from './journal-saver.ts';
import { collectionOfPart } from './split-actions.ts';

/** Rows per bulk upload: well under the service's 5000, so progress and the journal advance chunk by chunk. */
export const UPLOAD_CHUNK_ROWS = 1000;

/** Whether a failed upload certainly inserted nothing (the service refused the whole file, or the input was refused). */
const nothingInserted = (error: BridgeError): boolean =>
  error.kind === 'service' || error.kind === 'invalid-input' || error.kind === 'credential-rejected' || error.kind === 'no-credential';

/**
 * After a chunk's answer was lost (network, timeout): reads its collection again and settles each row of
 * the chunk by whether its item is there now; answers the rows found there. Rows stay `sending` when even
 * that read fails.
 */
async function settleLostChunk(chunk: readonly GridRow[], collectionId: number): Promise<number[]> {
  const { type } = session();
  try {
    const present = new Set(itemKeysOf(await fetchItemsPage(collectionId, type, ALL_ITEMS)));
    const originals = new Map(chunk.map((row) => [row.rowNumber, row]));
    const found: number[] = [];
    patchSession({
      rows: session().rows.map((row) => {
        const original = originals.get(row.rowNumber);
        if (original === undefined) return row;
        if (!present.has(itemKey(type, row.values))) return original;
        found.push(row.rowNumber);
        return settleRow(row, 'sent-ok');
      }),
    });
    return found;
  } catch {
    // Left as `sending`: resuming the import reads the collection again and settles them.
    return [];
  }
}

/** Rows sent so far in one upload run, for the progress bar and the summary line. */
interface Tally {
  readonly added: Set<number>;
  rejected: number;
  done: number;
  readonly total: number;
}

/**
 * Sends rows to one collection in chunks of at most 1000, each journaled as `sending` (to that collection)
 * before it goes. Says why it stopped early: a cancel, or a failure shown in place.
 */
async function sendTo(client: QueryClient, collectionId: number, rows: readonly GridRow[], tally: Tally): Promise<'sent' | 'cancelled' | 'failed'> {
  const { type, file } = session();
  const columns = columnNames(type);
  for (const chunk of planChunks(rows, UPLOAD_CHUNK_ROWS, rows.length)) {
    if (session().stopping) return 'cancelled';
    const numbers = new Set(chunk.map((row) => row.rowNumber));
    patchSession({ rows: markSending(session().rows, numbers, collectionId) });
    await saveJournal(client);
    const csv = toCsv(columns, uploadCells(type, chunk), { neutraliseFormulas: false });
    const result = await uploadBulk({ type, collectionId, csv, fileName: file?.name ?? 'import.csv' });
    if (!result.ok) {
      if (nothingInserted(result.error)) {
        const originals = new Map(chunk.map((row) => [row.rowNumber, row]));
        patchSession({ rows: session().rows.map((row) => originals.get(row.rowNumber) ?? row) });
      } else {
        const found = await settleLostChunk(chunk, collectionId);
        for (const number of found) tally.added.add(number);
        tally.done += found.length;
      }
      patchSession({ error: { title: 'The upload stopped', error: result.error } });
      return 'failed';
    }
    const merged = mergeAnswer(type, session().rows, chunk, result.value);
    const byNumber = new Map(merged.map((row) => [row.rowNumber, row]));
    for (const number of numbers) {
      if (byNumber.get(number)?.outcome === 'sent-ok') tally.added.add(number);
      else tally.rejected++;
    }
    tally.done += chunk.length;
    // Journaled before it is shown: a reload once the page says "Added" finds the rows added in the journal.
    await saveJournal(client, merged);
    patchSession({ rows: merged, progress: { step: 'uploading', done: tally.done, total: tally.total } });
  }
  return 'sent';
}

/**
 * Uploads rows with `items.uploadBulk`: the ready rows, or (`failed`) the rejected rows that pass the checks
 * now. They go to the chosen collection up to its room, read from the service now; in a split import the
 * rest go to its new collections in order, each made when first needed and filled up to its own room, read
 * then. A cancel stops after the chunk in flight; rows not sent stay ready (and journaled).
 */
export async function uploadRows(client: QueryClient, which: 'ready' | 'failed'): Promise<void> {
  const s = session();
  const target = s.target;
  if (target === null || s.file === null || s.phase !== 'review') return;
  const candidates = which === 'ready' ? readyRows(s.rows) : resendableRows(s.rows);
  if (candidates.length === 0) return;
  patchSession({ phase: 'uploading', stopping: false, error: null, lastRun: null, progress: { step: 'uploading', done: 0, total: candidates.length } });

  let chosen: Collection;
  try {
    chosen = await readCollection(client, target.id);
  } catch (error) {
    patchSession({ phase: 'review', progress: null, error: { title: 'The collection could not be read before the upload', error: asBridgeError(error) } });
    return;
  }
  const split = s.split !== null;
  const tally: Tally = { added: new Set(), rejected: 0, done: 0, total: split ? candidates.length : Math.min(candidates.length, roomLeft(chosen.item_count)) };
  patchSession({ progress: { step: 'uploading', done: 0, total: tally.total } });
  let left: readonly GridRow[] = candidates;
  let ended: 'sent' | 'cancelled' | 'failed' = 'sent';
  const touched = new Set<number>();
  // -1 is the chosen collection, then the split's new collections.
  for (let part = -1; left.length > 0 && (part < 0 || split); part++) {
    let collection = chosen;
    if (part >= 0) {
      if (session().stopping) {
        ended = 'cancelled';
        break;
      }
      try {
        collection = await collectionOfPart(client, chosen, part);
      } catch (error) {
        patchSession({ error: { title: 'The upload stopped', error: asBridgeError(error) } });
        ended = 'failed';
        break;
      }
    }
    const room = roomLeft(collection.item_count);
    if (room === 0) continue;
    touched.add(collection.id);
    ended = await sendTo(client, collection.id, left.slice(0, room), tally);
    if (ended !== 'sent') break;
    left = left.slice(room);
  }

  await setCustomIdsOfAdded(client, tally.added);
  await Promise.all([...touched].map((id) => invalidateAfterUpload(client, id)));
  const counts = countRows(session().rows);
  const settled = counts.ready + counts.invalid + counts.rejected + counts.sending === 0;
  // Rows of this run that did not go out (their chunk never left, or its answer was lost and they are not there).
  const notSent = candidates.length - tally.done;
  // The journal holds the outcome before it is shown: a reload once the summary shows finds it there.
  patchSession({ status: settled ? 'finished' : 'open' });
  await saveJournal(client);
  patchSession({
    phase: 'review',
    progress: null,
    stopping: false,
    lastRun: {
      added: tally.added.size,
      rejected: tally.rejected,
      noRoom: ended === 'sent' ? notSent : 0,
      unsent: ended === 'sent' ? 0 : notSent,
      cancelled: ended === 'cancelled',
    },
  });
}

/** The bulk CSV cannot carry custom ids: they are set on the items just added, collection by collection (listed when they fail). */
async function setCustomIdsOfAdded(client: QueryClient, added: ReadonlySet<number>): Promise<void> {
  if (session().mapping.custom_id === undefined) return;
  const rows = customIdRows(session().rows).filter((row) => added.has(row.rowNumber));
  if (rows.length === 0) return;
  const run = await applyCustomIdsByCollection(rows);
  const before = session().customIds;
  patchSession({
    customIds: { set: (before?.set ?? 0) + run.set, failed: [...(before?.failed ?? []).filter((f) => !added.has(f.rowNumber)), ...run.failed] },
  });
}

/** Closes the import: its journal is marked finished (it leaves the unfinished list). */
export async function finishImport(client: QueryClient): Promise<void> {
  if (session().rows.length === 0) return;
  patchSession({ status: 'finished' });
  await saveJournal(client);
}
