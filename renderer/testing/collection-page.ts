import type { z } from 'zod';
import type { localItemSchema } from '../../shared/bridge/methods/local-copy.ts';
import type { regionalRowSchema } from '../../shared/bridge/methods/local-copy-regional.ts';
import type { Answers } from './fake-desk.ts';
import { fakeDesk } from './desk-under-test.ts';
import { collectionRecord } from './collection-service.ts';
import type { CollectionRecord } from './collection-service.ts';

/** An item as the local copy answers it. */
export type CopyItem = z.input<typeof localItemSchema>;
/** A row of the regional view as the local copy answers it. */
export type CopyRegionalRow = z.input<typeof regionalRowSchema>;

const at = '2026-11-28T05:00:00.000Z';
const DOMAIN = 'marketplace.com.au';

/** A marketplace item of the copy at a postcode, keyed as main keys it (`asin@domain@postcode`), with no output yet. */
export function copyItem(itemId: number, asin: string, postcode: string, fields: Partial<CopyItem> = {}): CopyItem {
  const domain = fields.domain ?? DOMAIN;
  return {
    key: `${asin}@${domain}@${postcode}`,
    itemId,
    type: 'marketplace',
    code: asin,
    postcode,
    domain,
    storeId: null,
    customId: null,
    createdAt: at,
    includeRawHtml: false,
    output: 'JSON',
    title: null,
    price: null,
    currency: null,
    availability: null,
    inStock: null,
    trend: [],
    outputRunId: null,
    outputOlder: false,
    ...fields,
  };
}

/** What one collection page reads of the copy: its record, items, runs (none), the regional view, fresh as of now. */
export interface CollectionPage {
  record: CollectionRecord;
  items: CopyItem[];
  regional: { postcodes: string[]; rows: CopyRegionalRow[] };
  answers: Answers;
}

/**
 * A collection page as main's local copy answers it (up to date, no run under way): the test changes
 * `items` or `regional` in place and emits `localCopy.changed` as the sync engine would.
 */
export function collectionPage(id: number, name: string, items: CopyItem[], regional: CollectionPage['regional']): CollectionPage {
  const record = collectionRecord(id, name, { status: 'enable', item_count: items.length });
  const page: CollectionPage = {
    record,
    items,
    regional,
    answers: {
      'localCopy.collections': () => ({ collections: [record] }),
      'localCopy.collection': { collectionId: id, collection: record, notFound: false },
      'localCopy.items': () => ({ collectionId: id, items: page.items, synced: true }),
      'localCopy.runs': { collectionId: id, runs: [] },
      'localCopy.regional': () => ({ collectionId: id, ...page.regional, asOf: new Date().toISOString() }),
      'localCopy.syncStatus': () => ({ profileId: 'sandbox', state: 'up-to-date', lastSyncAt: new Date().toISOString() }),
      'runs.results': { total: 0, skip: 0, limit: 5, items: [] },
    },
  };
  return page;
}

/**
 * A marketplace collection's items as the service keeps them, mirrored into the page's copy as the sync
 * engine does: `list` counts them live, `createMultiple` adds each ASIN not yet at that domain and postcode
 * (a repeat is the service's refusal) unless `refuse` names it, then says the items changed.
 */
export function marketplaceItemsService(page: CollectionPage, refuse: Record<string, string> = {}): Answers {
  let nextId = Math.max(0, ...page.items.map((i) => i.itemId)) + 1;
  return {
    'marketplaceItems.list': () => ({ total_count: page.items.length, asin_list: [] }),
    'marketplaceItems.createMultiple': ({ collection, domain, customer_postcode, asins }) => {
      const errors: { asin: string; error: string }[] = [];
      let added = 0;
      for (const asin of asins.split(',')) {
        const reason =
          refuse[asin] ??
          (page.items.some((i) => i.code === asin && i.domain === domain && i.postcode === customer_postcode)
            ? 'ASIN already exists in this collection.'
            : null);
        if (reason !== null) errors.push({ asin, error: reason });
        else {
          page.items.push(copyItem(nextId++, asin, customer_postcode, { domain }));
          added += 1;
        }
      }
      queueMicrotask(() => fakeDesk.emit('localCopy.changed', { profileId: 'sandbox', collectionId: collection, what: 'items' }));
      return { success_count: added, error_rows: errors };
    },
  };
}
