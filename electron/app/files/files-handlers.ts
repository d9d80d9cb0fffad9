import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { fileMethods } from '../../../shared/bridge/methods/files.ts';
import type { BridgeContext } from '../bridge/router.ts';
import type { Connection } from '../connection/connection.ts';
import { writeFileAtomic } from '../fs/atomic-write.ts';
import { linkFileName, serviceFileUrl } from './file-links.ts';
import { MAX_RESULT_PAGE_BYTES, parseRecords } from './result-pages.ts';
import { pickSavePath, type ChooseSavePath } from './save-path.ts';

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
