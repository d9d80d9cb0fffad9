import { z } from 'zod';
import { method } from '../define.ts';

/** A link the service gave (result page, result zip, invoice): a full URL or a path under `/api/v1/`. */
const fileLink = z.string().trim().min(1).max(4096);
/** The file name offered in the save dialog; main keeps only a safe base name. */
const suggestedName = z.string().max(255);

/** The largest text the desk saves for the page (a 5,000-row error report is far smaller). */
export const MAX_SAVED_TEXT = 32 * 1024 * 1024;

/** Where a file was saved and how big it is. */
export const savedFileSchema = z.object({ path: z.string(), bytes: z.int().min(0) });

/** Result files and invoices (area `files`), streamed by main with the profile's credential. */
export const fileMethods = {
  'files.saveResult': method(
    'Streams a result file or invoice of the active service to a path the user picks (Electron: save dialog; browser mode: Downloads/Collection Desk with a unique suffix); fails as `cancelled` when no path was picked.',
    z.object({ url: fileLink, suggestedName }).strict(),
    savedFileSchema,
  ),
  'files.saveText': method(
    'Saves text the page made (a CSV template, an import’s error report) the same way as result files: to a path the user picks (Electron: save dialog; browser mode: Downloads/Collection Desk with a unique suffix); fails as `cancelled` when no path was picked.',
    z.object({ suggestedName: suggestedName.min(1), text: z.string().max(MAX_SAVED_TEXT) }).strict(),
    savedFileSchema,
  ),
  'files.readResultPage': method(
    'Reads one small JSON result page (at most 8 MiB) of the active service and returns its records for viewing.',
    z.object({ url: fileLink }).strict(),
    z.object({ records: z.array(z.record(z.string(), z.unknown())) }),
  ),
};
