import { unzipSync } from 'fflate';
import type { Runner } from '../../../shared/api/runs.ts';
import type { ServiceClient } from '../service/service-client.ts';

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

/** The largest result file fetched, and the most a ZIP may unpack to (a ZIP bomb stops here). */
const MAX_FILE_BYTES = 256 * 1024 * 1024;
const MAX_UNZIPPED_BYTES = 1024 * 1024 * 1024;

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

/** The records of an all-pages ZIP: only `.json` pages at its top level are expected, read in page order. */
function zipRecords(name: string, bytes: Uint8Array): Record<string, unknown>[] {
  const unexpected: string[] = [];
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        const ok = /^[^/\\]+\.json$/i.test(file.name) && !file.name.startsWith('.');
        if (!ok && !file.name.endsWith('/')) unexpected.push(file.name);
        total += file.originalSize;
        return ok && total <= MAX_UNZIPPED_BYTES;
      },
    });
  } catch {
    throw new ArchiveError(`${name} is not a readable ZIP (truncated or damaged).`);
  }
  if (unexpected.length > 0) throw new ArchiveError(`${name} holds an unexpected entry: ${unexpected.slice(0, 3).join(', ')}.`);
  if (total > MAX_UNZIPPED_BYTES) throw new ArchiveError(`${name} unpacks to more than 1 GB.`);
  const names = Object.keys(files).sort((a, b) => pageNumber(a) - pageNumber(b) || a.localeCompare(b));
  if (names.length === 0) throw new ArchiveError(`${name} holds no result pages.`);
  return names.flatMap((entry) => pageRecords(entry, files[entry] ?? new Uint8Array()));
}

/** Fetches one result file, turning a failure into an ArchiveError that says which file and why. */
async function fetchFile(client: ServiceClient, link: string): Promise<Uint8Array> {
  const name = linkName(link);
  try {
    return (await client.fetchBytes(link, { maxBytes: MAX_FILE_BYTES })).bytes;
  } catch (error) {
    const { kind, code, message } = error as { kind?: unknown; code?: unknown; message?: unknown };
    if (kind === 'service' && code === 404) throw new ArchiveError(`${name} is missing on the service.`);
    const transient = kind === 'network' || kind === 'timeout';
    throw new ArchiveError(`${name} could not be fetched: ${typeof message === 'string' ? message : 'unknown error'}`, transient);
  }
}

/**
 * A finished run's records from its result files: the all-pages ZIP when there is one (one request),
 * else each JSON page in turn. (Marketplace output records would cost one request per item.)
 */
export async function fetchRunRecords(client: ServiceClient, links: Runner['download_links']): Promise<Record<string, unknown>[]> {
  if (links.all_pages !== '') return zipRecords(linkName(links.all_pages), await fetchFile(client, links.all_pages));
  const pages = links.pages.filter((link) => /\.json$/i.test(linkName(link)));
  if (pages.length === 0) throw new ArchiveError('The run lists no JSON result page.');
  const records: Record<string, unknown>[] = [];
  for (const link of pages) records.push(...pageRecords(linkName(link), await fetchFile(client, link)));
  return records;
}
