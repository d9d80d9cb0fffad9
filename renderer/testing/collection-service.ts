import type { z } from 'zod';
import type { collectionSchema } from '../../shared/api/collections.ts';
import type { LocalItem } from '../../shared/bridge/methods/local-copy.ts';
import { errResult } from '../../shared/bridge/result.ts';
import type { Answers } from './fake-desk.ts';
import { fakeDesk } from './desk-under-test.ts';

/** A collection record as the service and the local copy hold it. */
export type CollectionRecord = z.input<typeof collectionSchema>;

const at = '2026-11-28T05:00:00.000Z';

/** A collection record with the service's defaults (a new, manual, marketplace draft). */
export function collectionRecord(id: number, name: string, fields: Partial<CollectionRecord> = {}): CollectionRecord {
  return {
    id,
    name,
    request_type: 'marketplace',
    status: 'draft',
    schedule_status: 'Pending',
    schedule_message: null,
    priority: 'Normal',
    schedule: 'Manual',
    schedule_time: null,
    fetch_mode: 'full',
    notification_email: 'e2e@example.com',
    destinations: null,
    item_count: 0,
    last_run_at: null,
    next_run_at: null,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}

/** A marketplace item as the local copy keeps it, not yet in any archived run. */
export function localItem(itemId: number, asin: string, postcode = '2000'): LocalItem {
  return {
    key: asin,
    itemId,
    type: 'marketplace',
    code: asin,
    postcode,
    domain: 'marketplace.com.au',
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
  };
}

/** The collections of one test, kept as the service keeps them and mirrored at once into the local copy. */
export interface CollectionService {
  answers: Answers;
  rows: CollectionRecord[];
  /** Items by collection id, as the local copy holds them. */
  items: Map<number, LocalItem[]>;
  /** Items were added through main (an import, another screen): the copy holds them and main says so. */
  addItems(collectionId: number, asins: readonly string[]): void;
  /** Another desk (or the service's own UI) deleted a collection: gone from the service, still in this copy. */
  deleteElsewhere(id: number): void;
}

/**
 * Collections as the service answers them, with the local copy following each change as the sync engine
 * does (`localCopy.changed`): a new one is a `draft` `Pending`, a missing one is the service's 404.
 */
export function collectionService(seed: CollectionRecord[] = [], seedItems: Record<number, readonly string[]> = {}): CollectionService {
  const rows = [...seed];
  const items = new Map<number, LocalItem[]>();
  let nextItemId = 1;
  const putItems = (collectionId: number, asins: readonly string[]) => {
    const held = items.get(collectionId) ?? [];
    held.push(...asins.map((asin) => localItem(nextItemId++, asin)));
    items.set(collectionId, held);
    const row = rows.find((r) => r.id === collectionId);
    if (row) row.item_count = held.length;
  };
  for (const [id, asins] of Object.entries(seedItems)) putItems(Number(id), asins);
  const goneFromService = new Set<number>();
  let nextId = Math.max(0, ...rows.map((r) => r.id)) + 1;
  const changed = () => queueMicrotask(() => fakeDesk.emit('localCopy.changed', { profileId: 'sandbox', collectionId: null, what: 'collections' }));
  const notFound = () => errResult('service', 'Collection not found.', 404);
  return {
    rows,
    items,
    addItems(collectionId, asins) {
      putItems(collectionId, asins);
      fakeDesk.emit('localCopy.changed', { profileId: 'sandbox', collectionId, what: 'items' });
      fakeDesk.emit('localCopy.changed', { profileId: 'sandbox', collectionId, what: 'collections' });
    },
    deleteElsewhere: (id) => void goneFromService.add(id),
    answers: {
      'localCopy.collections': () => ({ collections: rows }),
      'localCopy.collection': ({ collectionId }) => {
        const found = rows.find((r) => r.id === collectionId) ?? null;
        return { collectionId, collection: found, notFound: found === null };
      },
      'localCopy.items': ({ collectionId }) => ({ collectionId, items: items.get(collectionId) ?? [], synced: true }),
      'localCopy.runs': ({ collectionId }) => ({ collectionId, runs: [] }),
      // How full a collection is (the room checks read the count; the rows themselves are not needed).
      'marketplaceItems.list': ({ collection_id }) => ({ total_count: items.get(collection_id)?.length ?? 0, asin_list: [] }),
      'collections.get': ({ collection_id }) => rows.find((r) => r.id === collection_id && !goneFromService.has(r.id)) ?? notFound(),
      'collections.add': (input) => {
        const { fetch_mode, schedule_time, destinations, ...rest } = input;
        const created = collectionRecord(nextId++, input.name, {
          ...rest,
          fetch_mode,
          schedule_time: schedule_time ?? null,
          destinations: destinations ?? null,
        });
        rows.unshift(created);
        changed();
        return created;
      },
      'collections.update': ({ collection_id, ...fields }) => {
        const row = rows.find((r) => r.id === collection_id);
        if (!row || goneFromService.has(collection_id)) return notFound();
        Object.assign(row, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)));
        changed();
        return row;
      },
      'collections.deleteMultiple': ({ schedule_ids }) => {
        const ids = new Set(schedule_ids);
        const before = rows.length;
        rows.splice(0, rows.length, ...rows.filter((r) => !ids.has(r.id)));
        changed();
        return before - rows.length;
      },
      'collections.delete': ({ collection_id }) => {
        const at = rows.findIndex((r) => r.id === collection_id);
        if (at < 0 || goneFromService.has(collection_id)) return notFound();
        rows.splice(at, 1);
        changed();
        return 'Collection deleted.';
      },
    },
  };
}
