import { ASIN_PATTERN } from '../../shared/api/marketplace-items.ts';
import type { MarketplaceItem } from '../../shared/api/marketplace-items.ts';
import { splitCodeList } from '../../shared/api/item-batch.ts';
import type { LocalItem, LocalOutput, LocalRun } from '../../shared/bridge/methods/local-copy.ts';
import { errResult } from '../../shared/bridge/result.ts';
import type { CollectionRecord } from './collection-service.ts';
import type { Answers } from './fake-desk.ts';
import type { PostcodeService } from './postcode-service.ts';
import { fakeDesk } from './desk-under-test.ts';

const at = '2026-11-28T05:00:00.000Z';

/** One collection's page as the service and the local copy hold it: its record, items, runs and their outputs. */
export interface CollectionPageService {
  answers: Answers;
  collection: CollectionRecord;
  items: LocalItem[];
  runs: LocalRun[];
  /** Archived outputs per run id. */
  outputs: Map<number, LocalOutput[]>;
  /** The records of each JSON result page, by its link. */
  resultPages: Map<string, Record<string, unknown>[]>;
}

/** A local-copy item row with nothing archived for it yet. */
export function localItem(itemId: number, code: string, fields: Partial<LocalItem> = {}): LocalItem {
  return {
    key: code,
    itemId,
    type: 'marketplace',
    code,
    postcode: '2000',
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
    ...fields,
  };
}

/**
 * A marketplace collection's page as the sandbox answers it, with the local copy following each write at
 * once (as the sync engine does for the open collection): ASINs are checked and refused row by row in the
 * service's words, a draft turns `enable` with its first item, a deleted ASIN leaves the copy.
 */
export function collectionPageService(collection: CollectionRecord, postcodes: PostcodeService, seed: LocalItem[] = []): CollectionPageService {
  const items = [...seed];
  const runs: LocalRun[] = [];
  const outputs = new Map<number, LocalOutput[]>();
  const resultPages = new Map<string, Record<string, unknown>[]>();
  let nextId = Math.max(0, ...items.map((i) => i.itemId)) + 1;
  const collectionId = collection.id;
  const changed = () => {
    collection.item_count = items.length;
    if (items.length > 0 && collection.status === 'draft') collection.status = 'enable';
    queueMicrotask(() => fakeDesk.emit('localCopy.changed', { profileId: 'sandbox', collectionId, what: 'items' }));
  };
  const postcodeOf = (domain: string, value: string) =>
    postcodes.rows().find((z) => z.domain.domain === domain && z.zipcode === value && z.status === 'active');
  const exists = (asin: string) => items.some((i) => i.code === asin);
  const add = (asin: string, domain: string, postcode: string, customId: string | null): LocalItem => {
    const item = localItem(nextId++, asin, { domain, postcode, customId });
    items.push(item);
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
  const itemById = (id: number) => items.find((i) => i.itemId === id);
  const notFound = () => errResult('service', 'ASIN not found.', 404);

  return {
    collection,
    items,
    runs,
    outputs,
    resultPages,
    answers: {
      ...postcodes.answers,
      'localCopy.collection': () => ({ collectionId, collection, notFound: false }),
      'localCopy.syncStatus': () => ({ profileId: 'sandbox', state: 'up-to-date', lastSyncAt: new Date().toISOString() }),
      'localCopy.items': () => ({ collectionId, items, synced: true }),
      'localCopy.runs': () => ({ collectionId, runs }),
      'localCopy.refresh': { started: true },
      'localCopy.outputs': ({ runId }) => {
        const run = runs.find((r) => r.runId === runId);
        return run ? { collectionId, run, outputs: outputs.get(runId) ?? [] } : errResult('internal', `Run ${runId} is not in the local copy.`);
      },
      'runs.results': ({ skip, limit }) => ({ total: 0, skip: skip ?? 0, limit: limit ?? 5, items: [] }),
      'files.readResultPage': ({ url }) => {
        const records = resultPages.get(url);
        return records ? { records } : errResult('service', 'File not found.', 404);
      },
      'marketplaceItems.list': ({ skip, limit }) => ({
        total_count: items.length,
        asin_list: items.slice(skip ?? 0, (skip ?? 0) + (limit ?? 100)).map(asListed),
      }),
      'marketplaceItems.create': ({ asin, domain, customer_postcode, custom_id }) => {
        const zip = postcodes.rows().find((z) => z.id === customer_postcode && z.domain.id === domain);
        if (!zip) return errResult('service', 'Postcode not found for this domain.', 400);
        if (exists(asin)) return errResult('service', 'ASIN already exists in this collection.', 400);
        const item = add(asin, zip.domain.domain, zip.zipcode, custom_id ?? null);
        changed();
        return { ...asListed(item), domain: zip.domain.id, customer_postcode: zip.id };
      },
      'marketplaceItems.createMultiple': ({ domain, customer_postcode, asins }) => {
        const zip = postcodeOf(domain, customer_postcode);
        let success = 0;
        const errorRows: { asin: string; error: string }[] = [];
        for (const asin of splitCodeList(asins)) {
          if (!zip) errorRows.push({ asin, error: `Postcode "${customer_postcode}" is not an active postcode of ${domain}.` });
          else if (!ASIN_PATTERN.test(asin)) errorRows.push({ asin, error: `ASIN "${asin}" is not 10 capital letters and digits.` });
          else if (exists(asin)) errorRows.push({ asin, error: 'ASIN already exists in this collection.' });
          else {
            add(asin, zip.domain.domain, zip.zipcode, null);
            success += 1;
          }
        }
        changed();
        return { success_count: success, error_rows: errorRows };
      },
      'marketplaceItems.update': ({ asin_id, asin, custom_id }) => {
        const item = itemById(asin_id);
        if (!item) return notFound();
        if (asin !== undefined) Object.assign(item, { code: asin, key: asin });
        if (custom_id !== undefined) item.customId = custom_id;
        changed();
        return { id: asin_id, updated_at: at, ...(custom_id === undefined ? {} : { custom_id }) };
      },
      'marketplaceItems.delete': ({ asin_id }) => {
        const index = items.findIndex((i) => i.itemId === asin_id);
        if (index < 0) return notFound();
        items.splice(index, 1);
        changed();
        return 'ASIN deleted.';
      },
    },
  };
}
