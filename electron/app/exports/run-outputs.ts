import { serviceContract } from '../../../shared/api/contract.ts';
import type { ServiceClient } from '../service/service-client.ts';
import { DeskError } from '../connection/desk-error.ts';
import { parseRecords } from '../files/result-pages.ts';

const { runs, categoryScrape } = serviceContract;

/** The largest result page read while building an export. */
const MAX_PAGE_BYTES = 64 * 1024 * 1024;
const RUNNERS_PER_PAGE = 50;
const MAX_RUNNER_PAGES = 20;

/** A finished run's result pages. */
interface RunPages {
  runnerId: number;
  pages: string[];
}

async function itemRunPages(client: ServiceClient, collectionId: number, runnerId: number | undefined): Promise<RunPages | null> {
  for (let page = 0; page < MAX_RUNNER_PAGES; page += 1) {
    const answer = await client.call(runs.results, { collection_id: collectionId, skip: page * RUNNERS_PER_PAGE, limit: RUNNERS_PER_PAGE });
    const runner = answer.items.find((r) => (runnerId === undefined ? r.is_download_generated : r.id === runnerId));
    if (runner) {
      if (!runner.is_download_generated) {
        throw new DeskError('invalid-input', `Run ${runner.id} has no results yet (it is ${runner.stage}). Export it once it is done.`);
      }
      return { runnerId: runner.id, pages: runner.download_links.pages };
    }
    if ((page + 1) * RUNNERS_PER_PAGE >= answer.total) return null;
  }
  return null;
}

async function categoryPages(client: ServiceClient, collectionId: number, runnerId: number | undefined): Promise<RunPages | null> {
  const answer = await client.call(categoryScrape.result, { collection_id: collectionId }).catch(() => null);
  const runner = answer?.[0];
  if (!runner || (runnerId !== undefined && runner.id !== runnerId) || !runner.is_download_generated) return null;
  return { runnerId: runner.id, pages: runner.download_links.pages };
}

/**
 * The records of a collection's run (the newest finished one unless `runnerId` is given), read from its
 * JSON result pages: item runs through the runs listing, category scrapes through their result.
 */
export async function runOutputRecords(
  client: ServiceClient,
  collectionId: number,
  runnerId?: number,
): Promise<{ runnerId: number; records: Record<string, unknown>[] }> {
  let found: RunPages | null;
  try {
    found = await itemRunPages(client, collectionId, runnerId);
  } catch (err) {
    // A category scrape's runner is not an item run; only a plain "no such collection" ends it here.
    if (err instanceof DeskError || (err as { kind?: unknown }).kind === 'credential-rejected') throw err;
    found = null;
  }
  found ??= await categoryPages(client, collectionId, runnerId);
  if (!found) {
    throw new DeskError(
      'invalid-input',
      runnerId === undefined
        ? `Collection ${collectionId} has no finished run with results yet. Run it and export once the run is done.`
        : `Run ${runnerId} of collection ${collectionId} was not found or has no results.`,
    );
  }
  const records: Record<string, unknown>[] = [];
  for (const link of found.pages.filter((p) => /\.json$/i.test(p.split('?')[0] ?? ''))) {
    const file = await client.fetchBytes(link, { maxBytes: MAX_PAGE_BYTES });
    records.push(...parseRecords(file.bytes));
  }
  return { runnerId: found.runnerId, records };
}
