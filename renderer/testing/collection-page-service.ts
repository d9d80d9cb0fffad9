import { ASIN_PATTERN } from '../../shared/api/marketplace-items.ts';
import type { MarketplaceItem } from '../../shared/api/marketplace-items.ts';
import { splitCodeList } from '../../shared/api/item-batch.ts';
import type { LocalItem, LocalOutput, LocalRun } from '../../shared/bridge/methods/local-copy.ts';
import type { RegionalRow } from '../../shared/bridge/methods/local-copy-regional.ts';
import { errResult } from '../../shared/bridge/result.ts';
import type { CollectionRecord } from './collection-service.ts';
import type { Answers } from './fake-desk.ts';
import type { PostcodeService } from './postcode-service.ts';
import { fakeDesk } from './desk-under-test.ts';

const at = '2026-11-28T05:00:00.000Z';
const MARKETPLACE = 'marketplace.com.au';
const ASIN_EXISTS = 'ASIN already exists in this collection.';

/** The regional view as main answers it: every postcode of the collection's items, and a row per product. */
export interface RegionalView {
  postcodes: string[];
  rows: RegionalRow[];
}

/**
 * One collection's page as the service and the local copy hold it. The test changes any part in place
 * (`items`, `runs`, `regional`, `refuse`) and the answers read it as it is then.
 */
export interface CollectionPageService {
  answers: Answers;
  collection: CollectionRecord;
  items: LocalItem[];
  runs: LocalRun[];
  /** Archived outputs per run id. */
  outputs: Map<number, LocalOutput[]>;
  /** The records of each JSON result page, by its link. */
  resultPages: Map<string, Record<string, unknown>[]>;
  regional: RegionalView;
  /** ASINs createMultiple refuses with the given reason (the service's own word, e.g. not sold there). */
  refuse: Record<string, string>;
}

/**
 * The key main gives an item (record-fields.ts): `asin@domain@postcode` for a marketplace item, so one ASIN
 * at two postcodes is two items; `sku@store` (officestore), `sku@postcode` (partsstore).
 */
export function itemKey(item: Pick<LocalItem, 'type' | 'code' | 'domain' | 'postcode' | 'storeId'>): string {
  if (item.type === 'marketplace') return `${item.code}@${item.domain ?? ''}@${item.postcode ?? ''}`;
  if (item.storeId !== null && item.storeId !== undefined) return `${item.code}@${item.storeId}`;
  return item.postcode === null || item.postcode === undefined ? item.code : `${item.code}@${item.postcode}`;
}

/**
 * A local-copy item row with nothing archived for it yet: a marketplace ASIN at 2000 on marketplace.com.au
 * unless `fields` says otherwise, keyed as main keys it (unless `fields.key` is given).
 */
