import { join } from 'node:path';
import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { importMethods } from '../../../shared/bridge/methods/imports.ts';
import type { BridgeContext } from '../bridge/router.ts';
import { createImportJournal } from './import-journal.ts';
import type { ImportJournalOptions } from './import-journal.ts';

/**
 * Handlers of the `imports` area: CSV import journals under `<dataDir>/imports/`. A refused operation
 * throws an ImportJournalError, which carries `kind: 'invalid-input'` for the router.
 */
export function importHandlers(deps: { dataDir: string; onCorrupt?: ImportJournalOptions['onCorrupt'] }): BridgeHandlers<typeof importMethods, BridgeContext> {
  const journals = createImportJournal({ dir: join(deps.dataDir, 'imports'), ...(deps.onCorrupt ? { onCorrupt: deps.onCorrupt } : {}) });
  return {
    'imports.list': () => journals.list(),
    'imports.get': ({ id }) => journals.get(id),
    'imports.save': ({ journal }) => journals.save(journal),
    'imports.saveRows': ({ change }) => journals.saveRows(change),
    'imports.discard': async ({ id }) => ({ discarded: await journals.discard(id) }),
  };
}
