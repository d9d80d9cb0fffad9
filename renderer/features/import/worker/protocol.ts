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

/**
 * Check rows with a (possibly user-edited) mapping against what is known of the collection. The rows
 * are those of earlier `check-rows` slices with the same id, followed by `rows`.
 */
export interface CheckRequest {
  readonly kind: 'check';
  readonly id: number;
  readonly type: ItemType;
  readonly rows: string[][];
  readonly mapping: ColumnMapping;
  readonly context: CheckContext;
  /** Each row's line in the file, in order (all rows, not only this message's); default: header on line 1. */
  readonly rowNumbers?: readonly number[];
}

/** A slice of the rows of the `check` with the same id that follows; lets the page post rows in short tasks. */
export interface CheckRowsRequest {
  readonly kind: 'check-rows';
  readonly id: number;
  readonly rows: string[][];
}

/** Drop the request with this id: no result is sent for it. */
export interface CancelRequest {
  readonly kind: 'cancel';
  readonly id: number;
}

/** A message from the page to the import worker. */
export type ImportWorkerRequest = ParseRequest | CheckRowsRequest | CheckRequest | CancelRequest;

/** A parsed file: header, data rows as text and their lines in the file, delimiter, encoding used, and the header match. */
export interface ParsedFile {
  readonly headers: string[];
  readonly rows: string[][];
  /** Each data row's line in the file, as a spreadsheet numbers it (parallel to `rows`). */
  readonly rowNumbers: number[];
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

/** Rows travel in slices of this many, so no single message takes the page long to send or receive. */
export const ROWS_PER_MESSAGE = 1000;

/**
 * A message from the import worker to the page. Rows come first in `*-rows` slices, in order;
 * the closing `parsed` / `checked` message gives the count, so the client can check it has them all.
 */
export type ImportWorkerResponse =
  | ProgressMessage
  | { readonly kind: 'parsed-rows'; readonly id: number; readonly rows: string[][] }
  | { readonly kind: 'parsed'; readonly id: number; readonly file: Omit<ParsedFile, 'rows'>; readonly rowCount: number }
  | { readonly kind: 'checked-rows'; readonly id: number; readonly rows: CheckedRow[] }
  | { readonly kind: 'checked'; readonly id: number; readonly rowCount: number }
  | { readonly kind: 'failed'; readonly id: number; readonly failure: ImportFailure };
