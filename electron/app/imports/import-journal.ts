import { randomUUID } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import { join } from 'node:path';
import { countJournalRows, importIdSchema, importJournalSchema } from '../../../shared/bridge/methods/imports.ts';
import type { ImportJournal, ImportJournalInput, ImportRowsInput, ImportSummary } from '../../../shared/bridge/methods/imports.ts';
import { readJsonFile, writeFileAtomic } from '../fs/atomic-write.ts';
import type { ReadJsonOptions } from '../fs/atomic-write.ts';

/** A refused journal operation, with a message fit to show the user; the bridge router passes it on as `invalid-input`. */
export class ImportJournalError extends Error {
  override readonly name = 'ImportJournalError';
  readonly kind = 'invalid-input';
}

/** Options of `createImportJournal`. */
export interface ImportJournalOptions {
  /** The folder of the journals (`<dataDir>/imports`); created on first save. */
  dir: string;
  /** How many finished journals `list` keeps showing (default 10). */
  recentLimit?: number;
  /** Finished journals older than this are deleted by `list` (default 30 days). */
  keepFinishedMs?: number;
  /** The clock (tests). */
  now?: () => Date;
  /** Told when a journal file was corrupt and moved aside. */
  onCorrupt?: ReadJsonOptions['onCorrupt'];
}

/** Import journals, one atomic JSON file per import. */
export interface ImportJournalStore {
  /** Unfinished journals and the most recent finished ones, each newest first. */
  list(): Promise<{ unfinished: ImportSummary[]; recent: ImportSummary[] }>;
  /** One journal; an ImportJournalError when there is none with this id. */
  get(id: string): Promise<ImportJournal>;
  /** Creates (no id: a new one is assigned) or replaces a journal; answers its summary. */
  save(input: ImportJournalInput): Promise<ImportSummary>;
  /** Replaces the changed rows (by line), status, mapping and split of a saved journal; answers its summary. */
  saveRows(change: ImportRowsInput): Promise<ImportSummary>;
  /** Deletes a journal; false when there was none. */
  discard(id: string): Promise<boolean>;
}

const SUFFIX = '.json';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The summary of a journal: what the list shows. */
export function summarise(journal: ImportJournal): ImportSummary {
  return {
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
  };
}

const byNewest = (a: ImportSummary, b: ImportSummary): number =>
  b.updatedAt.localeCompare(a.updatedAt) || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);

/** Opens the journal folder; nothing is read until asked. */
export function createImportJournal(options: ImportJournalOptions): ImportJournalStore {
  const { dir } = options;
  const recentLimit = options.recentLimit ?? 10;
  const keepFinishedMs = options.keepFinishedMs ?? 30 * DAY_MS;
  const now = options.now ?? (() => new Date());
  // Summaries by id, valid while the file's mtime and size are unchanged: list() reads each file once.
  const cache = new Map<string, { stamp: string; summary: ImportSummary }>();
  // Writes of one id run one after another, so an older save never lands over a newer one.
  const queues = new Map<string, Promise<unknown>>();
  // The journal last written: the next change to it starts from here instead of reading and parsing the file.
  let last: ImportJournal | null = null;
  const forget = (id: string): void => {
    if (last?.id === id) last = null;
  };

  async function write(journal: ImportJournal): Promise<ImportSummary> {
    await writeFileAtomic(fileOf(journal.id), JSON.stringify(journal));
    cache.delete(journal.id);
    last = journal;
    return summarise(journal);
  }

  const fileOf = (id: string): string => {
    if (!importIdSchema.safeParse(id).success) throw new ImportJournalError('Not an import id.');
    return join(dir, `${id}${SUFFIX}`);
  };

  function serial<T>(id: string, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(id) ?? Promise.resolve();
    const next = previous.then(task, task);
    const settled = next.catch(() => undefined);
    queues.set(id, settled);
    void settled.then(() => {
      if (queues.get(id) === settled) queues.delete(id);
    });
    return next;
  }

  async function read(id: string): Promise<ImportJournal | null> {
    return readJsonFile(fileOf(id), importJournalSchema.nullable(), null, { onCorrupt: options.onCorrupt });
  }

  async function ids(): Promise<string[]> {
    let names: string[];
    try {
      names = await fsp.readdir(dir);
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
      throw error;
    }
    return names
      .filter((name) => name.endsWith(SUFFIX) && !name.startsWith('.'))
      .map((name) => name.slice(0, -SUFFIX.length))
      .filter((id) => importIdSchema.safeParse(id).success);
  }

  async function summaryOf(id: string): Promise<ImportSummary | null> {
    let stamp: string;
    try {
      const stat = await fsp.stat(fileOf(id));
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    const cached = cache.get(id);
    if (cached?.stamp === stamp) return cached.summary;
    const journal = await read(id);
    if (journal === null) {
      cache.delete(id);
      return null;
    }
    const summary = summarise(journal);
    cache.set(id, { stamp, summary });
    return summary;
  }

  return {
    async list() {
      const summaries = (await Promise.all((await ids()).map((id) => summaryOf(id)))).filter((s): s is ImportSummary => s !== null);
      const unfinished = summaries.filter((s) => s.status === 'open').sort(byNewest);
      const finished = summaries.filter((s) => s.status === 'finished').sort(byNewest);
      const cutoff = now().getTime() - keepFinishedMs;
      const expired = finished.filter((s) => Date.parse(s.updatedAt) < cutoff);
      for (const s of expired) forget(s.id);
      await Promise.all(expired.map((s) => serial(s.id, () => fsp.rm(fileOf(s.id), { force: true }))));
      const recent = finished.filter((s) => !expired.includes(s)).slice(0, recentLimit);
      return { unfinished, recent };
    },

    async get(id) {
      const journal = await read(id);
      if (journal === null) throw new ImportJournalError('This import is no longer saved on this computer; it may have been discarded.');
      return journal;
    },

    async save(input) {
      const id = input.id ?? randomUUID();
      return serial(id, async () => {
        const existing = input.id === undefined ? null : await read(id);
        if (input.id !== undefined && existing === null) {
          throw new ImportJournalError('This import is no longer saved on this computer; it may have been discarded.');
        }
        const stamp = now().toISOString();
        // The input was parsed at the bridge (a 20,000-row journal takes a noticeable while to parse twice).
        return write({ ...input, id, version: 1, createdAt: existing?.createdAt ?? stamp, updatedAt: stamp });
      });
    },

    async saveRows(change) {
      return serial(change.id, async () => {
        const existing = last?.id === change.id ? last : await read(change.id);
        if (existing === null) throw new ImportJournalError('This import is no longer saved on this computer; it may have been discarded.');
        const byLine = new Map(change.rows.map((row) => [row.rowNumber, row]));
        let replaced = 0;
        const rows = existing.rows.map((row) => {
          const next = byLine.get(row.rowNumber);
          if (next === undefined) return row;
          replaced++;
          return next;
        });
        if (replaced !== byLine.size) throw new ImportJournalError('Some of these rows are not in this import; save the whole import instead.');
        const { split: _split, ...kept } = existing;
        const split = change.split === undefined ? {} : { split: change.split };
        return write({ ...kept, ...split, rows, status: change.status, mapping: change.mapping, updatedAt: now().toISOString() });
      });
    },

    async discard(id) {
      const file = fileOf(id);
      return serial(id, async () => {
        cache.delete(id);
        forget(id);
        try {
          await fsp.rm(file);
          return true;
        } catch (error) {
          if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return false;
          throw error;
        }
      });
    },
  };
}
