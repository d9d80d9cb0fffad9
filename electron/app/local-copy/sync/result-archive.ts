import { unzipSync } from 'fflate';
import type { Runner } from '../../../../shared/api/runs.ts';
import { MAX_RESULT_PAGE_BYTES } from '../../files/result-pages.ts';
import { serviceFileUrl } from '../../files/file-links.ts';
import type { ServiceClient } from '../../service/service-client.ts';
import { MAX_RESULT_PAGES } from '../copy-model.ts';
import { MAX_FILE_BYTES, MAX_UNZIPPED_BYTES, sizeText } from './read-caps.ts';
import { factsOf, type OutputFacts } from '../record-fields.ts';
import type { KeyMapper } from './region-keys.ts';

/** A run's result files could not be turned into records; `reason` is shown to the user as is. */
export class ArchiveError extends Error {
  override readonly name = 'ArchiveError';
  /** Whether the fault was the connection (try again soon) rather than the files (try again later). */
  readonly transient: boolean;
  constructor(reason: string, transient = false) {
    super(reason);
    this.transient = transient;
  }
}

/** One result page of a run: its name, and its bytes (a ZIP entry is unpacked only when they are read). */
export interface ResultPage {
  name: string;
  bytes: () => Uint8Array;
}

/** The last path segment of a link, decoded, for messages. */
function linkName(link: string): string {
  const path = link.split(/[?#]/)[0] ?? link;
  const last = path.split('/').pop() ?? path;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** A page's records, or an ArchiveError naming the page and what is wrong with it. */
function pageRecords(name: string, bytes: Uint8Array): Record<string, unknown>[] {
  const text = new TextDecoder('utf-8').decode(bytes);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    const truncated = /end of (json )?input|unterminated|expected/i.test(message) && /^\s*[[{]/.test(text);
    throw new ArchiveError(truncated ? `${name} is truncated.` : `${name} is not JSON.`);
  }
  if (!Array.isArray(data)) throw new ArchiveError(`${name} is not a list of result records.`);
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!data.every(isRecord)) throw new ArchiveError(`${name} holds something other than result records.`);
  return data;
}

/** The page number in a result page name (`…_Page_12.json` → 12), for ordering; 0 when there is none. */
function pageNumber(name: string): number {
  const match = /_Page_(\d+)\.json$/i.exec(name);
  return match ? Number(match[1]) : 0;
}

/** An entry of a ZIP, unpacked alone (its declared size bounds what it unpacks to). */
function unzipEntry(zipName: string, zip: Uint8Array, entry: string): Uint8Array {
  try {
    return unzipSync(zip, { filter: (file) => file.name === entry })[entry] ?? new Uint8Array();
  } catch {
    throw new ArchiveError(`${zipName} is not a readable ZIP (truncated or damaged).`);
  }
}

/**
 * The pages of an all-pages ZIP, in page order: only `.json` pages at its top level are expected, each within
 * the page cap. Only the directory is read here; each page is unpacked when it is read.
 */
function zipPages(name: string, zip: Uint8Array): ResultPage[] {
  const sizes = new Map<string, number>();
  const unexpected: string[] = [];
  let entries = 0;
  let total = 0;
  try {
    unzipSync(zip, {
      filter: (file) => {
        entries += 1;
        if (entries > MAX_RESULT_PAGES) throw new ArchiveError(`${name} holds more than ${MAX_RESULT_PAGES} entries.`);
        if (file.name.endsWith('/')) return false;
        if (!/^[^/\\]+\.json$/i.test(file.name) || file.name.startsWith('.')) {
          unexpected.push(file.name);
          return false;
        }
        if (sizes.has(file.name)) throw new ArchiveError(`${name} holds ${file.name} twice.`);
        // A stored entry is copied at its size, a deflated one unpacked into its declared size.
        const size = Math.max(file.size, file.originalSize);
        sizes.set(file.name, size);
        total += size;
        return false;
      },
    });
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`${name} is not a readable ZIP (truncated or damaged).`);
  }
  if (unexpected.length > 0) throw new ArchiveError(`${name} holds an unexpected entry: ${unexpected.slice(0, 3).join(', ')}.`);
  if (total > MAX_UNZIPPED_BYTES) throw new ArchiveError(`${name} unpacks to more than ${sizeText(MAX_UNZIPPED_BYTES)}.`);
  const names = [...sizes.keys()].sort((a, b) => pageNumber(a) - pageNumber(b) || a.localeCompare(b));
  if (names.length === 0) throw new ArchiveError(`${name} holds no result pages.`);
  const big = names.find((entry) => (sizes.get(entry) ?? 0) > MAX_RESULT_PAGE_BYTES);
  if (big !== undefined) throw new ArchiveError(`${big} in ${name} unpacks to more than ${sizeText(MAX_RESULT_PAGE_BYTES)}.`);
  return names.map((entry) => ({ name: entry, bytes: () => unzipEntry(name, zip, entry) }));
}

/** Fetches one result file of at most `maxBytes`, turning a failure into an ArchiveError that says which file and why. */
async function fetchFile(client: ServiceClient, link: string, maxBytes: number): Promise<Uint8Array> {
  const name = linkName(link);
  try {
    return (await client.fetchBytes(link, { maxBytes })).bytes;
  } catch (error) {
    const { kind, code, message } = error as { kind?: unknown; code?: unknown; message?: unknown };
    // The sync engine's budget spent, or its step abandoned: nothing is wrong with the file; it is fetched later.
    if (kind === 'budget' || kind === 'step-timeout' || kind === 'cancelled') throw error;
    if (kind === 'service' && code === 404) throw new ArchiveError(`${name} is missing on the service.`);
    const transient = kind === 'network' || kind === 'timeout';
    throw new ArchiveError(`${name} could not be fetched: ${typeof message === 'string' ? message : 'unknown error'}`, transient);
  }
}

/** Why a run's result files were refused: a link to another server or outside the run's results folder. */
export const FOREIGN_LINK_REASON = 'Result link points elsewhere: not fetched';

/**
 * Whether `link` is one of this run's result files on the profile's own service: its origin, and the
 * interface's results path (`/api/v1/results/<collection_id>/<runner_id>/<file>`). Links in a team copy are
 * written by any desk (or anyone with the database's password), so nothing else is fetched.
 */
export function isOwnResultLink(baseUrl: string, link: string, ref: { collectionId: number; runId: number }): boolean {
  let url: URL;
  try {
    // The Results screen's own check (origin, no credentials in the address, no dot or hidden separators).
    url = new URL(serviceFileUrl(baseUrl, link));
  } catch {
    return false;
  }
  const folder = new URL(`api/v1/results/${ref.collectionId}/${ref.runId}/`, `${baseUrl.replace(/\/+$/, '')}/`).pathname;
  return url.pathname.startsWith(folder) && /^[^/]+$/.test(url.pathname.slice(folder.length));
}

/** Refuses a run whose links are not all its own result files on the profile's service (none is fetched then). */
function checkLinks(baseUrl: string, links: Runner['download_links'], ref: { collectionId: number; runId: number }): void {
  const all = [...links.pages, ...(links.all_pages === '' ? [] : [links.all_pages])];
  const foreign = all.find((link) => !isOwnResultLink(baseUrl, link, ref));
  if (foreign === undefined) return;
  let where: string;
  try {
    where = new URL(foreign, baseUrl).host;
  } catch {
    where = 'an unreadable address';
  }
  throw new ArchiveError(`${FOREIGN_LINK_REASON} (${where.slice(0, 200)}).`);
}

/**
 * Fetches a finished run's result files within the byte caps: the all-pages ZIP when there is one (one
 * request), else each JSON page in turn, only from the run's results folder on the profile's service.
 * Nothing is parsed yet. (Marketplace output records would cost one request per item.)
 */
export async function fetchRunPages(
  client: ServiceClient,
  links: Runner['download_links'],
  ref: { collectionId: number; runId: number },
): Promise<ResultPage[]> {
  checkLinks(client.baseUrl, links, ref);
  if (links.all_pages !== '') return zipPages(linkName(links.all_pages), await fetchFile(client, links.all_pages, MAX_FILE_BYTES));
  const listed = links.pages.filter((link) => /\.json$/i.test(linkName(link)));
  if (listed.length === 0) throw new ArchiveError('The run lists no JSON result page.');
  if (listed.length > MAX_RESULT_PAGES)
    throw new ArchiveError(`The run lists ${listed.length} result pages, more than the ${MAX_RESULT_PAGES} the desk reads.`);
  const pages: ResultPage[] = [];
  let total = 0;
  for (const link of listed) {
    const bytes = await fetchFile(client, link, MAX_RESULT_PAGE_BYTES);
    total += bytes.byteLength;
    if (total > MAX_FILE_BYTES) throw new ArchiveError(`The run's result pages come to more than ${sizeText(MAX_FILE_BYTES)}.`);
    pages.push({ name: linkName(link), bytes: () => bytes });
  }
  return pages;
}

/**
 * The output facts of a run's pages, one page unpacked and parsed at a time as they are asked for, their keys
 * settled by `keys` (region-keys.ts); a run whose pages hold more than `maxRecords` records is refused at the
 * page that goes past it.
 */
export function* pageFacts(pages: readonly ResultPage[], maxRecords: number, keys: KeyMapper = (facts) => facts): Generator<OutputFacts[]> {
  let records = 0;
  for (const page of pages) {
    const list = pageRecords(page.name, page.bytes());
    records += list.length;
    if (records > maxRecords) throw new ArchiveError(`The result files hold more than ${maxRecords} records, more than this run's items can give.`);
    yield keys(factsOf(list));
  }
}
