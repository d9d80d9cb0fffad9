import { DOMAINS } from '../../shared/api/settings.ts';
import { LIMITS } from '../../shared/api/limits.ts';
import type { ItemType } from '../../shared/csv/item-columns.ts';
import { itemKey } from '../../shared/csv/row-checks.ts';
import type { LocalItem } from '../../shared/bridge/methods/local-copy.ts';
import { errResult } from '../../shared/bridge/result.ts';
import { parseCsv } from '../features/import/lib/parse-csv.ts';
import { collectionRecord, type CollectionRecord } from './collection-service.ts';
import type { Answers } from './fake-desk.ts';
import { importJournals, type ImportJournals } from './import-journals.ts';
import { postcodeService } from './postcode-service.ts';

/** One item the service holds: its collection and the bulk CSV's values (by column name), and its custom id. */
export interface HeldItem {
  id: number;
  collection: number;
  values: Record<string, string>;
  customId: string | null;
}

/** The collections, items and journals behind the Import screen in one test. */
export interface ImportService {
  answers: Answers;
  collections: CollectionRecord[];
  journals: ImportJournals['journals'];
  /** The items of one collection, oldest first. */
  itemsOf(collectionId: number): HeldItem[];
  /** Someone adds an item meanwhile (another desk, the service's own site). */
  addElsewhere(collectionId: number, values: Record<string, string>): void;
}

const at = '2026-11-28T05:00:00.000Z';
/** The domains of the item types, with postcode 2000 active on each (what e2e/fixtures/README.md assumes). */
const ITEM_DOMAINS = { marketplace: 1, partsstore: 5, officestore: 6 } as const;
const domainName = (id: number) => DOMAINS.find((d) => d.id === id)?.domain ?? '';
const codeOf = (type: ItemType, values: Record<string, string>) => (type === 'marketplace' ? values.asin : values.sku) ?? '';

