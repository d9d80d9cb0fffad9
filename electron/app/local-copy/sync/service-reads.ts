import type { Collection } from '../../../../shared/api/collections.ts';
import { serviceContract } from '../../../../shared/api/contract.ts';
import { LIMITS } from '../../../../shared/api/limits.ts';
import type { ServiceClient } from '../../service/service-client.ts';
import type { ItemRow, RunListing } from '../copy-model.ts';
import { regionKey } from '../record-fields.ts';
import { checkListCap, COLLECTION_LIST, ITEM_LIST } from './read-caps.ts';

const { collections, marketplaceItems, partsstoreItems, officestoreItems, runs, categoryScrape } = serviceContract;

/**
 * Rows asked for per items page: a whole collection (the interface sets no cap on `limit`), so keeping the
 * open collection current costs one request; a service that answers fewer rows is paged on by its total.
 */
const PAGE = LIMITS.itemsPerCollection;
/** The most runs of a collection read per refresh (newest first). */
const MAX_RUNS = 1000;
/** Runs per page: the newest few usually reach the runs already known, which ends the read. */
const RUN_PAGE = 25;

/** Every collection of the account, newest first. */
export async function listAllCollections(client: ServiceClient): Promise<Collection[]> {
  const all: Collection[] = [];
  for (let skip = 0; ; skip += COLLECTION_LIST.pageSize) {
    const page = await client.call(collections.list, { skip, limit: COLLECTION_LIST.pageSize });
    all.push(...page.items);
    checkListCap(COLLECTION_LIST, skip / COLLECTION_LIST.pageSize + 1, all.length);
    if (page.items.length === 0 || all.length >= page.total) return all;
  }
}

/** Every item of an item collection as local rows (up to the service’s 5000), in as few pages as the service allows. */
export async function listAllItems(client: ServiceClient, collection: Pick<Collection, 'id' | 'request_type'>): Promise<ItemRow[]> {
  const rows: ItemRow[] = [];
  const id = collection.id;
  let pages = 0;
  for (let skip = 0; ; skip = rows.length) {
    let got: number;
    let total: number | null;
    if (collection.request_type === 'marketplace') {
      const answer = await client.call(marketplaceItems.list, { collection_id: id, skip, limit: PAGE, with_count: 1 });
      const list = Array.isArray(answer) ? answer : answer.asin_list;
      total = Array.isArray(answer) ? null : answer.total_count;
      for (const a of list) {
        rows.push({
          itemId: a.id,
          key: regionKey(a.asin, a.domain.domain, a.customer_postcode?.zipcode ?? null),
          type: 'marketplace',
          code: a.asin,
          postcode: a.customer_postcode?.zipcode ?? null,
          domain: a.domain.domain,
          storeId: null,
          customId: a.custom_id ?? null,
          createdAt: a.created_at,
          includeRawHtml: a.include_raw_html,
          output: a.output,
        });
      }
      got = list.length;
    } else if (collection.request_type === 'partsstore') {
      const page = await client.call(partsstoreItems.list, { collection_id: id, skip, limit: PAGE });
      total = page.total;
      for (const p of page.items) {
        rows.push({
          itemId: p.id,
          key: `${p.sku}@${p.customer_postcode}`,
          type: 'partsstore',
          code: p.sku,
          postcode: p.customer_postcode,
          domain: null,
          storeId: null,
          customId: null,
          createdAt: p.created_at,
          includeRawHtml: null,
          output: null,
        });
      }
      got = page.items.length;
    } else if (collection.request_type === 'officestore') {
      const page = await client.call(officestoreItems.list, { collection_id: id, skip, limit: PAGE });
      total = page.total;
      for (const o of page.items) {
        rows.push({
          itemId: o.id,
          key: `${o.sku}@${o.store_id}`,
          type: 'officestore',
          code: o.sku,
          postcode: o.customer_postcode,
          domain: null,
          storeId: o.store_id,
          customId: null,
          createdAt: o.created_at,
          includeRawHtml: null,
          output: null,
        });
      }
      got = page.items.length;
    } else {
      return rows; // A category scrape has no items of its own: its products are the outputs of its run.
    }
    pages += 1;
    checkListCap(ITEM_LIST, pages, rows.length);
    // Done when the total is reached, or (no total given) a page came back short.
    if (got === 0 || (total !== null ? rows.length >= total : got < PAGE)) return rows;
  }
}

/**
 * A collection's runs, newest first (a category scrape's one runner through its result endpoint). Paging
 * stops at a page whose runs are all `known` (the copy holds them ended), so a refresh reads the new runs only.
 */
export async function listRuns(
  client: ServiceClient,
  collection: Pick<Collection, 'id' | 'request_type' | 'created_at' | 'updated_at' | 'last_run_at'>,
  known: (run: RunListing) => boolean = () => false,
): Promise<RunListing[]> {
  if (collection.request_type === 'marketplace_category_scrape') {
    const answer = await client.call(categoryScrape.result, { collection_id: collection.id });
    return answer.map((r) => ({
      id: r.id,
      kind: 'category',
      stage: r.stage === 'scraping' ? 'processing' : r.stage,
      // The scrape's result carries no times: its collection's say when it was queued and last changed.
      created_at: collection.last_run_at ?? collection.created_at,
      finished_at: r.stage === 'done' || r.stage === 'failed' ? collection.updated_at : null,
      item_count: r.asin_count,
      processed_count: r.asin_count,
      failed_count: 0,
      download_links: r.download_links,
      is_download_generated: r.is_download_generated,
    }));
  }
  const all: RunListing[] = [];
  for (let skip = 0; skip < MAX_RUNS; skip += RUN_PAGE) {
    const page = await client.call(runs.results, { collection_id: collection.id, skip, limit: RUN_PAGE });
    const listed = page.items.map((r) => ({ ...r, kind: 'items' as const }));
    all.push(...listed);
    if (page.items.length === 0 || all.length >= page.total || listed.every(known)) break;
  }
  return all;
}
