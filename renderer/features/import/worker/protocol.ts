import type { ColumnMapping, ColumnName, ItemType } from '../../../../shared/csv/item-columns.ts';
import type { CheckContext, CheckedRow } from '../../../../shared/csv/row-checks.ts';
import type { DecodeFailureReason, TextEncodingName } from '../lib/decode.ts';
import type { ParseFailureReason } from '../lib/parse-csv.ts';

/** What the worker is busy with: reading (decode + parse) or checking rows. */
export type ImportPhase = 'reading' | 'checking';

/** Read a file's bytes as CSV for an item type; `encoding` forces one (e.g. the Windows-1252 fallback). */
export interface ParseRequest {
  readonly kind: 'parse';
  readonly id: number;
  readonly bytes: ArrayBuffer | Uint8Array;
  readonly encoding?: TextEncodingName;
  readonly type: ItemType;
}

/** Check parsed rows with a (possibly user-edited) mapping against what is known of the collection. */
export interface CheckRequest {
  readonly kind: 'check';
  readonly id: number;
  readonly type: ItemType;
  readonly rows: string[][];
  readonly mapping: ColumnMapping;
  readonly context: CheckContext;
}

/** Drop the request with this id: no result is sent for it. */
export interface CancelRequest {
  readonly kind: 'cancel';
  readonly id: number;
}

/** A message from the page to the import worker. */
export type ImportWorkerRequest = ParseRequest | CheckRequest | CancelRequest;

/** A parsed file: header, data rows as text, delimiter, encoding used, and the header match. */
export interface ParsedFile {
  readonly headers: string[];
  readonly rows: string[][];
  readonly delimiter: string;
  readonly encoding: TextEncodingName;
  readonly mapping: ColumnMapping;
  readonly unmatched: ColumnName[];
}

/** Why a file could not be read; `not-utf8` means: offer to read it as Windows-1252. */
export type ImportFailureReason = DecodeFailureReason | ParseFailureReason | 'internal';

/** A refusal with the message to show. */
export interface ImportFailure {
  readonly reason: ImportFailureReason;
  readonly message: string;
}

/** Progress of a request: `done` of `total` characters (reading) or rows (checking). */
export interface ProgressMessage {
  readonly kind: 'progress';
  readonly id: number;
  readonly phase: ImportPhase;
  readonly done: number;
  readonly total: number;
}

/** A message from the import worker to the page. */
export type ImportWorkerResponse =
  | ProgressMessage
  | { readonly kind: 'parsed'; readonly id: number; readonly file: ParsedFile }
  | { readonly kind: 'checked'; readonly id: number; readonly rows: CheckedRow[] }
  | { readonly kind: 'failed'; readonly id: number; readonly failure: ImportFailure };
