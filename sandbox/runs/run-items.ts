import type { DatabaseSync } from 'node:sqlite';
import type { FetchMode } from '../../shared/api/collections.ts';
import { driftRecord, regionalRecord } from './output-drift.ts';
import { itemFails, marketplaceOutput, officestoreOutput, partsOutput, type RunSeed } from '../data/marketplace-output.ts';

/** One item as snapshotted into `run_items.item_json` when a run is accepted. */
export type RunItem =
  | { type: 'marketplace'; id: number; asin: string; domain: string; postcode: string; custom_id: string | null; fetch_mode: FetchMode }
  | { type: 'partsstore'; id: number; sku: string; postcode: string }
  | { type: 'officestore'; id: number; sku: string; store_id: string; postcode: string };

/** What processing one item gave: the record for the result files, or a failure. */
export type ItemResult = { ok: true; record: Record<string, unknown> } | { ok: false };

/** The item collection types a run can process. */
export type ItemRequestType = RunItem['type'];

/** Whether a collection's `request_type` is an item type that can be run. */
export function isItemRequestType(value: string): value is ItemRequestType {
  return value === 'marketplace' || value === 'partsstore' || value === 'officestore';
}

/** Reads the items of a collection in insertion order, ready to snapshot. */
export function collectionRunItems(db: DatabaseSync, collection: { id: number; request_type: ItemRequestType; fetch_mode: string }): RunItem[] {
  if (collection.request_type === 'marketplace') {
    const fetchMode: FetchMode = collection.fetch_mode === 'availability_only' ? 'availability_only' : 'full';
    const rows = db
      .prepare(
        `SELECT a.id, a.asin, a.zipcode, a.custom_id, COALESCE(d.domain, '') AS domain
         FROM asins a LEFT JOIN domains d ON d.id = a.domain_id WHERE a.collection_id = ? ORDER BY a.id`,
      )
      .all(collection.id) as { id: number; asin: string; zipcode: string; custom_id: string | null; domain: string }[];
    return rows.map((r) => ({
      type: 'marketplace',
      id: r.id,
      asin: r.asin,
      domain: r.domain,
      postcode: r.zipcode,
      custom_id: r.custom_id,
      fetch_mode: fetchMode,
    }));
  }
  if (collection.request_type === 'partsstore') {
    const rows = db.prepare('SELECT id, sku, customer_postcode FROM parts WHERE collection_id = ? ORDER BY id').all(collection.id) as {
      id: number;
      sku: string;
      customer_postcode: string;
    }[];
    return rows.map((r) => ({ type: 'partsstore', id: r.id, sku: r.sku, postcode: r.customer_postcode }));
  }
  const rows = db.prepare('SELECT id, sku, store_id, customer_postcode FROM officestore_skus WHERE collection_id = ? ORDER BY id').all(collection.id) as {
    id: number;
    sku: string;
    store_id: string;
    customer_postcode: string;
  }[];
  return rows.map((r) => ({ type: 'officestore', id: r.id, sku: r.sku, store_id: r.store_id, postcode: r.customer_postcode }));
}

/** The key that decides (with the run seed) whether an item fails in a run. */
export function itemKey(item: RunItem): string {
  if (item.type === 'marketplace') return `marketplace|${item.domain}|${item.postcode}|${item.asin}`;
  if (item.type === 'partsstore') return `partsstore|${item.postcode}|${item.sku}`;
  return `officestore|${item.store_id}|${item.sku}`;
}

/** The product an item is one region of (its drift is the product's, in every region alike), and its region. */
export function productRegion(item: RunItem): { product: string; region: string } {
  if (item.type === 'marketplace') return { product: `marketplace|${item.domain}|${item.asin}`, region: item.postcode };
  if (item.type === 'partsstore') return { product: `partsstore|${item.sku}`, region: item.postcode };
  return { product: `officestore|${item.sku}`, region: item.store_id };
}

/**
 * "Scrapes" one item: its synthetic record, or a failure for about 2% of items per run. `tick` (the
 * run's number within its collection) moves the product's price and stock between runs (output-drift.ts),
 * the same in every region, then the region's factor and stock apply (regional-prices.ts).
 */
export function processRunItem(item: RunItem, runSeed: RunSeed, assetBaseUrl: string, tick?: number): ItemResult {
  const result = scrapeItem(item, runSeed, assetBaseUrl);
  if (!result.ok || tick === undefined) return result;
  const { product, region } = productRegion(item);
  return { ok: true, record: regionalRecord(item.type, product, region, driftRecord(item.type, product, result.record, tick), tick) };
}

function scrapeItem(item: RunItem, runSeed: RunSeed, assetBaseUrl: string): ItemResult {
  if (itemFails({ key: itemKey(item), runSeed })) return { ok: false };
  if (item.type === 'marketplace') {
    const output = marketplaceOutput({
      asin: item.asin,
      postcode: item.postcode,
      domain: item.domain,
      fetchMode: item.fetch_mode,
      runSeed,
      assetBaseUrl,
    });
    // The record names its domain and postcode, so one ASIN watched at several postcodes reads as several regions.
    return { ok: true, record: { ...output, domain: item.domain, postcode: item.postcode } };
  }
  if (item.type === 'partsstore') return { ok: true, record: { ...partsOutput({ sku: item.sku, postcode: item.postcode, runSeed }) } };
  return {
    ok: true,
    record: { ...officestoreOutput({ sku: item.sku, postcode: item.postcode, store_id: item.store_id, runSeed }) },
  };
}
