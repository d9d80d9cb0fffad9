import type { LocalItem } from '../../../../shared/bridge/methods/local-copy.ts';

/**
 * How many products the Regional tab would list, or null when the collection's items sit at fewer than two
 * postcodes (no tab). Read from the items the page already holds, so deciding on the tab reads nothing more
 * (and a team-copy row left out is counted once, by the read that shows it).
 */
export function regionalProducts(items: readonly Pick<LocalItem, 'postcode' | 'domain' | 'code'>[]): number | null {
  const postcodes = new Set<string>();
  const products = new Set<string>();
  for (const item of items) {
    if (item.postcode === null || item.postcode === '') continue;
    postcodes.add(item.postcode);
    products.add(item.domain ? `${item.domain}|${item.code}` : item.code);
  }
  return postcodes.size >= 2 ? products.size : null;
}
