import { LIMITS } from '../../../../shared/api/limits.ts';
import { itemKey } from '../../../../shared/csv/row-checks.ts';
import { unwrap } from '../../../lib/bridge-query.ts';
import { desk } from '../../../lib/desk.ts';

/** A collection's marketplace items by duplicate identity (domain, postcode, ASIN) → item id. */
export async function fetchMarketplaceItemIds(collectionId: number): Promise<Map<string, number>> {
  const answer = await unwrap(desk.marketplaceItems.list({ collection_id: collectionId, skip: 0, limit: LIMITS.itemsPerCollection }));
  const items = Array.isArray(answer) ? answer : answer.asin_list;
  const ids = new Map<string, number>();
  for (const item of items) {
    ids.set(itemKey('marketplace', { domain: item.domain.domain, customer_postcode: item.customer_postcode?.zipcode ?? '', asin: item.asin }), item.id);
  }
  return ids;
}

/** Sets one marketplace item's custom id (`marketplaceItems.update`). */
export async function setCustomId(itemId: number, customId: string): Promise<void> {
  await unwrap(desk.marketplaceItems.update({ asin_id: itemId, custom_id: customId }));
}
