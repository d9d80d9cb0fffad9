import { z } from 'zod';
import { ITEM_REQUEST_TYPES } from '../../api/collections.ts';
import { MAX_NAME } from '../../api/common.ts';
import { MAX_IMPORT_ROWS } from '../../csv/row-checks.ts';
import { method } from '../define.ts';
import { withInputCap } from '../input-cap.ts';

/** An import journal id: lower-case letters, digits and dashes (it names a file, so nothing else). */
export const importIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{7,63}$/, { error: 'Not an import id.' });

/**
 * Where a row stands: `pending` (not sent; `errors` holds the local check's reasons, empty when ready),
 * `sending` (in a chunk whose answer has not come back: after a crash, unknown until the collection is
 * read again), `sent-ok`, `rejected` (by the service, `reason` says why) or `dropped` by the user.
 */
export const ROW_OUTCOMES = ['pending', 'sending', 'sent-ok', 'rejected', 'dropped'] as const;
/** One row outcome. */
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

// A cell is kept as the file had it, even past what the checks take (`MAX_CELL_LENGTH`): the row then
// shows that reason, and the user edits or drops it, with nothing lost.
const cell = z.string().max(64 * 1024);

/** A row's values by import column name (the bulk CSV's and `custom_id`), as text. */
export const journalValuesSchema = z
  .object({
    domain: cell.optional(),
    customer_postcode: cell.optional(),
    asin: cell.optional(),
    include_raw_html: cell.optional(),
    sku: cell.optional(),
    store_id: cell.optional(),
    custom_id: cell.optional(),
  })
  .strict();

/** One journaled row: its line in the file (as a spreadsheet numbers it), values, outcome and reasons. */
export const journalRowSchema = z
  .object({
    rowNumber: z.int().min(2),
    values: journalValuesSchema,
    outcome: z.enum(ROW_OUTCOMES),
    /** The local check's reasons (empty when the row is ready to send). */
    errors: z.array(z.string().max(1024)).max(20),
    /** The service's reason for a `rejected` row. */
    reason: z.string().max(2048).optional(),
    /** The collection the row was last sent to (set as it goes out; a split import fills several). */
    collectionId: z.int().min(1).optional(),
  })
  .strict();
/** One journaled row. */
export type JournalRow = z.infer<typeof journalRowSchema>;

const columnIndex = z.int().min(0).max(1000);

/** Column name → index of the file's header that holds it. */
export const journalMappingSchema = z
  .object({
    domain: columnIndex.optional(),
    customer_postcode: columnIndex.optional(),
    asin: columnIndex.optional(),
    include_raw_html: columnIndex.optional(),
    sku: columnIndex.optional(),
    store_id: columnIndex.optional(),
    custom_id: columnIndex.optional(),
  })
  .strict();

/** New collections one split import may make: 20,000 rows need four, the rest is slack for room taken meanwhile. */
export const MAX_SPLIT_PARTS = 8;

/**
 * A new collection of a split import, journaled before it is created: its name, and its id once the
 * service answered. Without an id a create may have been sent: the collection of that name is looked
 * for before another is made.
 */
export const splitPartSchema = z
  .object({
    name: z.string().min(1).max(MAX_NAME),
    collectionId: z.int().min(1).optional(),
  })
  .strict();
/** One new collection of a split import. */
export type SplitPart = z.infer<typeof splitPartSchema>;

const splitSchema = z.object({ parts: z.array(splitPartSchema).max(MAX_SPLIT_PARTS) }).strict();

/** An import as the renderer saves it: the file, the target, the mapping and every row's outcome. */
export const importJournalInputSchema = z
  .object({
    /** Absent on the first save: main assigns one. */
    id: importIdSchema.optional(),
    fileName: z.string().min(1).max(255),
    type: z.enum(ITEM_REQUEST_TYPES),
    collectionId: z.int().min(1),
    collectionName: z.string().max(255),
    encoding: z.string().max(32),
    delimiter: z.string().max(4),
    headers: z.array(z.string().max(1024)).max(1000),
    mapping: journalMappingSchema,
    /** `open` until the user finishes it (or every row is sent or dropped). */
    status: z.enum(['open', 'finished']),
    /** Present once the user chose to split the file: the rows past the collection's room go to `parts`, in order. */
    split: splitSchema.optional(),
    rows: z.array(journalRowSchema).min(1).max(MAX_IMPORT_ROWS),
  })
  .strict();
