/**
 * The local copy's row model: the rows both stores (the embedded SQLite copy and a team copy in PostgreSQL)
 * read and write, and how a stored row becomes what the screens show. Dialect-free, so neither store imports
 * the other.
 */
import type { Runner } from '../../../shared/api/runs.ts';
import type { WatchRuleKind } from '../../../shared/watch/watch-rules.ts';
import type { LocalOutput, LocalRun } from '../../../shared/bridge/methods/local-copy.ts';
import { DeskError } from '../connection/desk-error.ts';
import { shownTitle } from './row-checks.ts';

const price = (cents: number | null): number | null => (cents === null ? null : cents / 100);
/** A stored output's other fields (the result record's, as archived). */
export type Details = Record<string, string | number | boolean | null>;
const textOf = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** One item as the local copy keeps it (from any of the three item list answers). */
export interface ItemRow {
  itemId: number;
  key: string;
  type: 'marketplace' | 'partsstore' | 'officestore';
  code: string;
  postcode: string | null;
  domain: string | null;
  storeId: string | null;
  customId: string | null;
  createdAt: string;
  /** Marketplace only: whether raw HTML is kept, and the output format. */
  includeRawHtml: boolean | null;
  output: 'JSON' | 'HTML' | null;
}

/** A run's listing facts plus where its result files are, as the runs listing gives them. */
export type RunListing = Pick<
  Runner,
  'id' | 'stage' | 'created_at' | 'finished_at' | 'item_count' | 'processed_count' | 'failed_count' | 'download_links' | 'is_download_generated'
> & { kind: 'items' | 'category' };

/** What the copy held of a collection at its last sync: the facts the cheap reads are compared with. */
export interface StoredFacts {
  id: number;
  /** The record's item count and last run as last seen. */
  itemCount: number | null;
  lastRunAt: string | null;
  itemsSyncedAt: string | null;
  runsSyncedAt: string | null;
  /** Whether a run of it was queued or under way. */
  unfinished: boolean;
}

/** A run waiting for its outputs. */
export interface RunToArchive {
  id: number;
  collectionId: number;
  kind: 'items' | 'category';
  links: Runner['download_links'];
  /** The run's item count as listed (its result files hold about as many records). */
  itemCount: number;
  attempts: number;
}

// Both caps are kept by the stores as well as the sync's archiving, so they live with the row model, below both.
/** The most result pages (ZIP entries or listed JSON pages) read, and kept, for one run. */
export const MAX_RESULT_PAGES = 1000;

/** Attempts at archiving a run that never ended (the desk stopped midway) before it is not tried again. */
export const MAX_UNFINISHED_ATTEMPTS = 3;

/** The reason shown on a run whose archiving the desk never got through, a few times in a row. */
export const STOPPED_REASON = `The desk stopped ${MAX_UNFINISHED_ATTEMPTS} times while archiving this run (its result files may be too large to read here), so it is not tried again. Its result files can still be downloaded.`;

/** A run row as both stores give it (links as JSON text). */
export interface RunRow {
  id: number;
  kind: string;
  stage: string;
  created_at: string;
  finished_at: string | null;
  item_count: number;
  processed_count: number;
  failed_count: number;
  archive: string;
  reason: string | null;
  output_count: number;
  links: string;
}

/** A run's result files as stored (the runs listing's `download_links`). */
function filesOf(links: string): LocalRun['files'] {
  try {
    const parsed = JSON.parse(links) as { pages?: unknown; all_pages?: unknown };
    const pages = Array.isArray(parsed.pages) ? parsed.pages.filter((p): p is string => typeof p === 'string') : [];
    return { pages, allPages: typeof parsed.all_pages === 'string' ? parsed.all_pages : '' };
  } catch {
    return { pages: [], allPages: '' };
  }
}

/** A stored run as the screens see it. */
export function runOf(r: RunRow): LocalRun {
  return {
    runId: r.id,
    kind: r.kind === 'category' ? 'category' : 'items',
    stage: r.stage as LocalRun['stage'],
    createdAt: r.created_at,
    finishedAt: r.finished_at,
    itemCount: r.item_count,
    processedCount: r.processed_count,
    failedCount: r.failed_count,
    archive: r.archive as LocalRun['archive'],
    reason: r.reason,
    outputCount: r.output_count,
    files: filesOf(r.links),
  };
}

/** An output row as both stores give it: the price in cents, its other fields as stored. */
export interface OutputRow {
  key: string;
  price: number | null;
  price_text: string | null;
  currency: string | null;
  availability: string | null;
  in_stock: boolean | null;
  stock: number | null;
  fields: Details;
}

/** An output as the screens show it: its stored fields with the price, availability and stock as archived. */
export function outputOf(r: OutputRow): LocalOutput {
  const fields: Details = { ...r.fields };
  if (r.price_text !== null) fields.price = r.price_text;
  if (r.availability !== null) fields.availability = r.availability;
  if (r.stock !== null) fields.stock = r.stock;
  return {
    key: r.key,
    code: textOf(fields.asin) ?? textOf(fields.sku) ?? r.key,
    title: shownTitle(fields.title),
    price: price(r.price),
    currency: r.currency,
    availability: r.availability,
    inStock: r.in_stock,
    fields,
  };
}

/**
 * The ids of the two runs to compare: the ones asked for, else (for the one not given) the last two archived
 * runs with outputs (`recent`, oldest first).
 */
export function comparedIds(recent: readonly number[], runA?: number, runB?: number): [number, number] {
  if (runA !== undefined && runB !== undefined) return [runA, runB];
  const [first, second] = recent;
  if (first === undefined || second === undefined) {
    throw new DeskError('invalid-input', 'Two archived runs are needed to compare; run the collection again once this run is done.');
  }
  return runB !== undefined ? [first === runB ? second : first, runB] : runA !== undefined ? [runA, second === runA ? first : second] : [first, second];
}

/** The two runs compared, older first; each must be archived. */
export function comparedPair(a: LocalRun, b: LocalRun): { a: LocalRun; b: LocalRun } {
  for (const run of [a, b]) {
    if (run.archive !== 'archived') throw new DeskError('invalid-input', `Run ${run.runId} is not archived in the local copy (${run.archive}).`);
  }
  return a.runId <= b.runId ? { a, b } : { a: b, b: a };
}

/** What the rules found in one newly archived run: the line its notification says. */
export interface RunMatches {
  collectionId: number;
  collectionName: string;
  runId: number;
  /** Matches per rule, with the currency their prices are in (an amount rule's notice says it), when any. */
  counts: { kind: WatchRuleKind; value: number | null; count: number; currency: string | null }[];
  total: number;
}
