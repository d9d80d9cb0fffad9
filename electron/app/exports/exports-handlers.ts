import { rename, rm, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { exportMethods } from '../../../shared/bridge/methods/exports.ts';
import type { BridgeContext } from '../bridge/router.ts';
import type { Connection } from '../connection/connection.ts';
import { safeFileName } from '../files/file-links.ts';
import { pickSavePath } from '../files/save-path.ts';
import type { ChooseSavePath } from '../files/save-path.ts';
import type { LocalCopy } from '../local-copy/local-copy.ts';
import { changesTable } from './changes-table.ts';
import { localViewTable } from './local-view-table.ts';
import type { LocalView } from './local-view-table.ts';
import { outputsTable } from './outputs-table.ts';
import { runOutputRecords } from './run-outputs.ts';
import { typedCsv } from './typed-csv.ts';
import type { TypedTable } from './typed-table.ts';
import { buildXlsx } from './xlsx.ts';

/** Writes a file through `<path>.part` and a rename, so a cut-off write never looks like a finished file. */
export async function saveBytes(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const part = `${path}.part`;
  try {
    await writeFile(part, bytes);
    await rename(part, path);
  } catch (err) {
    await rm(part, { force: true });
    throw err;
  }
}

/** The file of a typed table in the chosen format. */
function encode(table: TypedTable, format: 'csv' | 'xlsx', sheet: string): Uint8Array {
  return format === 'csv' ? typedCsv(table) : buildXlsx(table, sheet);
}

/** Handlers of the `exports` area. */

/** The sheet each local view is saved under (a run's outputs are named by their run). */
function sheetOf(view: LocalView): string {
  if (view.kind === 'outputs') return `Run ${view.runId}`;
  return { comparison: 'Comparison', history: 'Item history', items: 'Items', regional: 'Regional prices' }[view.kind];
}

export function exportsHandlers(deps: {
  connection: Connection;
  localCopy: LocalCopy;
  chooseSavePath?: ChooseSavePath;
}): BridgeHandlers<typeof exportMethods, BridgeContext> {
  const save = async (table: TypedTable, format: 'csv' | 'xlsx', name: string, sheet: string) => {
    const bytes = encode(table, format, sheet);
    const path = await pickSavePath(deps.chooseSavePath, `${safeFileName(name, 'export')}.${format}`);
    await saveBytes(path, bytes);
    return { path, bytes: bytes.byteLength, rows: table.rows.length };
  };
  return {
    'exports.runOutputs': async ({ collectionId, runnerId, format }) => {
      const client = await deps.connection.activeClient();
      const run = await runOutputRecords(client, collectionId, runnerId);
      const saved = await save(outputsTable(run.records), format, `collection-${collectionId}-run-${run.runnerId}-outputs`, `Run ${run.runnerId}`);
      return { ...saved, runnerId: run.runnerId };
    },
    'exports.localView': async ({ collectionId, view, format }) => {
      const { table, name } = await deps.localCopy.read((reads) => localViewTable(reads, collectionId, view));
      return save(table, format, name, sheetOf(view));
    },
    'exports.changes': async ({ filter, format }) => {
      const { table, name } = await deps.localCopy.useStore((store) => changesTable(store, filter));
      return save(table, format, name, 'Changes');
    },
  };
}
