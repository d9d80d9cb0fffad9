import { serviceContract } from '../../../shared/api/contract.ts';
import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import type { itemMethods } from '../../../shared/bridge/methods/items.ts';
import type { BridgeContext } from '../bridge/router.ts';
import type { Connection } from '../connection/connection.ts';
import { safeFileName } from '../files/file-links.ts';

const BULK_ENDPOINTS = {
  marketplace: serviceContract.marketplaceItems.createBulk,
  partsstore: serviceContract.partsstoreItems.createBulk,
  officestore: serviceContract.officestoreItems.createBulk,
} as const;

/** Handlers of the `items` area: bulk CSV uploads as multipart forms, sent once (never retried). */
export function itemsHandlers(deps: { connection: Connection }): BridgeHandlers<typeof itemMethods, BridgeContext> {
  return {
    'items.uploadBulk': async ({ type, collectionId, csv, fileName }) => {
      const client = await deps.connection.activeClient();
      const file = { name: safeFileName(fileName, 'items.csv'), bytes: new TextEncoder().encode(csv), type: 'text/csv' };
      return client.upload(BULK_ENDPOINTS[type], { collection_id: collectionId }, file);
    },
  };
}
