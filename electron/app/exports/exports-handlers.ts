import { rename, rm, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { exportMethods } from '../../../shared/bridge/methods/exports.ts';
import { toCsv } from '../../../shared/csv/csv-write.ts';
import type { BridgeContext } from '../bridge/router.ts';
import type { Connection } from '../connection/connection.ts';
import { pickSavePath } from '../files/files-handlers.ts';
import type { ChooseSavePath } from '../files/files-handlers.ts';
import { outputsTable } from './outputs-table.ts';
import { runOutputRecords } from './run-outputs.ts';
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

/** Handlers of the `exports` area. */
export function exportsHandlers(deps: { connection: Connection; chooseSavePath?: ChooseSavePath }): BridgeHandlers<typeof exportMethods, BridgeContext> {
  return {
    'exports.runOutputs': async ({ collectionId, runnerId, format }) => {
      const client = await deps.connection.activeClient();
      const run = await runOutputRecords(client, collectionId, runnerId);
      const table = outputsTable(run.records);
      const bytes =
        format === 'csv'
          ? // The BOM makes spreadsheet apps read the file as UTF-8 (prices carry £, €).
          new TextEncoder().encode(`\uFEFF${toCsv(table.headers, table.rows)}`)
          : buildXlsx(table.headers, table.rows, `Run ${run.runnerId}`);
      const path = await pickSavePath(deps.chooseSavePath, `collection-${collectionId}-run-${run.runnerId}-outputs.${format}`);
      await saveBytes(path, bytes);
      return { path, bytes: bytes.byteLength, rows: table.rows.length, runnerId: run.runnerId };
    },
  };
}