/** An import journal as the renderer sends it. */
export type ImportJournalInput = z.input<typeof importJournalInputSchema>;

/**
 * A change to a saved journal: the rows that changed since the last save (each replaces the row of its
 * line), and the status, mapping and split as they are now (no `split`: not split). A save per upload
 * chunk then costs the chunk's rows, not the whole file's.
 */
export const importRowsInputSchema = z
  .object({
    id: importIdSchema,
    mapping: journalMappingSchema,
    status: z.enum(['open', 'finished']),
    split: splitSchema.optional(),
    rows: z.array(journalRowSchema).max(MAX_IMPORT_ROWS),
  })
  .strict();
/** A change to a saved journal. */
export type ImportRowsInput = z.input<typeof importRowsInputSchema>;

/** A saved import journal: the input with its id and timestamps. */
export const importJournalSchema = importJournalInputSchema.extend({
  id: importIdSchema,
  version: z.literal(1),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A saved import journal. */
export type ImportJournal = z.infer<typeof importJournalSchema>;

/** Row counts of a journal by outcome; `invalid` are pending rows that fail the local check. */
export const importCountsSchema = z.object({
  total: z.int(),
  ready: z.int(),
  invalid: z.int(),
  sending: z.int(),
  sentOk: z.int(),
  rejected: z.int(),
  dropped: z.int(),
});
/** Row counts of a journal. */
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** What the import list shows of a journal. */
export const importSummarySchema = z.object({
  id: importIdSchema,
  fileName: z.string(),
  type: z.enum(ITEM_REQUEST_TYPES),
  collectionId: z.int(),
  collectionName: z.string(),
  /** The names of the new collections a split import made or is making (empty when not split). */
  splitInto: z.array(z.string()),
  status: z.enum(['open', 'finished']),
  counts: importCountsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A journal's summary. */
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** Largest `imports.save` (and `imports.saveRows`) input: 20,000 rows of generous values (about 4.8 KB each), JSON-escaped. */
export const MAX_JOURNAL_INPUT_BYTES = 96 * 1024 * 1024;

/** CSV import journals (area `imports`), kept by main as one atomic JSON file per import. */
export const importMethods = {
  'imports.list': method(
    'The import journals: every unfinished one and the most recent finished ones, newest first.',
    z.object({}).strict(),
    z.object({ unfinished: z.array(importSummarySchema), recent: z.array(importSummarySchema) }),
  ),
  'imports.get': method('One import journal with every row, to resume it.', z.object({ id: importIdSchema }).strict(), importJournalSchema),
  'imports.save': withInputCap(
    method(
      'Creates (no id) or replaces an import journal, written atomically; answers its summary with the id.',
      z.object({ journal: importJournalInputSchema }).strict(),
      importSummarySchema,
    ),
    MAX_JOURNAL_INPUT_BYTES,
  ),
  'imports.saveRows': withInputCap(
    method(
      'Replaces the rows that changed (by their line) and the status, mapping and split of a saved journal, written atomically; answers its summary.',
      z.object({ change: importRowsInputSchema }).strict(),
      importSummarySchema,
    ),
    MAX_JOURNAL_INPUT_BYTES,
  ),
  'imports.discard': method(
    'Deletes an import journal (nothing is undone at the service).',
    z.object({ id: importIdSchema }).strict(),
    z.object({ discarded: z.boolean() }),
  ),
};

/** Counts a journal's rows by outcome. */
export function countJournalRows(rows: readonly { readonly outcome: RowOutcome; readonly errors: readonly string[] }[]): ImportCounts {
  const counts: ImportCounts = { total: rows.length, ready: 0, invalid: 0, sending: 0, sentOk: 0, rejected: 0, dropped: 0 };
  for (const row of rows) {
    switch (row.outcome) {
      case 'pending':
        if (row.errors.length > 0) counts.invalid++;
        else counts.ready++;
        break;
      case 'sending':
        counts.sending++;
        break;
      case 'sent-ok':
        counts.sentOk++;
        break;
      case 'rejected':
        counts.rejected++;
        break;
      case 'dropped':
        counts.dropped++;
        break;
    }
  }
  return counts;
}