/** An item as the local copy lists it, never run yet. */
function localItem(i: HeldItem): LocalItem {
  const type = i.values.asin === undefined ? (i.values.store_id === undefined ? 'partsstore' : 'officestore') : 'marketplace';
  return {
    key: i.values.asin ?? `${i.values.sku ?? ''}@${i.values.store_id ?? i.values.customer_postcode ?? ''}`,
    itemId: i.id,
    type,
    code: codeOf(type, i.values),
    postcode: i.values.customer_postcode ?? null,
    domain: i.values.domain ?? null,
    storeId: i.values.store_id ?? null,
    customId: i.customId,
    createdAt: at,
    includeRawHtml: type === 'marketplace' ? i.values.include_raw_html?.toLowerCase() === 'true' : null,
    output: type === 'marketplace' ? ('JSON' as const) : null,
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

/**
 * The service as the Import screen meets it: postcode 2000 active on the three item domains, the given
 * collections (`collections.get`, the local copy's list, a name search), their items (`<type>Items.list`,
 * custom ids set by `marketplaceItems.update`), `items.uploadBulk` adding each row of the CSV it is sent
 * unless the collection already holds it or is full (then the row is in `error_rows` with the sandbox's
 * reason), the import journals, and `files.saveText` answering where main saved the text.
 */
export function importService(seed: CollectionRecord[] = [collectionRecord(1, 'Imported ASINs')]): ImportService {
  const collections = [...seed];
  const items: HeldItem[] = [];
  const journals = importJournals();
  const postcodes = postcodeService(Object.values(ITEM_DOMAINS).map((domain) => ({ domain, zipcode: '2000' })));
  let nextItem = 1;
  const itemsOf = (collectionId: number) => items.filter((i) => i.collection === collectionId);
  const find = (id: number) => collections.find((c) => c.id === id);
  const counted = (c: CollectionRecord): CollectionRecord => ({ ...c, item_count: itemsOf(c.id).length });
  const add = (collection: number, values: Record<string, string>) => items.push({ id: nextItem++, collection, values, customId: values.custom_id ?? null });
  const page = <T>(list: T[], skip = 0, limit: number = LIMITS.itemsPerCollection) => list.slice(skip, skip + limit);
  const notFound = () => errResult('service', 'Collection not found.', 404);

  const upload = (type: ItemType, collectionId: number, csv: string) => {
    const collection = find(collectionId);
    if (!collection) return notFound();
    const parsed = parseCsv(csv);
    if (!parsed.ok) return errResult('service', parsed.message, 400);
    const keys = new Set(itemsOf(collectionId).map((i) => itemKey(type, i.values)));
    const error_rows: { row: number; asin?: string; sku?: string; error: string }[] = [];
    let success_count = 0;
    parsed.rows.forEach((cells, index) => {
      const values = Object.fromEntries(parsed.headers.map((h, i) => [h, cells[i] ?? '']));
      const code = type === 'marketplace' ? { asin: codeOf(type, values) } : { sku: codeOf(type, values) };
      const key = itemKey(type, values);
      if (keys.has(key)) error_rows.push({ row: index + 1, ...code, error: `${type === 'marketplace' ? 'ASIN' : 'SKU'} already exists in this collection.` });
      else if (itemsOf(collectionId).length >= LIMITS.itemsPerCollection) error_rows.push({ row: index + 1, ...code, error: 'The collection is full.' });
      else {
        keys.add(key);
        add(collectionId, values);
        success_count++;
      }
    });
    return { success_count, error_rows };
  };

  return {
    collections,
    journals: journals.journals,
    itemsOf,
    addElsewhere: add,
    answers: {
      ...postcodes.answers,
      ...journals.answers,
      'localCopy.collections': () => ({ collections: collections.map(counted) }),
      'collections.get': ({ collection_id }) => {
        const c = find(collection_id);
        return c ? counted(c) : notFound();
      },
      'collections.list': ({ search, skip, limit }) => {
        const named = collections.filter((c) => !search || String(c.name).includes(search)).map(counted);
        return { total: named.length, skip, limit, items: page(named, skip, limit) };
      },
      'items.uploadBulk': ({ type, collectionId, csv }) => upload(type, collectionId, csv),
      'marketplaceItems.list': ({ collection_id, skip, limit }) => {
        const list = itemsOf(collection_id).map((i) => {
          const domain = DOMAINS.find((d) => d.domain === i.values.domain)?.id ?? ITEM_DOMAINS.marketplace;
          const zipcode = postcodes.rows().find((z) => z.domain.id === domain && z.zipcode === i.values.customer_postcode);
          return {
            id: i.id,
            asin: i.values.asin ?? '',
            collection: collection_id,
            domain: { id: domain, domain: domainName(domain) },
            customer_postcode: zipcode ? { id: zipcode.id, zipcode: zipcode.zipcode } : null,
            custom_id: i.customId,
            include_raw_html: i.values.include_raw_html?.toLowerCase() === 'true',
            output: 'JSON' as const,
            created_at: at,
            updated_at: at,
          };
        });
        return { total_count: list.length, asin_list: page(list, skip, limit) };
      },
      'partsstoreItems.list': ({ collection_id = 0, skip, limit }) => {
        const list = itemsOf(collection_id).map((i) => ({
          id: i.id,
          sku: i.values.sku ?? '',
          customer_postcode: i.values.customer_postcode ?? '',
          collection: collection_id,
          created_at: at,
        }));
        return { total: list.length, skip, limit, items: page(list, skip, limit) };
      },
      'officestoreItems.list': ({ collection_id = 0, skip, limit }) => {
        const list = itemsOf(collection_id).map((i) => ({
          id: i.id,
          sku: i.values.sku ?? '',
          store_id: i.values.store_id ?? '',
          customer_postcode: i.values.customer_postcode ?? '',
          collection: collection_id,
          created_at: at,
        }));
        return { total: list.length, skip, limit, items: page(list, skip, limit) };
      },
      'marketplaceItems.update': ({ asin_id, custom_id }) => {
        const item = items.find((i) => i.id === asin_id);
        if (!item) return errResult('service', 'ASIN not found.', 404);
        if (custom_id !== undefined) item.customId = custom_id;
        return { id: item.id, updated_at: at, custom_id: item.customId };
      },
      // The collection page reads the local copy, which main's sync engine keeps in step with the service.
      'localCopy.syncStatus': { profileId: 'sandbox', state: 'up-to-date', lastSyncAt: at },
      'localCopy.collection': ({ collectionId }) => {
        const c = find(collectionId);
        return { collectionId, collection: c ? counted(c) : null, notFound: !c };
      },
      'localCopy.runs': ({ collectionId }) => ({ collectionId, runs: [] }),
      'localCopy.items': ({ collectionId }) => ({ collectionId, synced: true, items: itemsOf(collectionId).map(localItem) }),
      'files.saveText': ({ suggestedName, text }) => ({
        path: `/home/ana/Downloads/Collection Desk/${suggestedName}`,
        bytes: new TextEncoder().encode(text).length,
      }),
    },
  };
}
