import type { RequestType } from '../../../../shared/api/collections.ts';
import type { MarketplaceItem } from '../../../../shared/api/marketplace-items.ts';
import type { OfficestoreItem } from '../../../../shared/api/officestore-items.ts';
import type { Part } from '../../../../shared/api/partsstore-items.ts';
import { OFFICESTORE_DOMAIN, PARTSSTORE_DOMAIN } from '../../../../shared/api/settings.ts';
import type { ItemsPageAnswer } from '../../../data/items.ts';
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

/** One page of items with the service's total. */
export interface ItemsPageData {
  total: number;
  rows: ItemRow[];
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

/** A marketplace ASIN row as the table shows it. */
export function marketplaceRow(item: MarketplaceItem): ItemRow {
  return {
    id: item.id,
    code: item.asin,
    domain: item.domain.domain,
    domainId: item.domain.id,
    postcode: item.customer_postcode?.zipcode ?? '',
    postcodeId: item.customer_postcode?.id ?? null,
    customId: item.custom_id ?? null,
    includeRawHtml: item.include_raw_html,
    output: item.output,
    created: item.created_at,
  };
}

/** A partsstore part as the table shows it. */
export function partRow(item: Part): ItemRow {
  return { id: item.id, code: item.sku, postcode: item.customer_postcode, created: item.created_at };
}

/** An officestore SKU as the table shows it. */
export function officestoreRow(item: OfficestoreItem): ItemRow {
  return { id: item.id, code: item.sku, postcode: item.customer_postcode, store: item.store_id, created: item.created_at };
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
export function localItemRows(answer: { items: readonly LocalItem[]; asOf: string | null }): { rows: ItemRow[]; asOf: string | null } {
  return { rows: answer.items.map(localItemRow), asOf: answer.asOf };
}

/** A page of items as the service answered it, as table rows (a stable function, so `select` keeps its result). */
export function itemsPageRows(page: ItemsPageAnswer): ItemsPageData {
  if (page.type === 'marketplace') return { total: page.total, rows: page.items.map(marketplaceRow) };
  if (page.type === 'partsstore') return { total: page.total, rows: page.items.map(partRow) };
  return { total: page.total, rows: page.items.map(officestoreRow) };
}

/** The most items a collection holds (interface section 8). */
export const COLLECTION_CAPACITY = 5000;

/** The page sizes offered for the items table. */
export const ITEM_PAGE_SIZES = [100, 500, 1000, 5000] as const;
