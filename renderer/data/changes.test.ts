import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { collectionCreated, collectionsDeleted, creditsChanged, itemsChanged, runChanged, zipcodesChanged } from './changes.ts';
import { accountKeys, runKeys, scrapeKeys, settingsKeys, zipcodeKeys } from './keys.ts';
import { localCopyChanged, localCopyKeys } from './local-copy-cache.ts';

// What each screen has read, under the layer's keys: the collections of the local copy (the Collections
// screen, the pickers of Import / Category scrapes / Catalogue and the Category scrapes list select from
// one query), two collection pages with their items, runs and outputs, a run followed live, the balance…
const views = {
  collections: localCopyKeys.collections(),
  collection7: localCopyKeys.record(7),
  collection8: localCopyKeys.record(8),
  items7: localCopyKeys.items(7),
  items8: localCopyKeys.items(8),
  regional7: localCopyKeys.regional(7),
  runs7: localCopyKeys.runs(7),
  outputs7: localCopyKeys.outputs(7, 3),
  compare7: localCopyKeys.compare(7, null, null),
  liveRuns7: runKeys.list(7),
  runs8: localCopyKeys.runs(8),
  scrape7: scrapeKeys.result(7),
  credits: accountKeys.credits(),
  profile: accountKeys.profile(),
  activePostcodes: zipcodeKeys.list({ status: 'active' }),
  allPostcodes: zipcodeKeys.list({}),
  postcodeSearch: zipcodeKeys.search('20'),
  domains: settingsKeys.domains(),
} as const;
type View = keyof typeof views;

let client: QueryClient;

beforeEach(() => {
  client = new QueryClient();
  for (const key of Object.values(views)) client.setQueryData(key, { read: true });
});

/** The views a change marked stale (to be re-read on screen now, or when next opened). */
function stale(): View[] {
  return (Object.keys(views) as View[]).filter((view) => client.getQueryState(views[view])?.isInvalidated === true);
}

describe('the invalidation map', () => {
  it('an item added on a collection page reaches the Collections list, every picker and that page, nothing else', async () => {
    await itemsChanged(client, 7);
    expect(stale()).toEqual(['collections', 'collection7', 'items7', 'regional7']);
  });

  it('a collection created anywhere (scrapes, catalogue, Collections) reaches every collections list', async () => {
    await collectionCreated(client);
    expect(stale()).toEqual(['collections']);
  });

  it('a run that moved or finished reaches its runs, outputs, scrape runner, collection, lists and the balance', async () => {
    await runChanged(client, 7);
    expect(stale()).toEqual(['collections', 'collection7', 'items7', 'regional7', 'runs7', 'outputs7', 'compare7', 'liveRuns7', 'scrape7', 'credits']);
  });

  it('deleted collections are dropped from the cache and the lists re-read', async () => {
    await collectionsDeleted(client, [7]);
    expect(stale()).toEqual(['collections']);
    for (const view of ['collection7', 'items7', 'regional7', 'runs7', 'outputs7', 'compare7', 'liveRuns7', 'scrape7'] as const)
      expect(client.getQueryData(views[view])).toBeUndefined();
    expect(client.getQueryData(views.collection8)).toEqual({ read: true });
    expect(client.getQueryData(views.items8)).toEqual({ read: true });
  });

  it("a postcode change reaches every postcode list and search (the forms' active postcodes too)", async () => {
    await zipcodesChanged(client);
    expect(stale()).toEqual(['activePostcodes', 'allPostcodes', 'postcodeSearch']);
  });

  it('a balance change reaches the one credits query every screen reads', async () => {
    await creditsChanged(client);
    expect(stale()).toEqual(['credits']);
  });

  it("main's sync engine re-reads only what moved: a collection's items, its runs (with the prices they give), a record, the list", async () => {
    await localCopyChanged(client, { collectionId: 7, what: 'items' });
    expect(stale()).toEqual(['items7', 'regional7']);
    client.clear();
    for (const key of Object.values(views)) client.setQueryData(key, { read: true });
    await localCopyChanged(client, { collectionId: 7, what: 'runs' });
    expect(stale()).toEqual(['items7', 'regional7', 'runs7', 'outputs7', 'compare7']);
    client.clear();
    for (const key of Object.values(views)) client.setQueryData(key, { read: true });
    await localCopyChanged(client, { collectionId: 8, what: 'collections' });
    expect(stale()).toEqual(['collections', 'collection8']);
    client.clear();
    for (const key of Object.values(views)) client.setQueryData(key, { read: true });
    await localCopyChanged(client, { collectionId: null, what: 'collections' });
    expect(stale()).toEqual(['collections', 'collection7', 'collection8']);
  });

  it('everything mirrored is re-read when the team copy comes and goes, but not the freshness its events set', async () => {
    client.setQueryData(localCopyKeys.sync(), { state: 'up-to-date' });
    await localCopyChanged(client, { collectionId: null, what: 'all' });
    expect(stale()).toEqual(['collections', 'collection7', 'collection8', 'items7', 'items8', 'regional7', 'runs7', 'outputs7', 'compare7', 'runs8']);
    expect(client.getQueryState(localCopyKeys.sync())?.isInvalidated).toBe(false);
  });
});
