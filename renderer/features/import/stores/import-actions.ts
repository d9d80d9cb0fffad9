import type { QueryClient } from '@tanstack/react-query';
import { ITEM_COLUMNS, ITEM_TYPES, matchHeaders } from '../../../../shared/csv/item-columns.ts';
import type { ColumnMapping, ColumnName, ItemType } from '../../../../shared/csv/item-columns.ts';
import type { CheckContext } from '../../../../shared/csv/row-checks.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { toast } from '../../../lib/toasts.ts';
import { loadCheckContext } from '../api/load-check-context.ts';
import type { TextEncodingName } from '../lib/decode.ts';
import { importWorker } from '../lib/import-worker-instance.ts';
import { applyCheck, canonicalMapping, cellsForCheck, gridFromChecked } from '../lib/import-rows.ts';
import type { GridRow } from '../lib/import-rows.ts';
import { emptySession, patchSession, session, useImportSession } from './import-session-store.ts';
import type { ImportTarget } from './import-session-store.ts';
import { saveJournal } from './journal-saver.ts';

/** Largest file read (a 20,000-row CSV is a small fraction of this). */
export const MAX_FILE_BYTES = 32 * 1024 * 1024;

/** The message for a file too large to be a bulk CSV. */
export const TOO_LARGE_MESSAGE = `This file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB; an import of at most 20,000 rows is far smaller. Check that it is the right file.`;

// The read or check in progress (cancel aborts it) and what the checks run against.
let operation: AbortController | null = null;
let context: CheckContext | null = null;
let recheck: { timer: ReturnType<typeof setTimeout> | null; abort: AbortController | null } = { timer: null, abort: null };

/** Replaces the context (a resumed import read the collection again). */
export function setContext(next: CheckContext | null): void {
  context = next;
  patchSession({ room: next?.remainingRoom ?? null });
}

/** The context the rows are checked against: a split import refuses no row for want of room. */
const withSplit = (base: CheckContext): CheckContext => ({ ...base, split: session().split !== null });

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** Whether work is running that a new file must not interrupt. */
export function isBusy(phase = session().phase): boolean {
  return phase === 'reading' || phase === 'checking' || phase === 'uploading';
}

function startOperation(): AbortController {
  operation?.abort();
  const controller = new AbortController();
  operation = controller;
  return controller;
}

function stopRecheck(): void {
  if (recheck.timer) clearTimeout(recheck.timer);
  recheck.abort?.abort();
  recheck = { timer: null, abort: null };
}

/** Starts over with an empty import, keeping the chosen type and collection. */
export function resetImport(): void {
  operation?.abort();
  stopRecheck();
  context = null;
  const s = session();
  useImportSession.setState(emptySession(s.type, s.target));
}

/** Picks the item type (clears the collection, which must be of that type) and re-matches a read file's headers. */
export function chooseType(type: ItemType): void {
  const s = session();
  if (s.type === type) return;
  const patch: Parameters<typeof patchSession>[0] = { type, target: null };
  if (s.file !== null && s.phase === 'mapping') {
    const { mapping, unmatched } = matchHeaders(type, s.file.headers);
    Object.assign(patch, { mapping, unmatched });
  }
  patchSession(patch);
}

/** Picks the collection rows go into; a read file with every column placed is checked at once. */
export function chooseTarget(client: QueryClient, target: ImportTarget | null): void {
  patchSession({ target, error: null });
  const s = session();
  if (target !== null && s.phase === 'mapping' && s.unmatched.length === 0) void runCheck(client);
}

