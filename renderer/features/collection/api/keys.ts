import type { ItemType } from '../lib/item-rows.ts';

/** Paging of one items list request. */
export interface ItemsPage {
  skip: number;
  limit: number;
}

/** Query keys of the collection page; every query and invalidation of this feature goes through these. */
export const collectionKeys = {
  all: ['collection'] as const,
  /** One collection record (`get_schedule`). */
  detail: (collectionId: number) => [...collectionKeys.all, 'detail', collectionId] as const,
  /** Every items list of one collection, whatever its page. */
  items: (collectionId: number) => [...collectionKeys.all, 'items', collectionId] as const,
  /** One page of a collection's items. */
  itemsPage: (collectionId: number, type: ItemType, page: ItemsPage) => [...collectionKeys.items(collectionId), type, page] as const,
  /** The runner records of one collection (paged 5 at a time). */
  runs: (collectionId: number) => [...collectionKeys.all, 'runs', collectionId] as const,
  /** Output records of one runner (marketplace), by page. */
  runOutputs: (collectionId: number, runnerId: number, skip: number, limit: number) =>
    [...collectionKeys.all, 'run-outputs', collectionId, runnerId, skip, limit] as const,
  /** Every runner of a collection at once (under `runs`, so run invalidations reach it). */
  allRunners: (collectionId: number) => [...collectionKeys.runs(collectionId), 'all'] as const,
  /** One output record with its payload (immutable once written). */
  output: (outputId: number) => [...collectionKeys.all, 'output', outputId] as const,
  /** The records of one JSON result page. */
  resultPage: (url: string) => [...collectionKeys.all, 'result-page', url] as const,
  /** The retail domains (`settings/domains/`). */
  domains: () => [...collectionKeys.all, 'domains'] as const,
  /** Every active-postcodes list. */
  activePostcodesAll: () => [...collectionKeys.all, 'active-postcodes'] as const,
  /** Active postcodes of one domain. */
  activePostcodes: (domainId: number) => [...collectionKeys.activePostcodesAll(), domainId] as const,
  /** The officestore stores. */
  stores: () => [...collectionKeys.all, 'officestore-stores'] as const,
  /** The credit balance as this screen last read it. */
  credits: () => [...collectionKeys.all, 'credits'] as const,
};
