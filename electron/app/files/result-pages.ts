import { DeskError } from '../connection/desk-error.ts';

/** The largest result page read into memory for viewing (and for archiving into the local copy). */
export const MAX_RESULT_PAGE_BYTES = 8 * 1024 * 1024;

/** Parses a JSON result page into records: an array's objects, or a single object. */
export function parseRecords(bytes: Uint8Array): Record<string, unknown>[] {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8').decode(bytes));
  } catch {
    throw new DeskError('service', 'That result file is not a JSON page; save it instead of viewing it.');
  }
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (Array.isArray(data)) return data.filter(isRecord);
  if (isRecord(data)) return [data];
  return [];
}
