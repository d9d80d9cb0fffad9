import type { DatabaseSync } from 'node:sqlite';
import { PRIORITIES, type Priority } from '../../shared/api/collections.ts';
import type { Runner, RunnerStage } from '../../shared/api/runs.ts';
import { resultUrl } from './result-store.ts';

/** A `runners` row as stored. */
export interface RunnerRow {
  id: number;
  collection_id: number;
  user_id: number;
  kind: 'items' | 'category';
  stage: string;
  priority_rank: number;
  item_count: number;
  processed_count: number;
  failed_count: number;
  asin_count: number;
  asins_json: string | null;
  is_download_generated: number;
  files_json: string;
  run_seed: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** The queue rank of a priority: 0 for `Highest` … 4 for `Lowest` (unknown values rank as `Normal`). */
export function priorityRank(priority: string): number {
  const rank = PRIORITIES.indexOf(priority as Priority);
  return rank >= 0 ? rank : PRIORITIES.indexOf('Normal');
}

/** Reads one runner row. */
export function getRunnerRow(db: DatabaseSync, runnerId: number): RunnerRow | undefined {
  return db.prepare('SELECT * FROM runners WHERE id = ?').get(runnerId) as RunnerRow | undefined;
}

/** The file names a runner has written, in link order. */
export function runnerFiles(row: Pick<RunnerRow, 'files_json'>): string[] {
  try {
    const parsed: unknown = JSON.parse(row.files_json);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A runner's `download_links`: every file but the zip under `pages`, the zip (if any) as `all_pages`.
 * Built at read time from file names, so links follow the sandbox's current address.
 */
export function downloadLinks(baseUrl: string, row: Pick<RunnerRow, 'collection_id' | 'id' | 'files_json'>): Runner['download_links'] {
  const files = runnerFiles(row);
  const url = (name: string): string => resultUrl(baseUrl, row.collection_id, row.id, name);
  const zip = files.find((name) => name.endsWith('.zip'));
  return { pages: files.filter((name) => name !== zip).map(url), all_pages: zip ? url(zip) : '' };
}

// A category runner listed among runs: its `scraping` stage reads as `processing`, products as items.
function runnerStage(row: RunnerRow): RunnerStage {
  if (row.stage === 'scraping') return 'processing';
  return row.stage === 'queued' || row.stage === 'done' || row.stage === 'failed' ? row.stage : 'processing';
}

/** The Runner record of completions 5. */
export function runnerRecord(baseUrl: string, row: RunnerRow): Runner {
  const category = row.kind === 'category';
  return {
    id: row.id,
    collection: row.collection_id,
    stage: runnerStage(row),
    is_download_generated: row.is_download_generated === 1,
    item_count: category ? row.asin_count : row.item_count,
    processed_count: category ? row.asin_count : row.processed_count,
    failed_count: row.failed_count,
    download_links: downloadLinks(baseUrl, row),
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}
