import { LIMITS } from '../../../../shared/api/limits.ts';
import { ServiceError } from '../../service/service-error.ts';

/**
 * Caps on what the local copy reads from a service, taken from the interface where it gives one: a broken
 * or hostile service can make the desk read up to these, never run it out of memory or loop forever.
 */

/** A list the desk reads page by page, and the most rows it may hold. */
export interface ListCap {
  /** What the list holds, for the message ("items"). */
  what: string;
  maxRows: number;
  pageSize: number;
}

/**
 * A collection's items: at most 5000 (interface 8). The desk asks for all of them in one page; a service
 * that answers fewer a page is followed down to 100 a page (the interface's default list page).
 */
export const ITEM_LIST = { what: 'items', maxRows: LIMITS.itemsPerCollection, pageSize: 100 } as const;

/** The account's collections: the interface sets no cap, so a generous one (a hundred pages of 100). */
export const COLLECTION_LIST = { what: 'collections', maxRows: 10_000, pageSize: 100 } as const;

/** Stops a list loop after `pagesRead` pages and `rows` rows once it goes past its cap (a list that never ends). */
export function checkListCap(cap: ListCap, pagesRead: number, rows: number): void {
  // Enough full pages for the cap, plus the empty page that ends a list holding exactly that many.
  const maxPages = Math.ceil(cap.maxRows / cap.pageSize) + 1;
  if (rows <= cap.maxRows && pagesRead <= maxPages) return;
  const past = rows > cap.maxRows ? `past ${cap.maxRows} rows (${pagesRead} pages)` : `for ${pagesRead} pages, more than ${cap.maxRows} rows need`;
  throw new ServiceError('service', `The service's list of ${cap.what} went on ${past}, more than it can hold; the local copy kept what it had.`);
}

/** Result records a run may hold per item it ran: one each, with room to spare. */
const RECORDS_PER_ITEM = 2;

/** The most result records read for a run of `itemCount` items (a service can claim any count: 5000 at most). */
export function recordCap(itemCount: number): number {
  return RECORDS_PER_ITEM * Math.min(Math.max(itemCount, 1), LIMITS.itemsPerCollection);
}

/** The most bytes a result file may have (the ZIP, or all JSON pages together), and a ZIP may unpack to. */
export const MAX_FILE_BYTES = 256 * 1024 * 1024;
export const MAX_UNZIPPED_BYTES = 1024 * 1024 * 1024;

/** The most bytes the copy's records may take on disk before it archives no more outputs. */
export const MAX_COPY_BYTES = 2 * 1024 * 1024 * 1024;

/** A size for messages: GB from one GB, else whole MB, or KB below one MB. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${Number((bytes / 1024 ** 3).toFixed(1))} GB`;
  return bytes >= 1024 ** 2 ? `${Math.round(bytes / 1024 ** 2)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Why a run was not archived while the copy is over its size cap, and what frees room. */
export function copyFullReason(maxBytes: number): string {
  return `Not archived: this profile's local copy holds more than ${sizeText(maxBytes)}, its cap. Keep results for fewer days, or purge the copy, in Settings → Local copy; it is tried again later.`;
}
