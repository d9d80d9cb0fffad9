import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { localCopyMethods } from '../../../shared/bridge/methods/local-copy.ts';
import type { BridgeContext } from '../bridge/router.ts';
import { DeskError } from '../connection/desk-error.ts';

/** Handlers of the `localCopy` area (first cut: an empty copy, so the renderer can be built against the contract). */
export function localCopyHandlers(): BridgeHandlers<typeof localCopyMethods, BridgeContext> {
  const empty = { asOf: null, offline: false };
  const profile = (profileId: string) => ({ profileId, bytes: 0, asOf: null, online: true, collections: 0, runs: 0, outputs: 0, retentionDays: null });
  return {
    'localCopy.collections': async () => ({ collections: [], ...empty }),
    'localCopy.items': async ({ collectionId }) => ({ collectionId, collection: null, items: [], ...empty }),
    'localCopy.runs': async ({ collectionId }) => ({ collectionId, runs: [], ...empty }),
    'localCopy.outputs': async ({ runId }) => {
      throw new DeskError('invalid-input', `Run ${runId} is not in the local copy yet.`);
    },
    'localCopy.history': async ({ collectionId, itemKey }) => ({ collectionId, itemKey, points: [], ...empty }),
    'localCopy.compare': async () => {
      throw new DeskError('invalid-input', 'Two archived runs are needed to compare.');
    },
    'localCopy.refresh': async () => ({ started: false }),
    'localCopy.status': async () => ({ profiles: [] }),
    'localCopy.setRetention': async ({ profileId, days }) => ({ ...profile(profileId), retentionDays: days }),
    'localCopy.purge': async ({ profileId }) => profile(profileId),
  };
}
