import type { QueryClient } from '@tanstack/react-query';
import { itemKey } from '../../../../shared/csv/row-checks.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { fetchMarketplaceItemIds, setCustomId } from '../api/set-custom-id.ts';
import { invalidateAfterUpload } from '../api/upload-bulk.ts';
import type { GridRow } from '../lib/import-rows.ts';
import { patchSession, session } from './import-session-store.ts';
import type { CustomIdFailure, CustomIdRun } from './import-session-store.ts';

/** Rows whose custom id is set after the upload: added, with a custom id. */
export function customIdRows(rows: readonly GridRow[]): GridRow[] {
  return rows.filter((row) => row.outcome === 'sent-ok' && (row.values.custom_id ?? '') !== '');
}

/**
 * Sets the custom ids the bulk upload cannot carry on the items it created: reads the collection once to
 * find each row's item, then updates them one by one with progress. A cancel leaves the rest unset; every
 * row not set is listed with why, so it can be tried again.
 */
export async function applyCustomIds(collectionId: number, rows: readonly GridRow[]): Promise<CustomIdRun> {
  const total = rows.length;
  const failed: CustomIdFailure[] = [];
  const fail = (row: GridRow, message: string) => failed.push({ rowNumber: row.rowNumber, customId: row.values.custom_id ?? '', message });
  patchSession({ progress: { step: 'custom-ids', done: 0, total } });
  let ids: Map<string, number>;
  try {
    ids = await fetchMarketplaceItemIds(collectionId);
  } catch (error) {
    const message = `The collection could not be read: ${asBridgeError(error).message}`;
    for (const row of rows) fail(row, message);
    return { set: 0, failed };
  }
  let set = 0;
  for (const [done, row] of rows.entries()) {
    const id = ids.get(itemKey('marketplace', row.values));
    if (session().stopping) fail(row, 'Not set: the upload was cancelled first.');
    else if (id === undefined) fail(row, 'Its item is no longer in the collection.');
    else {
      try {
        await setCustomId(id, row.values.custom_id ?? '');
        set++;
      } catch (error) {
        fail(row, asBridgeError(error).message);
      }
    }
    patchSession({ progress: { step: 'custom-ids', done: done + 1, total } });
  }
  return { set, failed };
}

/** Sets custom ids on added rows in each collection they went to (a split import fills several). */
export async function applyCustomIdsByCollection(rows: readonly GridRow[]): Promise<CustomIdRun> {
  const chosen = session().target?.id ?? 0;
  const groups = Map.groupBy(rows, (row) => row.collectionId ?? chosen);
  let set = 0;
  const failed: CustomIdFailure[] = [];
  for (const [collectionId, group] of groups) {
    const run = await applyCustomIds(collectionId, group);
    set += run.set;
    failed.push(...run.failed);
  }
  return { set, failed };
}

/** Tries the custom ids that were not set again (the summary's "Try again"). */
export async function retryCustomIds(client: QueryClient): Promise<void> {
  const s = session();
  if (s.target === null || s.customIds === null || s.phase !== 'review') return;
  const again = new Set(s.customIds.failed.map((f) => f.rowNumber));
  const rows = customIdRows(s.rows).filter((row) => again.has(row.rowNumber));
  if (rows.length === 0) return;
  patchSession({ phase: 'uploading', stopping: false, error: null });
  const run = await applyCustomIdsByCollection(rows);
  await Promise.all([...new Set(rows.map((row) => row.collectionId ?? s.target?.id ?? 0))].map((id) => invalidateAfterUpload(client, id)));
  patchSession({ phase: 'review', progress: null, stopping: false, customIds: { set: s.customIds.set + run.set, failed: run.failed } });
}
