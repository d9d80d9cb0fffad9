import { columnNames, importColumnNames } from '../../../../shared/csv/item-columns.ts';
import { quoteValue, truncateValue } from '../../../../shared/csv/cell-text.ts';
import type { ColumnMapping, ColumnName, ItemType } from '../../../../shared/csv/item-columns.ts';
import { isNoRoomReason } from '../../../../shared/csv/row-checks.ts';
import type { CheckedRow, RowValues } from '../../../../shared/csv/row-checks.ts';
import type { ImportCounts, RowOutcome } from '../../../../shared/bridge/methods/imports.ts';
import { countJournalRows } from '../../../../shared/bridge/methods/imports.ts';
import { isDuplicateReason } from '../../../lib/duplicate-reason.ts';

/** One row of the import grid: its line in the file (as a spreadsheet numbers it), values, local reasons and outcome. */
export interface GridRow {
  readonly rowNumber: number;
  readonly values: RowValues;
  /** The local check's reasons; empty when the row is ready to send. */
  readonly errors: readonly string[];
  readonly outcome: RowOutcome;
  /** The service's reason for a `rejected` row. */
  readonly reason?: string;
  /** Changed by the user since the service rejected it (UI only). */
  readonly edited?: boolean;
  /** The collection the row was last sent to (a split import fills several). */
  readonly collectionId?: number;
}

/** The service's answer to one bulk upload. */
export interface BulkAnswer {
  readonly success_count: number;
  readonly error_rows: readonly { readonly row?: number; readonly asin?: string; readonly sku?: string; readonly error: string }[];
}

/** A grid row's id (for DataTable and selection). */
export const rowId = (row: GridRow): string => String(row.rowNumber);

/** The mapping of cells laid out in column order (what `cellsForCheck` produces). */
export function canonicalMapping(type: ItemType): ColumnMapping {
  const mapping: ColumnMapping = {};
  importColumnNames(type).forEach((name, index) => {
    mapping[name] = index;
  });
  return mapping;
}

/** Grid rows from a first check: all pending. */
export function gridFromChecked(checked: readonly CheckedRow[]): GridRow[] {
  return checked.map((row) => ({ rowNumber: row.rowNumber, values: row.values, errors: row.errors, outcome: 'pending' }));
}

/**
 * The rows as cells in column order for a re-check of the whole grid (duplicates are file-wide, so every
 * row takes part). Dropped rows become blank: they claim no identity and no room.
 */
