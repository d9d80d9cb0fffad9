import { create } from 'zustand';
import type { ColumnMapping, ColumnName, ItemType } from '../../../../shared/csv/item-columns.ts';
import type { SplitPart } from '../../../../shared/bridge/methods/imports.ts';
import type { BridgeError } from '../../../../shared/bridge/result.ts';
import type { TextEncodingName } from '../lib/decode.ts';
import type { GridRow } from '../lib/import-rows.ts';
import type { ImportFailure } from '../worker/protocol.ts';
import { useImportUi } from './import-ui-store.ts';

/** Where the import stands. */
export type ImportPhase = 'idle' | 'reading' | 'read-failed' | 'mapping' | 'checking' | 'review' | 'uploading';

/** The collection rows go into. */
export interface ImportTarget {
  readonly id: number;
  readonly name: string;
}

/** The file being imported and what reading it found. */
export interface ImportFile {
  readonly name: string;
  readonly size: number;
  /** Kept until the check, so the file can be read again as Windows-1252. */
  readonly bytes: Uint8Array | null;
  readonly encoding: TextEncodingName | null;
  readonly hasBom: boolean;
  readonly delimiter: string | null;
  readonly headers: readonly string[];
  /** Data rows as parsed, until the first check turns them into grid rows. */
  readonly cells: readonly (readonly string[])[] | null;
  /** Each of `cells`' line in the file (as a spreadsheet numbers it), kept as long as `cells`. */
  readonly rowNumbers: readonly number[] | null;
}

/** Progress of the current step, for the progress bar. */
export interface ImportProgressState {
  readonly step: 'reading' | 'loading' | 'checking' | 'uploading' | 'custom-ids';
  readonly done: number;
  readonly total: number;
}

/** Outcome of the last upload run, for the summary. */
export interface UploadRun {
  readonly added: number;
  readonly rejected: number;
  /** Rows left unsent because the collection had no room for them. */
  readonly noRoom: number;
  /** Rows left unsent because the upload was cancelled or stopped on a failure (they stay ready). */
  readonly unsent: number;
  readonly cancelled: boolean;
}

/** A split import: the rows past the chosen collection's room go to these new collections, in order. */
export interface SplitState {
  readonly parts: readonly SplitPart[];
}

/** A custom id that could not be set on its created item, and why. */
export interface CustomIdFailure {
  readonly rowNumber: number;
  readonly customId: string;
  readonly message: string;
}

/** Custom ids set after the uploads of this session, and those not set. */
export interface CustomIdRun {
  readonly set: number;
  readonly failed: readonly CustomIdFailure[];
}

/** The state of one import: a draft kept across screen changes until it is finished or discarded. */
export interface ImportSessionState {
  /** Changes with every new or resumed import, so late answers of an older one are ignored. */
  sessionId: number;
  phase: ImportPhase;
  type: ItemType;
  target: ImportTarget | null;
  file: ImportFile | null;
  mapping: ColumnMapping;
  unmatched: readonly ColumnName[];
  /** Why the file was refused (`not-utf8`: the Windows-1252 offer). */
  failure: ImportFailure | null;
  progress: ImportProgressState | null;
  rows: readonly GridRow[];
  /** The chosen collection's room when the rows were last checked (read from the service then). */
  room: number | null;
  /** Set once the user chose to split a file bigger than the collection's room. */
  split: SplitState | null;
  /** The journal id once saved. */
  journalId: string | null;
  status: 'open' | 'finished';
  /** A re-check after an edit is running. */
  rechecking: boolean;
  /** A cancel was asked for during an upload: it stops after the chunk in flight. */
  stopping: boolean;
  /** Loading what the checks need, or an upload, failed: shown in place; `retry: 'resume'` when resuming the journal again is the way on. */
  error: { readonly title: string; readonly error: BridgeError; readonly retry?: 'resume' } | null;
  /** The journal could not be saved (the import goes on). */
  journalError: BridgeError | null;
  lastRun: UploadRun | null;
  /** Custom ids set on the created items after the upload (null until an upload had some). */
  customIds: CustomIdRun | null;
}

let sessionCounter = 0;

/** The empty session (keeps the chosen type and collection). */
export function emptySession(type: ItemType, target: ImportTarget | null): ImportSessionState {
  sessionCounter += 1;
  // A new import starts with the whole grid shown and nothing selected.
  useImportUi.getState().setFilter('all');
  return {
    sessionId: sessionCounter,
    phase: 'idle',
    type,
    target,
    file: null,
    mapping: {},
    unmatched: [],
    failure: null,
    progress: null,
    rows: [],
    room: null,
    split: null,
    journalId: null,
    status: 'open',
    rechecking: false,
    stopping: false,
    error: null,
    journalError: null,
    lastRun: null,
    customIds: null,
  };
}

/** The import session store; its actions live in `import-actions.ts`. */
export const useImportSession = create<ImportSessionState>(() => emptySession('marketplace', null));

/** Replaces part of the session. */
export function patchSession(patch: Partial<ImportSessionState>): void {
  useImportSession.setState(patch);
}

/** The session now (for actions outside React). */
export function session(): ImportSessionState {
  return useImportSession.getState();
}
