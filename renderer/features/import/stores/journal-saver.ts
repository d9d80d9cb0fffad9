import type { QueryClient } from '@tanstack/react-query';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { saveImport } from '../api/save-import.ts';
import { toJournalInput } from '../lib/journal.ts';
import { patchSession, session } from './import-session-store.ts';

let running: Promise<void> | null = null;
let dirty = false;

async function saveOnce(client: QueryClient): Promise<void> {
  const s = session();
  if (s.target === null || s.file === null || s.rows.length === 0) return;
  const input = toJournalInput({
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
  });
  try {
    const summary = await saveImport(client, input);
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
 */
export function saveJournal(client: QueryClient): Promise<void> {
  dirty = true;
  running ??= drain(client);
  return running;
}
