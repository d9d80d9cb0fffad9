import type { Collection } from '../../../../shared/api/collections.ts';
import type { ItemRow, RunListing } from '../copy-model.ts';
import { factsOf } from '../record-fields.ts';

/** A collection record as the service lists it (for tests and the bench that build a copy without a service). */
export function syntheticCollection(id: number, itemCount = 5000): Collection {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    id,
    name: `Collection ${id}`,
    request_type: 'marketplace',
    status: 'enable',
    schedule_status: 'Completed',
    schedule_message: null,
    priority: 'Normal',
    schedule: 'Daily',
    schedule_time: null,
    fetch_mode: 'full',
    notification_email: null,
    destinations: null,
    item_count: itemCount,
    last_run_at: at,
    next_run_at: null,
    created_at: at,
    updated_at: at,
  };
}

/** A finished run listing with a ZIP link, run `id` finishing `id` days after 2026-01-01. */
export function syntheticRun(id: number): RunListing {
  const at = new Date(Date.UTC(2026, 0, 1) + id * 86_400_000).toISOString();
  return {
    id,
    kind: 'items',
    stage: 'done',
    created_at: at,
    finished_at: at,
    item_count: 5000,
    processed_count: 5000,
    failed_count: 0,
    is_download_generated: true,
    download_links: { pages: [], all_pages: `https://example.invalid/results/${id}.zip` },
  };
}

/** A marketplace item row of a synthetic collection at postcode 2000, its key its code. */
export const syntheticItem = (itemId: number, code: string): ItemRow => ({
  itemId,
  key: code,
  type: 'marketplace',
  code,
  postcode: '2000',
  domain: 'marketplace.com.au',
  storeId: null,
  customId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  includeRawHtml: false,
  output: 'JSON',
});

/** One run's records: each item's price and stock as given ('out' = out of stock at $9). */
export const syntheticRecords = (prices: Record<string, number | 'out'>) =>
  factsOf(
    Object.entries(prices).map(([asin, p]) => ({
      asin,
      title: `Title of ${asin}`,
      brand: 'Acme',
      price: p === 'out' ? '$9.00' : `$${p.toFixed(2)}`,
      availability: p === 'out' ? 'Out of stock' : 'In stock',
    })),
  );
