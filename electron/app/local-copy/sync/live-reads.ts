import type { Collection } from '../../../../shared/api/collections.ts';
import { serviceContract } from '../../../../shared/api/contract.ts';
import type { LocalRun } from '../../../../shared/bridge/methods/local-copy.ts';
import type { ServiceClient } from '../../service/service-client.ts';
import { StoreUnreachable, type CopyReads } from '../copy-store.ts';
import { localItems } from '../item-rows.ts';
import { runOf } from '../copy-model.ts';
import { listAllCollections, listAllItems, listRuns } from './service-reads.ts';

/** Collection records read live lately, shared by the reads of one re-read of the screens. */
export type LiveRecords = Map<number, { at: number; record: Promise<Collection | null> }>;

/** How long a live record answers the reads made with it. */
const RECORD_KEPT_MS = 2_000;

const isNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 404;

/**
 * The screens' reads answered by the service itself while the profile's team copy cannot be reached: the
 * collections, their items and runs as the service lists them now (no prices: those are archived outputs).
 * What only the copy holds (a run's archived outputs, history, comparisons) says why it is not there.
 */
export function liveReads(client: () => Promise<ServiceClient>, why: string, records: LiveRecords = new Map()): CopyReads {
  const missing = (what: string) => new StoreUnreachable(`${why} ${what} come back with it; the rest of the desk reads the service live meanwhile.`);
  const fetchRecord = async (collectionId: number): Promise<Collection | null> => {
    try {
      return await (await client()).call(serviceContract.collections.get, { collection_id: collectionId });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  // The record, its items and its runs are read together on each cue: the record is asked once for all three.
  const record = (collectionId: number): Promise<Collection | null> => {
    const kept = records.get(collectionId);
    if (kept && Date.now() - kept.at < RECORD_KEPT_MS) return kept.record;
    const fresh = { at: Date.now(), record: fetchRecord(collectionId) };
    records.set(collectionId, fresh);
    fresh.record.catch(() => records.delete(collectionId));
    return fresh.record;
  };
  const runs = async (collectionId: number): Promise<LocalRun[]> => {
    const collection = await record(collectionId);
    if (collection === null) return [];
    const listed = await listRuns(await client(), collection);
    return listed
      .map((r) =>
        runOf({
          ...r,
          links: JSON.stringify(r.download_links),
          archive: 'pending',
          reason: null,
          output_count: 0,
        }),
      )
      .sort((a, b) => b.runId - a.runId);
  };
  return {
    collections: async () => (await listAllCollections(await client())).sort((a, b) => b.id - a.id),
    collection: record,
    itemsSynced: async () => true,
    async items(collectionId) {
      const collection = await record(collectionId);
      if (collection === null) return [];
      return localItems(await listAllItems(await client(), collection), false, [], new Map(), new Map());
    },
    runs,
    async run(collectionId, runId) {
      const found = (await runs(collectionId)).find((r) => r.runId === runId);
      if (!found) throw missing('This run and its outputs');
      return found;
    },
    outputs: async () => Promise.reject(missing('Archived outputs')),
    history: async () => Promise.reject(missing('Price history and availability')),
    compareRuns: async () => Promise.reject(missing('Comparisons of runs')),
    compare: async () => Promise.reject(missing('Comparisons of runs')),
    stockByRun: async () => Promise.reject(missing('The in-stock line of the runs')),
    regional: async () => Promise.reject(missing('Prices by region')),
  };
}

/** A client that counts each call it sends (the sync engine's budget counts the screens' live reads). */
export function countingClient(client: ServiceClient, count: () => void): ServiceClient {
  return {
    get baseUrl() {
      return client.baseUrl;
    },
    call: (endpoint, input, options) => {
      count();
      return client.call(endpoint, input, options);
    },
    playground: (endpoint, input, options) => {
      count();
      return client.playground(endpoint, input, options);
    },
    upload: (endpoint, fields, file, options) => client.upload(endpoint, fields, file, options),
    download: (url, destPath, options) => client.download(url, destPath, options),
    fetchBytes: (url, options) => {
      count();
      return client.fetchBytes(url, options);
    },
  };
}
