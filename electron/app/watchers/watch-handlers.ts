import { serviceContract } from '../../../shared/api/contract.ts';
import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { watchMethods } from '../../../shared/bridge/methods/watch.ts';
import type { BridgeContext } from '../bridge/router.ts';
import type { Connection } from '../connection/connection.ts';
import { DeskError } from '../connection/desk-error.ts';
import type { Watchers } from './watcher-manager.ts';

/** Handlers of the `watch` area; jobs are watched for the profile active at the time of the call. */
export function watchHandlers(deps: { watchers: Watchers; connection: Connection }): BridgeHandlers<typeof watchMethods, BridgeContext> {
  const { watchers, connection } = deps;
  return {
    'watch.zipcode': ({ zipcodeId }) => watchers.add({ kind: 'zipcode', profileId: connection.activeId(), zipcodeId }),
    'watch.scrape': async ({ collectionId }) => {
      const profileId = connection.activeId();
      const client = await connection.clientFor(profileId);
      const [runner] = await client.call(serviceContract.categoryScrape.result, { collection_id: collectionId });
      if (!runner) throw new DeskError('service', 'That category scrape has no result record yet.', 404);
      return watchers.add({ kind: 'scrape', profileId, collectionId, runnerId: runner.id });
    },
    'watch.run': ({ collectionId, runnerId }) => watchers.add({ kind: 'run', profileId: connection.activeId(), collectionId, runnerId }),
    'watch.list': async () => ({ watchers: watchers.list() }),
  };
}
