import { countJournalRows } from '../../shared/bridge/methods/imports.ts';
import type { ImportJournal, ImportSummary, JournalRow } from '../../shared/bridge/methods/imports.ts';
import { errResult } from '../../shared/bridge/result.ts';
import type { Answers } from './fake-desk.ts';

/** The import journals of one test, kept as main keeps them (one per import, rows replaced by line). */
export interface ImportJournals {
  answers: Answers;
  /** The journals saved so far, by id. */
  journals: Map<string, ImportJournal>;
}

const summaryOf = (journal: ImportJournal): ImportSummary => ({
  id: journal.id,
  fileName: journal.fileName,
  type: journal.type,
  collectionId: journal.collectionId,
  collectionName: journal.collectionName,
  splitInto: journal.split?.parts.map((part) => part.name) ?? [],
  status: journal.status,
  counts: countJournalRows(journal.rows),
  createdAt: journal.createdAt,
  updatedAt: journal.updatedAt,
});

/**
 * `imports.*` as main's journal store answers them (electron/app/imports/import-journal.ts): a first save
 * gets an id, a change replaces the rows of its lines, the list is the open ones and the finished ones,
 * newest first. What survives a real reload is the journey's (e2e/import.spec.ts); "the next start" here is
 * a new `renderDesk` on the same journals.
 */
export function importJournals(): ImportJournals {
  const journals = new Map<string, ImportJournal>();
  let next = 1;
  // Each save is a later moment, so "newest first" is the order of saves, as with main's clock.
  let tick = 0;
  const stamp = () => new Date(Date.UTC(2026, 10, 28, 6, 0, 0, tick++)).toISOString();
  const missing = (id: string) => errResult('invalid-input', `No import ${id}.`);
  const newest = (a: ImportSummary, b: ImportSummary) => b.updatedAt.localeCompare(a.updatedAt);
  return {
    journals,
    answers: {
      'imports.list': () => {
        const all = [...journals.values()].map(summaryOf).sort(newest);
        return { unfinished: all.filter((s) => s.status === 'open'), recent: all.filter((s) => s.status === 'finished').slice(0, 10) };
      },
      'imports.get': ({ id }) => journals.get(id) ?? missing(id),
      'imports.save': ({ journal }) => {
        const id = journal.id ?? `import-${String(next++).padStart(4, '0')}`;
        const at = stamp();
        const saved: ImportJournal = { ...journal, id, version: 1, createdAt: journals.get(id)?.createdAt ?? at, updatedAt: at };
        journals.set(id, saved);
        return summaryOf(saved);
      },
      'imports.saveRows': ({ change }) => {
        const journal = journals.get(change.id);
        if (!journal) return missing(change.id);
        const changed = new Map<number, JournalRow>(change.rows.map((row) => [row.rowNumber, row]));
        const { split: _split, ...rest } = journal;
        const saved: ImportJournal = {
          ...rest,
          ...(change.split ? { split: change.split } : {}),
          mapping: change.mapping,
          status: change.status,
          rows: journal.rows.map((row) => changed.get(row.rowNumber) ?? row),
          updatedAt: stamp(),
        };
        journals.set(change.id, saved);
        return summaryOf(saved);
      },
      'imports.discard': ({ id }) => ({ discarded: journals.delete(id) }),
    },
  };
}