/** Reads a dropped or chosen file in the worker: decode, delimiter, header match. */
export async function readFile(client: QueryClient, file: File): Promise<void> {
  if (isBusy()) {
    toast.warning('An import is running', { message: 'Cancel it, or let it finish, before reading another file.' });
    return;
  }
  stopRecheck();
  context = null;
  const { type, target } = session();
  const base = emptySession(type, target);
  const entry = { name: file.name, size: file.size, bytes: null, encoding: null, hasBom: false, delimiter: null, headers: [], cells: null, rowNumbers: null };
  if (file.size > MAX_FILE_BYTES) {
    useImportSession.setState({ ...base, phase: 'read-failed', file: entry, failure: { reason: 'internal', message: TOO_LARGE_MESSAGE } });
    return;
  }
  useImportSession.setState({ ...base, phase: 'reading', file: entry, progress: { step: 'reading', done: 0, total: file.size } });
  const controller = startOperation();
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (error) {
    if (controller.signal.aborted) return;
    patchSession({
      phase: 'read-failed',
      progress: null,
      failure: { reason: 'internal', message: `The file could not be read: ${asBridgeError(error).message}` },
    });
    return;
  }
  if (controller.signal.aborted) return;
  await parseBytes(client, bytes, undefined, controller);
}

/** Reads the refused file again as Windows-1252 (the user accepted the offer). */
export async function readAsWindows1252(client: QueryClient): Promise<void> {
  const s = session();
  const bytes = s.file?.bytes;
  if (!bytes || s.phase !== 'read-failed') return;
  patchSession({ phase: 'reading', failure: null, progress: { step: 'reading', done: 0, total: bytes.byteLength } });
  await parseBytes(client, bytes, 'windows-1252', startOperation());
}

/** The type whose columns all match, preferring the chosen one (a file dropped before a collection is picked). */
function detectType(chosen: ItemType, headers: readonly string[]): { type: ItemType; mapping: ColumnMapping; unmatched: ColumnName[] } {
  const own = matchHeaders(chosen, headers);
  if (own.unmatched.length === 0) return { type: chosen, ...own };
  for (const type of ITEM_TYPES) {
    const other = matchHeaders(type, headers);
    if (other.unmatched.length === 0) return { type, ...other };
  }
  return { type: chosen, ...own };
}

async function parseBytes(client: QueryClient, bytes: Uint8Array, encoding: TextEncodingName | undefined, controller: AbortController): Promise<void> {
  const { sessionId, type, target } = session();
  try {
    const outcome = await importWorker().parse(
      { bytes, type, ...(encoding ? { encoding } : {}) },
      { signal: controller.signal, onProgress: (p) => patchSession({ progress: { step: 'reading', done: p.done, total: p.total } }) },
    );
    const s = session();
    if (s.sessionId !== sessionId || s.file === null) return;
    if (!outcome.ok) {
      // Keep the bytes only when they can be read again (the Windows-1252 offer).
      patchSession({
        phase: 'read-failed',
        progress: null,
        failure: outcome.failure,
        file: { ...s.file, bytes: outcome.failure.reason === 'not-utf8' ? bytes : null },
      });
      return;
    }
    const parsed = outcome.file;
    const match = target === null ? detectType(type, parsed.headers) : { type, mapping: parsed.mapping, unmatched: parsed.unmatched };
    patchSession({
      phase: 'mapping',
      progress: null,
      type: match.type,
      mapping: match.mapping,
      unmatched: match.unmatched,
      file: {
        ...s.file,
        bytes: null,
        encoding: parsed.encoding,
        hasBom: parsed.encoding === 'utf-8' && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf,
        delimiter: parsed.delimiter,
        headers: parsed.headers,
        cells: parsed.rows,
        rowNumbers: parsed.rowNumbers,
      },
    });
    if (match.unmatched.length === 0 && session().target !== null) await runCheck(client);
  } catch (error) {
    if (isAbort(error) || session().sessionId !== sessionId) return;
    patchSession({ phase: 'read-failed', progress: null, failure: { reason: 'internal', message: asBridgeError(error).message } });
  }
}

/** Changes where one column is read from (the mapping step); `null` leaves it out. */
export function mapColumn(column: ColumnName, headerIndex: number | null): void {
  const s = session();
  const mapping: ColumnMapping = { ...s.mapping };
  if (headerIndex === null) delete mapping[column];
  else mapping[column] = headerIndex;
  const unmatched = ITEM_COLUMNS[s.type].filter((c) => c.required && mapping[c.name] === undefined).map((c) => c.name);
  patchSession({ mapping, unmatched });
}

