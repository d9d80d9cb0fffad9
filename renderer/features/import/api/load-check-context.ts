import type { QueryClient } from '@tanstack/react-query';
import { LIMITS } from '../../../../shared/api/limits.ts';
import type { ItemType } from '../../../../shared/csv/item-columns.ts';
import { itemKey } from '../../../../shared/csv/row-checks.ts';
import type { CheckContext } from '../../../../shared/csv/row-checks.ts';
import { fetchItemsPage } from '../../../data/items.ts';
import type { ItemsPageAnswer } from '../../../data/items.ts';
import { liveItemCountQuery, roomLeft } from '../../../data/live-limits.ts';
import { domainsQuery, officestoreStoresQuery } from '../../../data/settings.ts';
import { zipcodesQuery } from '../../../data/zipcodes.ts';

/** A collection's items in one read (a collection holds at most 5000). */
export const ALL_ITEMS = { skip: 0, limit: LIMITS.itemsPerCollection };

/** The duplicate identities of the items of a page. */
export function itemKeysOf(page: ItemsPageAnswer): string[] {
  if (page.type === 'marketplace') {
    return page.items.map((i) => itemKey('marketplace', { domain: i.domain.domain, customer_postcode: i.customer_postcode?.zipcode ?? '', asin: i.asin }));
  }
  if (page.type === 'partsstore') return page.items.map((i) => itemKey('partsstore', { sku: i.sku, customer_postcode: i.customer_postcode }));
  return page.items.map((i) => itemKey('officestore', { sku: i.sku }));
}

/** A read that must reflect the service now (a check or an upload decides on it), whatever the cache holds. */
const NOW = { staleTime: 0 } as const;

/**
 * Loads what the row checks need from the service, in parallel: domains, the user's active postcodes,
 * officestore stores (officestore only), the collection's item identities and its remaining room.
 * Postcodes, items and the item count are re-read; domains and stores come from the shared cache.
 */
export async function loadCheckContext(client: QueryClient, type: ItemType, collectionId: number): Promise<CheckContext> {
  const [domains, postcodes, stores, items, count] = await Promise.all([
    client.fetchQuery(domainsQuery()),
    client.fetchQuery({ ...zipcodesQuery({ status: 'active' }), ...NOW }),
    type === 'officestore' ? client.fetchQuery(officestoreStoresQuery()) : Promise.resolve([]),
    fetchItemsPage(collectionId, type, ALL_ITEMS),
    client.fetchQuery(liveItemCountQuery(collectionId, type)),
  ]);
  return {
    domains,
    activePostcodes: postcodes.map((z) => ({ zipcode: z.zipcode, domainName: z.domain.domain })),
    storeIds: new Set(stores.map((s) => s.store_id)),
    existingKeys: new Set(itemKeysOf(items)),
    remainingRoom: roomLeft(count),
  };
}
