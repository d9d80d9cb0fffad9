import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resultFileNameSchema } from '../../shared/api/runs.ts';
import { PRIVATE_FILE_MODE, privateDir } from '../store/private-files.ts';

/** The folder of one runner's result files: `<dataDir>/results/<collection_id>/<runner_id>/`. */
export function resultDir(dataDir: string, collectionId: number, runnerId: number): string {
  return join(dataDir, 'results', String(collectionId), String(runnerId));
}

/** Writes one result file atomically (temp file + rename), so a reader never sees half a file. */
export function writeResultFile(dir: string, name: string, bytes: Uint8Array | string): void {
  privateDir(dir);
  const tmp = join(dir, `.${name}.${process.pid}.tmp`);
  try {
    writeFileSync(tmp, bytes, { mode: PRIVATE_FILE_MODE });
    renameSync(tmp, join(dir, name));
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}

/** Reads a result file, or null when the name is not a plain file name or the file is missing. */
export function readResultFile(dir: string, name: string): Uint8Array | null {
  if (!resultFileNameSchema.safeParse(name).success || name.startsWith('.')) return null;
  const file = join(dir, name);
  if (!existsSync(file)) return null;
  return new Uint8Array(readFileSync(file));
}

/** The absolute URL of a result file. */
export function resultUrl(baseUrl: string, collectionId: number, runnerId: number, name: string): string {
  return `${baseUrl}/api/v1/results/${collectionId}/${runnerId}/${encodeURIComponent(name)}`;
}

/**
 * The content type a result file is served with. JSON result pages go out as
 * `application/octet-stream`, not `application/json`: clients tell a file from an error envelope by
 * content type (completions 5), and the 404 envelope is the only `application/json` answer here.
 */
export function resultContentType(name: string): string {
  if (name.endsWith('.zip')) return 'application/zip';
  if (name.endsWith('.csv')) return 'text/csv; charset=utf-8';
  return 'application/octet-stream';
}

/** A collection name made safe for a file name: runs of other characters become `_`. */
export function fileSafeName(name: string): string {
  const safe = name
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 100);
  return safe === '' ? 'Collection' : safe;
}