export function cellsForCheck(type: ItemType, rows: readonly GridRow[]): string[][] {
  const names = importColumnNames(type);
  return rows.map((row) => (row.outcome === 'dropped' ? names.map(() => '') : names.map((name) => row.values[name] ?? '')));
}

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);
const sameValues = (a: RowValues, b: RowValues): boolean => {
  const keys = Object.keys(a) as (keyof RowValues)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * Takes a re-check's reasons (and canonical values) into the rows it was made from. Sent and dropped rows
 * keep no reasons (they are settled); rejected rows keep the service's reason beside the new ones. A row
 * the check leaves as it was stays the same object, so the journal saves only the rows that changed.
 */
export function applyCheck(rows: readonly GridRow[], checked: readonly CheckedRow[]): GridRow[] {
  return rows.map((row, i) => {
    const result = checked[i];
    if (result === undefined || row.outcome === 'sent-ok' || row.outcome === 'dropped' || row.outcome === 'sending') {
      return row.errors.length === 0 ? row : { ...row, errors: [] };
    }
    if (sameList(row.errors, result.errors) && sameValues(row.values, result.values)) return row;
    return { ...row, values: result.values, errors: result.errors };
  });
}

/** A row with one cell changed; a rejected row stays rejected (marked edited) until it is resent. */
export function editCell(rows: readonly GridRow[], rowNumber: number, column: ColumnName, value: string): GridRow[] {
  return rows.map((row) => {
    if (row.rowNumber !== rowNumber || (row.values[column] ?? '') === value) return row;
    if (row.outcome !== 'pending' && row.outcome !== 'rejected') return row;
    return { ...row, values: { ...row.values, [column]: value }, ...(row.outcome === 'rejected' ? { edited: true } : {}) };
  });
}

/** Whether a row can still be dropped (not sent, not in flight). */
export const isDroppable = (row: GridRow): boolean => row.outcome === 'pending' || row.outcome === 'rejected';

/** Whether a row is invalid: pending and failing the local check. */
export const isInvalid = (row: GridRow): boolean => row.outcome === 'pending' && row.errors.length > 0;

/** Marks the rows with these ids dropped (only rows not yet sent). */
export function dropRows(rows: readonly GridRow[], ids: ReadonlySet<string>): GridRow[] {
  return rows.map((row) => (ids.has(rowId(row)) && isDroppable(row) ? { rowNumber: row.rowNumber, values: row.values, errors: [], outcome: 'dropped' } : row));
}

/**
 * Whether an invalid row has a real error: not only "no room left", a row that is fine but beyond the
 * collection's room (a split takes those into new collections, so they are not the user's to fix or drop).
 */
export const hasRealError = (row: GridRow): boolean => isInvalid(row) && !row.errors.every(isNoRoomReason);

/** Drops every pending row with a real error ("Drop all invalid"); rows only beyond the collection's room stay. */
export function dropInvalid(rows: readonly GridRow[]): GridRow[] {
  return dropRows(rows, new Set(rows.filter(hasRealError).map(rowId)));
}

/** Brings a dropped row back as pending (the next check gives its reasons). */
export function restoreRow(rows: readonly GridRow[], rowNumber: number): GridRow[] {
  return rows.map((row) => (row.rowNumber === rowNumber && row.outcome === 'dropped' ? { ...row, outcome: 'pending' } : row));
}

/** Rows ready to upload: pending and passing the local check. */
export function readyRows(rows: readonly GridRow[]): GridRow[] {
  return rows.filter((row) => row.outcome === 'pending' && row.errors.length === 0);
}

/**
 * Rejected rows that pass the local check now (what "Resend failed rows" sends). A row refused as already
 * in the collection is left out until it is edited: sent unchanged it can only be refused again.
 */
export function resendableRows(rows: readonly GridRow[]): GridRow[] {
  return rows.filter((row) => row.outcome === 'rejected' && row.errors.length === 0 && (row.edited === true || !isDuplicateReason(row.reason ?? '')));
}

/** Counts by outcome (pending split into ready and invalid). */
export function countRows(rows: readonly GridRow[]): ImportCounts {
  return countJournalRows(rows);
}

/** Splits rows into upload chunks of at most `chunkSize`, taking no more than `room` rows in all. */
export function planChunks<T>(rows: readonly T[], chunkSize: number, room: number): T[][] {
  const take = rows.slice(0, Math.max(0, room));
  const chunks: T[][] = [];
  for (let start = 0; start < take.length; start += chunkSize) chunks.push(take.slice(start, start + chunkSize));
  return chunks;
}

/** The row values in column order, as the bulk CSV lists them (columns set after the upload left out). */
export function uploadCells(type: ItemType, rows: readonly GridRow[]): string[][] {
  const names = columnNames(type);
  return rows.map((row) => names.map((name) => row.values[name] ?? ''));
}

/** The code the service echoes in `error_rows` for a row (ASIN or SKU). */
function codeOf(type: ItemType, row: GridRow): string {
  return (type === 'marketplace' ? row.values.asin : row.values.sku) ?? '';
}

/**
 * Merges a bulk answer into the rows of the chunk that was sent: `error_rows` by their 1-based data row
 * number in the chunk (or, lacking one, by code in order), those rows rejected with the service's
 * reasons, every other row of the chunk sent.
 */
export function mergeAnswer(type: ItemType, rows: readonly GridRow[], chunk: readonly GridRow[], answer: BulkAnswer): GridRow[] {
  const reasons = new Map<number, string[]>();
  const matched = new Set<number>();
  const add = (index: number, error: string) => {
    const row = chunk[index];
    if (row === undefined) return false;
    matched.add(index);
    const list = reasons.get(row.rowNumber) ?? [];
    list.push(error);
    reasons.set(row.rowNumber, list);
    return true;
  };
  for (const failure of answer.error_rows) {
    if (failure.row !== undefined && add(failure.row - 1, failure.error)) continue;
    const code = failure.asin ?? failure.sku;
    const index = chunk.findIndex((row, i) => !matched.has(i) && code !== undefined && codeOf(type, row) === code);
    if (index >= 0) add(index, failure.error);
  }
  const inChunk = new Set(chunk.map((row) => row.rowNumber));
  return rows.map((row) => {
    if (!inChunk.has(row.rowNumber)) return row;
    const why = reasons.get(row.rowNumber);
    return why ? settleRow(row, 'rejected', why.join('; ')) : settleRow(row, 'sent-ok');
  });
}

/** A row sent and answered (or found in its collection): no local reasons, where it went kept. */
export function settleRow(row: GridRow, outcome: 'sent-ok' | 'rejected', reason?: string): GridRow {
  return {
    rowNumber: row.rowNumber,
    values: row.values,
    errors: [],
    outcome,
    ...(reason !== undefined ? { reason } : {}),
    ...(row.collectionId !== undefined ? { collectionId: row.collectionId } : {}),
  };
}

/** Marks the rows with these numbers `sending` to a collection, before their chunk goes out. */
export function markSending(rows: readonly GridRow[], numbers: ReadonlySet<number>, collectionId: number): GridRow[] {
  return rows.map((row) => {
    if (!numbers.has(row.rowNumber)) return row;
    const { reason: _reason, edited: _edited, ...rest } = row;
    return { ...rest, outcome: 'sending', collectionId };
  });
}

/** One group of reasons: a reason with row-specific values blanked, how many rows and which (their lines). */
export interface ReasonGroup {
  readonly reason: string;
  /** The first row's own reason, values in place (what a group of one shows). */
  readonly example: string;
  readonly count: number;
  readonly rowNumbers: readonly number[];
}

const OWN_VALUE_COLUMNS = ['asin', 'sku', 'customer_postcode'] as const;
const WORD = /[\w.-]/;

/** `text` with each whole-word occurrence of `word` replaced (plain text search: the word is a user value, never a pattern). */
function replaceWord(text: string, word: string, by: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (at < from) continue;
    const before = text[at - 1];
    const after = text[at + word.length];
    if ((before !== undefined && WORD.test(before)) || (after !== undefined && after !== '.' && WORD.test(after))) continue;
    out += text.slice(from, at) + by;
    from = at + word.length;
  }
  return out + text.slice(from);
}

