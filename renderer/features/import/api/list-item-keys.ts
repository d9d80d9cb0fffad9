import { queryOptions } from '@tanstack/react-query';
import { LIMITS } from '../../../../shared/api/limits.ts';
import type { ItemType } from '../../../../shared/csv/item-columns.ts';
import { itemKey } from '../../../../shared/csv/row-checks.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { desk } from '../../../lib/desk.ts';
import { importKeys } from './keys.ts';

/** The duplicate identities of a collection's items and how many it holds. */
export interface CollectionItemKeys {
  readonly keys: readonly string[];
  readonly total: number;
}

/** Lists a collection's items in one call (a collection holds at most 5000) and keeps their identities. */
export async function fetchItemKeys(type: ItemType, collectionId: number): Promise<CollectionItemKeys> {
  const input = { collection_id: collectionId, skip: 0, limit: LIMITS.itemsPerCollection };
  if (type === 'marketplace') {
    const answer = await unwrap(desk.marketplaceItems.list({ ...input, with_count: 1 }));
    const items = Array.isArray(answer) ? answer : answer.asin_list;
    const total = Array.isArray(answer) ? answer.length : answer.total_count;
    return {
      total,
      keys: items.map((i) => itemKey('marketplace', { domain: i.domain.domain, customer_postcode: i.customer_postcode?.zipcode ?? '', asin: i.asin })),
    };
  }
  if (type === 'partsstore') {
    const answer = await unwrap(desk.partsstoreItems.list(input));
    return { total: answer.total, keys: answer.items.map((i) => itemKey('partsstore', { sku: i.sku, customer_postcode: i.customer_postcode })) };
  }
  const answer = await unwrap(desk.officestoreItems.list(input));
  return { total: answer.total, keys: answer.items.map((i) => itemKey('officestore', { sku: i.sku })) };
}

/** A collection's item identities, re-read at every check. */
export function itemKeysQuery(type: ItemType, collectionId: number) {
  return queryOptions({
    queryKey: importKeys.itemKeys(type, collectionId),
    queryFn: () => fetchItemKeys(type, collectionId),
    staleTime: 0,
  });
}