export function localItem(itemId: number, code: string, fields: Partial<LocalItem> = {}): LocalItem {
  const item: LocalItem = {
    key: '',
    itemId,
    type: 'marketplace',
    code,
    postcode: '2000',
    domain: MARKETPLACE,
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
  return fields.key === undefined ? { ...item, key: itemKey(item) } : item;
}

/**
 * A marketplace collection's page as the sandbox answers it, with the local copy following each write at
 * once (as the sync engine does for the open collection): ASINs are checked and refused row by row in the
 * service's words (a repeat only at the same domain and postcode), a draft turns `enable` with its first
 * item, a deleted ASIN leaves the copy. The record's item count is the items'.
 */
export function collectionPageService(
  collection: CollectionRecord,
  postcodes: PostcodeService,
  seed: LocalItem[] = [],
  regional: RegionalView = { postcodes: [], rows: [] },
): CollectionPageService {
  const collectionId = collection.id;
  const state: CollectionPageService = {
    collection,
    items: [...seed],
    runs: [],
    outputs: new Map(),
    resultPages: new Map(),
    regional,
    refuse: {},
    answers: {},
  };
  let nextId = Math.max(0, ...seed.map((i) => i.itemId)) + 1;
  const count = () => {
    collection.item_count = state.items.length;
    if (state.items.length > 0 && collection.status === 'draft') collection.status = 'enable';
  };
  const changed = () => {
    count();
    queueMicrotask(() => fakeDesk.emit('localCopy.changed', { profileId: 'sandbox', collectionId, what: 'items' }));
  };
  count();
  const postcodeOf = (domain: string, value: string) =>
    postcodes.rows().find((z) => z.domain.domain === domain && z.zipcode === value && z.status === 'active');
  const exists = (asin: string, domain: string, postcode: string) => state.items.some((i) => i.code === asin && i.domain === domain && i.postcode === postcode);
  const add = (asin: string, domain: string, postcode: string, customId: string | null): LocalItem => {
    const item = localItem(nextId++, asin, { domain, postcode, customId });
    state.items.push(item);
    return item;
  };
  const asListed = (item: LocalItem): MarketplaceItem => {
    const zip = postcodeOf(item.domain ?? '', item.postcode ?? '');
    return {
      id: item.itemId,
      asin: item.code,
      collection: collectionId,
      domain: { id: zip?.domain.id ?? 1, domain: item.domain ?? '' },
      customer_postcode: zip ? { id: zip.id, zipcode: zip.zipcode } : null,
      custom_id: item.customId,
      include_raw_html: item.includeRawHtml ?? false,
      output: item.output ?? 'JSON',
      created_at: item.createdAt,
      updated_at: at,
    };
  };
  const itemById = (id: number) => state.items.find((i) => i.itemId === id);
  const notFound = () => errResult('service', 'ASIN not found.', 404);
  const whyNot = (asin: string, domain: string, postcode: string): string | null => {
    if (!postcodeOf(domain, postcode)) return `Postcode "${postcode}" is not an active postcode of ${domain}.`;
    if (!ASIN_PATTERN.test(asin)) return `ASIN "${asin}" is not 10 capital letters and digits.`;
    return state.refuse[asin] ?? (exists(asin, domain, postcode) ? ASIN_EXISTS : null);
  };

  state.answers = {
    ...postcodes.answers,
    'localCopy.collections': () => ({ collections: [collection] }),
    'localCopy.collection': () => ({ collectionId, collection, notFound: false }),
    'localCopy.syncStatus': () => ({ profileId: 'sandbox', state: 'up-to-date', lastSyncAt: new Date().toISOString() }),
    'localCopy.items': () => ({ collectionId, items: state.items, synced: true }),
    // Newest first, as main lists them, in whatever order a test pushed them.
    'localCopy.runs': () => ({ collectionId, runs: [...state.runs].sort((a, b) => b.runId - a.runId) }),
    'localCopy.regional': () => ({ collectionId, ...state.regional, asOf: new Date().toISOString() }),
    'localCopy.refresh': { started: true },
    'localCopy.outputs': ({ runId }) => {
      const run = state.runs.find((r) => r.runId === runId);
      return run ? { collectionId, run, outputs: state.outputs.get(runId) ?? [] } : errResult('internal', `Run ${runId} is not in the local copy.`);
    },
    'runs.results': ({ skip, limit }) => ({ total: 0, skip: skip ?? 0, limit: limit ?? 5, items: [] }),
    'files.readResultPage': ({ url }) => {
      const records = state.resultPages.get(url);
      return records ? { records } : errResult('service', 'File not found.', 404);
    },
    'marketplaceItems.list': ({ skip, limit }) => ({
      total_count: state.items.length,
      asin_list: state.items.slice(skip ?? 0, (skip ?? 0) + (limit ?? 100)).map(asListed),
    }),
    'marketplaceItems.create': ({ asin, domain, customer_postcode, custom_id }) => {
      const zip = postcodes.rows().find((z) => z.id === customer_postcode && z.domain.id === domain);
      if (!zip) return errResult('service', 'Postcode not found for this domain.', 400);
      if (exists(asin, zip.domain.domain, zip.zipcode)) return errResult('service', ASIN_EXISTS, 400);
      const item = add(asin, zip.domain.domain, zip.zipcode, custom_id ?? null);
      changed();
      return { ...asListed(item), domain: zip.domain.id, customer_postcode: zip.id };
    },
    'marketplaceItems.createMultiple': ({ domain, customer_postcode, asins }) => {
      let success = 0;
      const errorRows: { asin: string; error: string }[] = [];
      for (const asin of splitCodeList(asins)) {
        const reason = whyNot(asin, domain, customer_postcode);
        if (reason !== null) errorRows.push({ asin, error: reason });
        else {
          add(asin, domain, customer_postcode, null);
          success += 1;
        }
      }
      changed();
      return { success_count: success, error_rows: errorRows };
    },
    'marketplaceItems.update': ({ asin_id, asin, custom_id }) => {
      const item = itemById(asin_id);
      if (!item) return notFound();
      if (asin !== undefined) Object.assign(item, { code: asin, key: itemKey({ ...item, code: asin }) });
      if (custom_id !== undefined) item.customId = custom_id;
      changed();
      return { id: asin_id, updated_at: at, ...(custom_id === undefined ? {} : { custom_id }) };
    },
    'marketplaceItems.delete': ({ asin_id }) => {
      const index = state.items.findIndex((i) => i.itemId === asin_id);
      if (index < 0) return notFound();
      state.items.splice(index, 1);
      changed();
      return 'ASIN deleted.';
    },
  };
  return state;
}