/**
 * A reason with what is particular to its row blanked, so rows failing the same way group together:
 * the row's own values where a reason quotes them (quotes inside a value included), its codes and
 * postcode, other quoted values, line numbers and counts in brackets. Values are found by plain text
 * search, never turned into a regular expression.
 */
export function reasonPattern(reason: string, values: RowValues = {}): string {
  let out = reason;
  for (const value of Object.values(values)) if (value) out = out.split(quoteValue(value)).join('"…"');
  for (const column of OWN_VALUE_COLUMNS) {
    const value = values[column];
    if (value && value.length >= 2) out = replaceWord(out, truncateValue(value), '…');
  }
  return out
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\b(row|line) \d+/g, '$1 …')
    .replace(/\(\d+(\/\d+)?\)/g, '(…)');
}

/** Groups reasons (of rows picked by `reasonsOf`) by pattern, largest group first. */
export function groupReasons(rows: readonly GridRow[], reasonsOf: (row: GridRow) => readonly string[]): ReasonGroup[] {
  const groups = new Map<string, { example: string; rowNumbers: number[] }>();
  for (const row of rows) {
    for (const reason of reasonsOf(row)) {
      const key = reasonPattern(reason, row.values);
      const group = groups.get(key);
      if (group === undefined) groups.set(key, { example: reason, rowNumbers: [row.rowNumber] });
      else group.rowNumbers.push(row.rowNumber);
    }
  }
  return [...groups.entries()]
    .map(([reason, { example, rowNumbers }]) => ({ reason, example, count: rowNumbers.length, rowNumbers }))
    .sort((a, b) => b.count - a.count);
}

/** The service's reasons of rejected rows, split back into single reasons. */
export const serviceReasons = (row: GridRow): readonly string[] => (row.outcome === 'rejected' && row.reason ? row.reason.split('; ') : []);

/** The local reasons of rows not sent. */
export const checkReasons = (row: GridRow): readonly string[] => (row.outcome === 'pending' ? row.errors : []);

/** The failed rows as the error report lists them: rejected (service reason) and invalid (check reasons). */
export function reportRows(rows: readonly GridRow[]): CheckedRow[] {
  const out: CheckedRow[] = [];
  for (const row of rows) {
    if (row.outcome === 'rejected') out.push({ rowNumber: row.rowNumber, values: row.values, errors: [...(row.reason ? [row.reason] : []), ...row.errors] });
    else if (row.outcome === 'pending' && row.errors.length > 0) out.push({ rowNumber: row.rowNumber, values: row.values, errors: row.errors });
  }
  return out;
}

/** Which rows a grid filter shows. */
export type RowFilterName = 'all' | 'ready' | 'invalid' | 'rejected' | 'sent' | 'dropped';

/** The rows one filter of the grid shows. */
export function filterGridRows(rows: readonly GridRow[], filter: RowFilterName): readonly GridRow[] {
  switch (filter) {
    case 'all':
      return rows;
    case 'ready':
      return rows.filter((row) => row.outcome === 'pending' && row.errors.length === 0);
    case 'invalid':
      return rows.filter((row) => row.outcome === 'pending' && row.errors.length > 0);
    case 'rejected':
      return rows.filter((row) => row.outcome === 'rejected');
    case 'sent':
      return rows.filter((row) => row.outcome === 'sent-ok' || row.outcome === 'sending');
    case 'dropped':
      return rows.filter((row) => row.outcome === 'dropped');
  }
}
