import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { collectionCreated, collectionsDeleted, creditsChanged, itemsChanged, runChanged, zipcodesChanged } from './changes.ts';
import { accountKeys, collectionKeys, itemKeys, runKeys, scrapeKeys, settingsKeys, zipcodeKeys } from './keys.ts';

// What each screen has read, under the layer's keys: the Collections screen's page, the pickers of
// Import / Category scrapes / Catalogue, the Category scrapes list, two collection pages, the header balance…
const views = {
  collectionsScreen: collectionKeys.list({ skip: 0, limit: 20 }),
  marketplacePicker: collectionKeys.list({ request_type: 'marketplace', skip: 0, limit: 200 }),
  scrapesList: collectionKeys.list({ request_type: 'marketplace_category_scrape', skip: 0, limit: 25 }),
  collection7: collectionKeys.detail(7),
  collection8: collectionKeys.detail(8),
  items7: itemKeys.page(7, 'marketplace', { skip: 0, limit: 100 }),
  items8: itemKeys.page(8, 'marketplace', { skip: 0, limit: 100 }),
  runs7: runKeys.list(7),
  everyRunner7: runKeys.everyRunner(7),
  outputs7: runKeys.outputs(7, 3, 0, 100),
  runs8: runKeys.list(8),
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
    expect(stale()).toEqual(['collectionsScreen', 'marketplacePicker', 'scrapesList', 'collection7', 'items7']);
  });

  it('a collection created anywhere (scrapes, catalogue, Collections) reaches every collections list', async () => {
    await collectionCreated(client);
    expect(stale()).toEqual(['collectionsScreen', 'marketplacePicker', 'scrapesList']);
  });

  it('a run that moved or finished reaches its runs, outputs, scrape runner, collection, lists and the balance', async () => {
    await runChanged(client, 7);
    expect(stale()).toEqual([
      'collectionsScreen',
      'marketplacePicker',
      'scrapesList',
      'collection7',
      'runs7',
      'everyRunner7',
      'outputs7',
      'scrape7',
      'credits',
    ]);
  });

  it('deleted collections are dropped from the cache and the lists re-read', async () => {
    await collectionsDeleted(client, [7]);
    expect(stale()).toEqual(['collectionsScreen', 'marketplacePicker', 'scrapesList']);
    for (const view of ['collection7', 'items7', 'runs7', 'everyRunner7', 'outputs7', 'scrape7'] as const)
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
});
