import type { QueryClient } from '@tanstack/react-query';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import type { ImportJournalInput } from '../../../../shared/bridge/methods/imports.ts';
import { saveImport, saveImportRows } from '../api/save-import.ts';
import type { GridRow } from '../lib/import-rows.ts';
import { toJournalChange, toJournalInput } from '../lib/journal.ts';
import { patchSession, session } from './import-session-store.ts';
import type { ImportFile, ImportSessionState, ImportTarget } from './import-session-store.ts';

let running: Promise<void> | null = null;
let dirty = false;
// Rows to journal before the session shows them (a chunk's answer), taken by the next save.
let ahead: readonly GridRow[] | null = null;
// What the journal holds now: the session, journal and rows of the last save that landed.
let saved: { sessionId: number; journalId: string; rows: readonly GridRow[] } | null = null;

/** The session as a whole journal (the first save, or after a resume). */
function wholeJournal(s: ImportSessionState & { target: ImportTarget; file: ImportFile }): ImportJournalInput {
  return toJournalInput({
    journalId: s.journalId,
    type: s.type,
    target: s.target,
    fileName: s.file.name,
    encoding: s.file.encoding,
    hasBom: s.file.hasBom,
    delimiter: s.file.delimiter,
    headers: s.file.headers,
    mapping: s.mapping,
    rows: s.rows,
    status: s.status,
    split: s.split,
  });
}

async function saveOnce(client: QueryClient): Promise<void> {
  const s = ahead === null ? session() : { ...session(), rows: ahead };
  ahead = null;
  const { target, file } = s;
  if (target === null || file === null || s.rows.length === 0) return;
  // After a save of this journal, only the rows that changed since are sent (a chunk's, not the file's).
  const base = saved !== null && saved.sessionId === s.sessionId && saved.journalId === s.journalId && saved.rows.length === s.rows.length ? saved : null;
  try {
    const summary = base
      ? await saveImportRows(client, toJournalChange(base.journalId, s, base.rows))
      : await saveImport(client, wholeJournal({ ...s, target, file }));
    saved = { sessionId: s.sessionId, journalId: summary.id, rows: s.rows };
    // The session may have been replaced while the save was in flight: only its own id is kept.
    if (session().sessionId === s.sessionId) patchSession({ journalId: summary.id, journalError: null });
  } catch (error) {
    if (session().sessionId === s.sessionId) patchSession({ journalError: asBridgeError(error) });
  }
}

async function drain(client: QueryClient): Promise<void> {
  while (dirty) {
    dirty = false;
    await saveOnce(client);
  }
  running = null;
}

/**
 * Saves the session's journal: one save at a time, and a save asked for while one runs is made once
 * after it with the state of that moment (so saves never overlap and the last state always lands).
 * Resolves when the state as of this call is saved; a failed save is reported in `journalError`.
 * With `rows`, those are journaled in place of the session's: the caller shows them once this resolves,
 * so a reload never finds the journal behind the screen.
 */
export function saveJournal(client: QueryClient, rows?: readonly GridRow[]): Promise<void> {
  if (rows !== undefined) ahead = rows;
  dirty = true;
  running ??= drain(client);
  return running;
}
