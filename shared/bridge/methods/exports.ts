import { z } from 'zod';
import { method } from '../define.ts';
import { inboxFilterSchema } from './inbox.ts';
import { COMPARE_CHANGES } from './local-copy.ts';

/** Formats an outputs table can be exported in. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

const id = z.int().min(1);
const saved = z.object({ path: z.string(), bytes: z.int().min(0), rows: z.int().min(0) });

/** A view of the local copy to export: what the items table, a run's outputs, an item's history, a comparison or the regional view shows. */
export const localViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('items') }).strict(),
  z.object({ kind: z.literal('outputs'), runId: id }).strict(),
  z.object({ kind: z.literal('history'), itemKey: z.string().min(1).max(200) }).strict(),
  z
    .object({
      kind: z.literal('comparison'),
      runA: id.optional(),
      runB: id.optional(),
      changes: z.array(z.enum(COMPARE_CHANGES)).max(COMPARE_CHANGES.length).optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('regional'),
      /** Only products whose spread is at least this % of their lowest price. */
      minSpreadPct: z.number().min(0).max(100_000).optional(),
      /** Only products out of stock at one of their postcodes. */
      outOfStock: z.boolean().optional(),
      /** Only these products (their `productKey`): the rows a search on the screen left. */
      products: z.array(z.string().min(1).max(1000)).max(5000).optional(),
    })
    .strict(),
]);

/** Spreadsheet exports (area `exports`), built and saved by main, typed: numbers and dates as such. */
export const exportMethods = {
  'exports.runOutputs': method(
    'Builds a run’s outputs table (asin or sku, title, price as a number with its currency, availability, …) from its result pages as CSV or XLSX, and saves it like files.saveResult; the newest finished run unless `runnerId` is given.',
    z.object({ collectionId: id, runnerId: id.optional(), format: z.enum(EXPORT_FORMATS) }).strict(),
    saved.extend({ runnerId: z.int() }),
  ),
  'exports.localView': method(
    'Exports a view of the local copy of a collection (its items, one run’s outputs, one item’s history, a comparison of two runs, optionally only some kinds of change, or the regional view with its filters) as CSV or XLSX, and saves it like files.saveResult. Works offline.',
    z.object({ collectionId: id, view: localViewSchema, format: z.enum(EXPORT_FORMATS) }).strict(),
    saved,
  ),
  'exports.changes': method(
    'Exports what the watch rules found, as the Changes inbox shows it (every match the filter selects), as CSV or XLSX, and saves it like files.saveResult. Works offline.',
    z.object({ filter: inboxFilterSchema, format: z.enum(EXPORT_FORMATS) }).strict(),
    saved,
  ),
};
