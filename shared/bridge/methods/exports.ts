import { z } from 'zod';
import { method } from '../define.ts';

/** Formats an outputs table can be exported in. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** Spreadsheet exports (area `exports`), built and saved by main. */
export const exportMethods = {
  'exports.runOutputs': method(
    'Builds a run’s outputs table (asin or sku, title, price, availability, …) from its result pages as CSV or XLSX, formula-like cells neutralised, and saves it like files.saveResult; the newest finished run unless `runnerId` is given.',
    z.object({ collectionId: z.int().min(1), runnerId: z.int().min(1).optional(), format: z.enum(EXPORT_FORMATS) }).strict(),
    z.object({ path: z.string(), bytes: z.int().min(0), rows: z.int().min(0), runnerId: z.int() }),
  ),
};
