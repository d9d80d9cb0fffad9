import type { ImportJournal, ImportJournalInput, ImportRowsInput, JournalRow, SplitPart } from '../../../../shared/bridge/methods/imports.ts';
import type { ColumnMapping, ItemType } from '../../../../shared/csv/item-columns.ts';
import type { TextEncodingName } from './decode.ts';
import type { GridRow } from './import-rows.ts';

/** What a journal records of a session. */
export interface JournalSource {
  readonly journalId: string | null;
  readonly type: ItemType;
  readonly target: { readonly id: number; readonly name: string };
  readonly fileName: string;
  readonly encoding: TextEncodingName | null;
  readonly hasBom: boolean;
  readonly delimiter: string | null;
  readonly headers: readonly string[];
  readonly mapping: ColumnMapping;
  readonly rows: readonly GridRow[];
  readonly status: 'open' | 'finished';
  /** The new collections of a split import (null: not split). */
  readonly split: { readonly parts: readonly SplitPart[] } | null;
}

/** How the journal spells an encoding (with the BOM, so a resumed import shows it as read). */
export function journalEncoding(encoding: TextEncodingName | null, hasBom: boolean): string {
  if (encoding === null) return '';
  return encoding === 'utf-8' && hasBom ? 'utf-8-bom' : encoding;
}

/** The encoding and BOM flag of a journal's `encoding`. */
export function encodingFromJournal(value: string): { encoding: TextEncodingName | null; hasBom: boolean } {
  if (value === 'utf-8-bom') return { encoding: 'utf-8', hasBom: true };
  const known: readonly TextEncodingName[] = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'];
  const encoding = known.find((e) => e === value) ?? null;
  return { encoding, hasBom: false };
}

// A cell longer than the journal keeps is invalid anyway (codes are short); keep its start.
function clip(values: GridRow['values']): GridRow['values'] {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value !== undefined) out[name] = value.slice(0, 1024);
  return out;
}

/** The journal of a session, as `imports.save` takes it. */
export function toJournalInput(source: JournalSource): ImportJournalInput {
  return {
    ...(source.journalId ? { id: source.journalId } : {}),
    fileName: source.fileName.slice(0, 255) || 'import.csv',
    type: source.type,
    collectionId: source.target.id,
    collectionName: source.target.name.slice(0, 255),
    encoding: journalEncoding(source.encoding, source.hasBom),
    delimiter: source.delimiter ?? '',
    headers: source.headers.slice(0, 1000).map((h) => h.slice(0, 1024)),
    mapping: source.mapping,
    status: source.status,
    ...journalSplit(source.split),
    rows: source.rows.map(toJournalRow),
  };
}

const journalSplit = (split: JournalSource['split']): { split?: { parts: SplitPart[] } } =>
  split ? { split: { parts: split.parts.map((p) => ({ ...p })) } } : {};

/** One grid row as the journal keeps it (long values and reasons cut to what the journal takes). */
export function toJournalRow(row: GridRow): JournalRow {
  return {
    rowNumber: row.rowNumber,
    values: clip(row.values),
    outcome: row.outcome,
    errors: row.errors.slice(0, 20).map((e) => e.slice(0, 1024)),
    ...(row.outcome === 'rejected' && row.reason ? { reason: row.reason.slice(0, 2048) } : {}),
    ...(row.collectionId !== undefined ? { collectionId: row.collectionId } : {}),
  };
}

/**
 * The change from the rows last saved to these (`imports.saveRows`): the rows that are new objects since
 * (grid rows are never changed in place, so any change made a new one), with the status, mapping and split.
 */
export function toJournalChange(id: string, source: Pick<JournalSource, 'mapping' | 'rows' | 'status' | 'split'>, saved: readonly GridRow[]): ImportRowsInput {
  const changed: JournalRow[] = [];
  source.rows.forEach((row, i) => {
    if (row !== saved[i]) changed.push(toJournalRow(row));
  });
  return { id, mapping: source.mapping, status: source.status, ...journalSplit(source.split), rows: changed };
}

/** The grid rows of a saved journal. */
export function rowsFromJournal(journal: ImportJournal): GridRow[] {
  return journal.rows.map((row) => ({
    rowNumber: row.rowNumber,
    values: row.values,
    errors: row.errors,
    outcome: row.outcome,
    ...(row.reason !== undefined ? { reason: row.reason } : {}),
    ...(row.collectionId !== undefined ? { collectionId: row.collectionId } : {}),
  }));
}
