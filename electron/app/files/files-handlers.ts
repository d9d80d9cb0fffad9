import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { fileMethods } from '../../../shared/bridge/methods/files.ts';
import type { BridgeContext } from '../bridge/router.ts';
import type { Connection } from '../connection/connection.ts';
import { DeskError } from '../connection/desk-error.ts';
import { writeFileAtomic } from '../fs/atomic-write.ts';
import { linkFileName, safeFileName, serviceFileUrl } from './file-links.ts';

/** Asks where to save a file; null when the user cancelled. */
export type ChooseSavePath = (suggestedName: string) => Promise<string | null>;

/** The largest result page read into memory for viewing. */
export const MAX_RESULT_PAGE_BYTES = 8 * 1024 * 1024;

/** Picks a save path for `suggestedName` (made safe), or fails as `cancelled`. */
export async function pickSavePath(choose: ChooseSavePath | undefined, suggestedName: string): Promise<string> {
  if (!choose) throw new DeskError('internal', 'Saving files is not available in this mode.');
  const path = await choose(safeFileName(suggestedName));
  if (path === null || path === '') throw new DeskError('cancelled', 'Saving was cancelled.');
  return path;
}

/** Parses a JSON result page into records: an array's objects, or a single object. */
export function parseRecords(bytes: Uint8Array): Record<string, unknown>[] {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8').decode(bytes));
  } catch {
    throw new DeskError('service', 'That result file is not a JSON page; save it instead of viewing it.');
  }
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (Array.isArray(data)) return data.filter(isRecord);
  if (isRecord(data)) return [data];
  return [];
}

/** Handlers of the `files` area. */
export function filesHandlers(deps: { connection: Connection; chooseSavePath?: ChooseSavePath }): BridgeHandlers<typeof fileMethods, BridgeContext> {
  const { connection } = deps;
  return {
    'files.saveResult': async ({ url, suggestedName }) => {
      const client = await connection.activeClient();
      const target = serviceFileUrl(client.baseUrl, url);
      const path = await pickSavePath(deps.chooseSavePath, suggestedName.trim() || linkFileName(target));
      const saved = await client.download(target, path);
      return { path: saved.path, bytes: saved.bytes };
    },
    'files.saveText': async ({ suggestedName, text }) => {
      const path = await pickSavePath(deps.chooseSavePath, suggestedName);
      await writeFileAtomic(path, text);
      return { path, bytes: Buffer.byteLength(text) };
    },
    'files.readResultPage': async ({ url }) => {
      const client = await connection.activeClient();
      const file = await client.fetchBytes(serviceFileUrl(client.baseUrl, url), { maxBytes: MAX_RESULT_PAGE_BYTES });
      return { records: parseRecords(file.bytes) };
    },
  };
}
