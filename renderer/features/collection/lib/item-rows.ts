import type { RequestType } from '../../../../shared/api/collections.ts';
import { OFFICESTORE_DOMAIN, PARTSSTORE_DOMAIN } from '../../../../shared/api/settings.ts';
import type { LocalItem } from '../../../../shared/bridge/methods/local-copy.ts';

/** The item collection types this page manages. */
export type ItemType = 'marketplace' | 'partsstore' | 'officestore';

/** One item as the table shows it, whatever its type; fields a type lacks stay undefined. */
export interface ItemRow {
  id: number;
  /** ASIN (marketplace) or product code / SKU. */
  code: string;
  postcode: string;
  created: string;
  /** Marketplace only. */
  domain?: string;
  domainId?: number;
  postcodeId?: number | null;
  customId?: string | null;
  includeRawHtml?: boolean;
  output?: 'JSON' | 'HTML';
  /** Officestore only. */
  store?: string;
}

/** The item type of a collection, or null for a category scrape (not managed here). */
export function itemTypeOf(requestType: RequestType): ItemType | null {
  return requestType === 'marketplace' || requestType === 'partsstore' || requestType === 'officestore' ? requestType : null;
}

/** How the service names an item of a type: "ASIN", "part", "SKU". */
export function itemNoun(type: ItemType, plural = false): string {
  if (type === 'marketplace') return plural ? 'ASINs' : 'ASIN';
  if (type === 'partsstore') return plural ? 'parts' : 'part';
  return plural ? 'SKUs' : 'SKU';
}

/** The label of the code field of a type. */
export function codeLabel(type: ItemType): string {
  return type === 'marketplace' ? 'ASIN' : type === 'partsstore' ? 'Product code' : 'SKU';
}

/** The code's name inside a sentence: "ASIN", "product code", "SKU". */
export function codeWord(type: ItemType): string {
  return type === 'partsstore' ? 'product code' : codeLabel(type);
}

/** The one domain whose postcodes a non-marketplace type uses (null: marketplace picks its domain). */
export function fixedDomainOf(type: ItemType): string | null {
  if (type === 'partsstore') return PARTSSTORE_DOMAIN;
  if (type === 'officestore') return OFFICESTORE_DOMAIN;
  return null;
}

/** An item of the local copy as the table shows it (the same fields the service's lists give). */
export function localItemRow(item: LocalItem): ItemRow {
  return {
    id: item.itemId,
    code: item.code,
    postcode: item.postcode ?? '',
    created: item.createdAt,
    ...(item.domain === null ? {} : { domain: item.domain }),
    ...(item.type === 'marketplace' ? { customId: item.customId } : {}),
    ...(item.includeRawHtml === null ? {} : { includeRawHtml: item.includeRawHtml }),
    ...(item.output === null ? {} : { output: item.output }),
    ...(item.storeId === null ? {} : { store: item.storeId }),
  };
}

/** Every item of the local copy as table rows (a stable function, so `select` keeps its result). */
export function localItemRows(answer: { items: readonly LocalItem[]; synced: boolean }): { rows: ItemRow[]; synced: boolean } {
  return { rows: answer.items.map(localItemRow), synced: answer.synced };
}

/** The most items a collection holds (interface section 8). */
export const COLLECTION_CAPACITY = 5000;