/** Loads the check context and checks every row in the worker; then the grid shows and the journal is saved. */
export async function runCheck(client: QueryClient): Promise<void> {
  const s = session();
  const cells = s.file?.cells;
  if (s.target === null || !cells || s.unmatched.length > 0 || s.phase === 'checking') return;
  const controller = startOperation();
  patchSession({ phase: 'checking', error: null, progress: { step: 'loading', done: 0, total: 0 } });
  let loaded: CheckContext;
  try {
    loaded = await loadCheckContext(client, s.type, s.target.id);
  } catch (error) {
    if (session().sessionId !== s.sessionId || controller.signal.aborted) return;
    patchSession({ phase: 'mapping', progress: null, error: { title: 'What the checks need could not be loaded', error: asBridgeError(error) } });
    return;
  }
  setContext(loaded);
  try {
    const checked = await importWorker().check(
      { type: s.type, rows: cells as string[][], mapping: s.mapping, context: loaded, ...(s.file?.rowNumbers ? { rowNumbers: s.file.rowNumbers } : {}) },
      { signal: controller.signal, onProgress: (p) => patchSession({ progress: { step: 'checking', done: p.done, total: p.total } }) },
    );
    const now = session();
    if (now.sessionId !== s.sessionId || now.file === null) return;
    patchSession({ phase: 'review', progress: null, rows: gridFromChecked(checked), file: { ...now.file, cells: null, rowNumbers: null } });
    await saveJournal(client);
  } catch (error) {
    if (isAbort(error) || session().sessionId !== s.sessionId) return;
    patchSession({ phase: 'mapping', progress: null, error: { title: 'The rows could not be checked', error: asBridgeError(error) } });
  }
}

/** Re-checks the whole grid against the current context (after edits, drops and restores), then saves the journal. */
export async function recheckRows(client: QueryClient, options: { showProgress?: boolean } = {}): Promise<void> {
  stopRecheck();
  const s = session();
  if (context === null || s.rows.length === 0) {
    if (s.rechecking) patchSession({ rechecking: false });
    return;
  }
  const abort = new AbortController();
  recheck.abort = abort;
  patchSession({ rechecking: true });
  const rows = s.rows;
  try {
    const checked = await importWorker().check(
      {
        type: s.type,
        rows: cellsForCheck(s.type, rows),
        mapping: canonicalMapping(s.type),
        context: withSplit(context),
        rowNumbers: rows.map((row) => row.rowNumber),
      },
      {
        signal: abort.signal,
        ...(options.showProgress
          ? { onProgress: (p: { done: number; total: number }) => patchSession({ progress: { step: 'checking', done: p.done, total: p.total } }) }
          : {}),
      },
    );
    // A newer edit started its own re-check: this answer is for rows that no longer exist.
    if (session().rows !== rows) return;
    patchSession({ rows: applyCheck(rows, checked), rechecking: false });
    await saveJournal(client);
  } catch (error) {
    if (isAbort(error)) return;
    patchSession({ rechecking: false, error: { title: 'The rows could not be checked again', error: asBridgeError(error) } });
  }
}

/** Replaces the grid rows (an edit or drop) and re-checks them shortly after, coalescing quick changes. */
export function changeRows(client: QueryClient, rows: readonly GridRow[]): void {
  if (rows === session().rows) return;
  stopRecheck();
  patchSession({ rows, rechecking: true });
  recheck.timer = setTimeout(() => void recheckRows(client), 150);
}

/** Cancels what is running: reading (back to the start), checking (back to the mapping) or an upload (after its chunk). */
export function cancelImport(): void {
  const s = session();
  if (s.phase === 'uploading') {
    patchSession({ stopping: true });
    return;
  }
  operation?.abort();
  operation = null;
  if (s.phase === 'reading') resetImport();
  else if (s.phase === 'checking') patchSession(s.file?.cells ? { phase: 'mapping', progress: null } : { ...emptySession(s.type, s.target) });
}
