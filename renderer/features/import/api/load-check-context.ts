import type { QueryClient } from '@tanstack/react-query';
import { LIMITS } from '../../../../shared/api/limits.ts';
import type { ItemType } from '../../../../shared/csv/item-columns.ts';
import type { CheckContext } from '../../../../shared/csv/row-checks.ts';
import { collectionQuery } from './get-collection.ts';
import { activePostcodesQuery } from './list-active-postcodes.ts';
import { domainsQuery } from './list-domains.ts';
import { itemKeysQuery } from './list-item-keys.ts';
import { officestoreStoresQuery } from './list-officestore-stores.ts';

/**
 * Loads what the row checks need from the service, in parallel: domains, the user's active postcodes,
 * officestore stores (officestore only), the collection's item identities and its remaining room.
 * Postcodes, items and the collection are always re-read; domains and stores come from the cache.
 */
export async function loadCheckContext(client: QueryClient, type: ItemType, collectionId: number): Promise<CheckContext> {
  const [domains, activePostcodes, storeIds, items, collection] = await Promise.all([
    client.fetchQuery(domainsQuery()),
    client.fetchQuery(activePostcodesQuery()),
    type === 'officestore' ? client.fetchQuery(officestoreStoresQuery()) : Promise.resolve([] as string[]),
    client.fetchQuery(itemKeysQuery(type, collectionId)),
    client.fetchQuery(collectionQuery(collectionId)),
  ]);
  const held = Math.max(items.total, collection.item_count);
  return {
    domains,
    activePostcodes,
    storeIds: new Set(storeIds),
    existingKeys: new Set(items.keys),
    remainingRoom: Math.max(0, LIMITS.itemsPerCollection - held),
  };
}
