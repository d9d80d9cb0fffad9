import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { CategoryScrapeResult } from '../../shared/api/category-scrape.ts';
import type { Zipcode } from '../../shared/api/zipcodes.ts';
import type { Desk } from '../../shared/bridge/desk-api.ts';
import { bridgeEvents } from '../../shared/bridge/events.ts';
import type { DeskEvent } from '../data/events.ts';
import { accountKeys, deskKeys, scrapeKeys, zipcodeKeys } from '../data/keys.ts';
import { inboxKeys } from '../data/inbox-cache.ts';
import { localCopyKeys } from '../data/local-copy-cache.ts';
import { runProgressKey, type RunProgress } from '../data/run-cache.ts';
import { subscribeServerEvents } from './server-events.ts';

type EventName = keyof typeof bridgeEvents;

/** Main's side of the events: payloads are checked against the bridge's own schemas, as the preload does. */
function createMain() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const on = ((event: string, listener: (payload: unknown) => void) => {
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return () => set.delete(listener);
  }) as Desk['on'];
  const emit = <K extends EventName>(event: K, payload: DeskEvent<K>) => {
    const parsed = bridgeEvents[event].parse(payload);
    for (const listener of listeners.get(event) ?? []) listener(parsed);
  };
  const listening = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
  return { on, emit, listening };
}

const zipcode = (id: number, status: Zipcode['status']): Zipcode => ({
  id,
  zipcode: '2000',
  domain: { id: 1, domain: 'marketplace.com.au', country_code: 'AU', status: 'active' },
  status,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

let client: QueryClient;
let main: ReturnType<typeof createMain>;
let stop: () => void;
const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated === true;

afterEach(() => {
  stop();
  client.clear();
});

beforeEach(() => {
  client = new QueryClient();
  main = createMain();
  stop = subscribeServerEvents(main.on, client);
  client.setQueryData(accountKeys.credits(), { remaining_credits: 10 });
  client.setQueryData(localCopyKeys.collections(), { collections: [] });
  client.setQueryData(localCopyKeys.record(7), { collection: { id: 7 } });
});

describe("main's events, subscribed once and mapped to the data layer's keys", () => {
  it('credits.changed marks the one balance every screen shows stale', () => {
    main.emit('credits.changed', {});
    expect(stale(accountKeys.credits())).toBe(true);
    expect(stale(localCopyKeys.record(7))).toBe(false);
  });

  it("run.progress and run.finished keep what main said of the run apart from the copy's record; run.finished re-reads the run, the collection, the lists and the balance", () => {
    const key = runProgressKey(7);
    main.emit('run.progress', { collectionId: 7, runnerId: 3, processed: 4, failed: 0, itemCount: 10 });
    // A late, older event never moves the counts back.
    main.emit('run.progress', { collectionId: 7, runnerId: 3, processed: 2, failed: 0, itemCount: 10 });
    expect(client.getQueryData<RunProgress>(key)).toEqual({ 3: { processed: 4, failed: 0, itemCount: 10 } });
    for (const view of [localCopyKeys.runs(7), localCopyKeys.record(7)]) client.setQueryData(view, {});
    expect(stale(localCopyKeys.runs(7))).toBe(false);

    main.emit('run.finished', { collectionId: 7, runnerId: 3, stage: 'done', processed: 10, failed: 0 });
    expect(client.getQueryData<RunProgress>(key)?.[3]).toEqual({ processed: 10, failed: 0, itemCount: 10, ended: 'done' });
    for (const view of [localCopyKeys.runs(7), localCopyKeys.record(7), localCopyKeys.collections(), accountKeys.credits()]) expect(stale(view)).toBe(true);
  });

  it('postcode.status updates every cached list at once and re-reads the lists filtered by status', () => {
    client.setQueryData(zipcodeKeys.list({}), [zipcode(5, 'in-progress')]);
    client.setQueryData(zipcodeKeys.list({ status: 'active' }), []);
    main.emit('postcode.status', { zipcodeId: 5, status: 'active', zipcode: '2000', domain: 'marketplace.com.au' });
    expect(client.getQueryData<Zipcode[]>(zipcodeKeys.list({}))?.[0]?.status).toBe('active');
    expect(stale(zipcodeKeys.list({}))).toBe(false);
    expect(stale(zipcodeKeys.list({ status: 'active' }))).toBe(true);
  });

  it("scrape.progress moves the cached runner; a scrape's end re-reads its collection and the lists", () => {
    const result: CategoryScrapeResult = {
      id: 40,
      collection: 7,
      is_download_generated: false,
      stage: 'scraping',
      asin_count: 3,
      asins: [],
      download_links: { pages: [], all_pages: '' },
    };
    client.setQueryData(scrapeKeys.result(7), result);
    main.emit('scrape.progress', { collectionId: 7, runnerId: 40, stage: 'scraping', asinCount: 9 });
    expect(client.getQueryData<CategoryScrapeResult>(scrapeKeys.result(7))?.asin_count).toBe(9);
    expect(stale(localCopyKeys.collections())).toBe(false);
    main.emit('scrape.progress', { collectionId: 7, runnerId: 40, stage: 'done', asinCount: 12 });
    expect(client.getQueryData<CategoryScrapeResult>(scrapeKeys.result(7))?.stage).toBe('done');
    expect(stale(localCopyKeys.collections())).toBe(true);
    expect(stale(localCopyKeys.record(7))).toBe(true);
  });

  it("keeps main's one sync status as every mirrored view's freshness", async () => {
    main.emit('sync.status', { profileId: 'sandbox', state: 'offline', lastSyncAt: '2026-11-27T10:42:00.000Z' });
    expect(client.getQueryData(localCopyKeys.sync())).toEqual({ profileId: 'sandbox', state: 'offline', lastSyncAt: '2026-11-27T10:42:00.000Z' });
    main.emit('localCopy.changed', { profileId: 'sandbox', collectionId: 7, what: 'collections' });
    await vi.waitFor(() => expect(stale(localCopyKeys.record(7))).toBe(true));
    expect(stale(localCopyKeys.collections())).toBe(true);
  });

  it('inbox.matched re-reads the inbox and its unread count, not the rules; a purge re-reads them all', async () => {
    client.setQueryData(inboxKeys.unread(), { unread: 0 });
    client.setQueryData(inboxKeys.list({ runId: 3 }), { matches: [] });
    client.setQueryData(inboxKeys.rules(null), { rules: [] });
    const target = { kind: 'changes' as const, collectionId: 7, runId: 3 };
    main.emit('inbox.matched', { profileId: 'sandbox', collectionId: 7, runId: 3, matches: 2, title: 'Watch rules matched', body: '2 new · Shelf', target });
    expect([stale(inboxKeys.unread()), stale(inboxKeys.list({ runId: 3 })), stale(inboxKeys.rules(null))]).toEqual([true, true, false]);
    main.emit('localCopy.changed', { profileId: 'sandbox', collectionId: null, what: 'all' });
    await vi.waitFor(() => expect(stale(inboxKeys.rules(null))).toBe(true));
  });

  it('re-reads each view a burst of localCopy.changed names once, and no view more than once a second', async () => {
    const reads = new Map<string, number>();
    const views: Record<string, readonly unknown[]> = {
      list: localCopyKeys.collections(),
      record7: localCopyKeys.record(7),
      record8: localCopyKeys.record(8),
      items7: localCopyKeys.items(7),
      runs7: localCopyKeys.runs(7),
      outputs7: localCopyKeys.outputs(7, 3),
      items9: localCopyKeys.items(9),
      unread: inboxKeys.unread(),
    };
    // Each view mounted on a screen: an observer that reads through the bridge (counted here).
    const offs = Object.entries(views).map(([name, queryKey]) =>
      new QueryObserver(client, {
        queryKey,
        queryFn: () => {
          reads.set(name, (reads.get(name) ?? 0) + 1);
          return { read: reads.get(name) };
        },
        staleTime: Infinity,
      }).subscribe(() => undefined),
    );
    const counts = () => Object.fromEntries(Object.keys(views).map((name) => [name, reads.get(name) ?? 0]));
    const settled = async (expected: Record<string, number>) =>
      vi.waitFor(() => {
        expect(client.isFetching()).toBe(0);
        expect(counts()).toEqual(expected);
      });
    // The list and record 7 were read before (cached); the others are read as they mount.
    await settled({ list: 0, record7: 0, record8: 1, items7: 1, runs7: 1, outputs7: 1, items9: 1, unread: 1 });

    // 10,000 events at once (a team copy's flood, or a pass over many collections): one re-read of each view named.
    for (let i = 0; i < 10_000; i += 1) {
      const what = (['runs', 'items', 'collections'] as const)[i % 3]!;
      main.emit('localCopy.changed', { profileId: 'sandbox', collectionId: what === 'collections' ? 8 : 7, what });
    }
    const once = { list: 1, record7: 0, record8: 2, items7: 2, runs7: 2, outputs7: 2, items9: 1, unread: 2 };
    await settled(once);

    // More right after: held until a second has passed since the last re-read, then once again.
    main.emit('localCopy.changed', { profileId: 'sandbox', collectionId: 7, what: 'runs' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(counts()).toEqual(once);
    await settled({ ...once, items7: 3, runs7: 3, outputs7: 3, unread: 3 });
    for (const off of offs) off();
  });

  it("shows the updater's new status at once (a download's progress, then the update ready)", () => {
    main.emit('updates.status', { state: 'downloading', autoCheck: true, version: '2.0.0', percent: 40 });
    expect(client.getQueryData(deskKeys.updates())).toMatchObject({ state: 'downloading', percent: 40 });
    main.emit('updates.status', { state: 'ready', autoCheck: true, version: '2.0.0' });
    expect(client.getQueryData(deskKeys.updates())).toEqual({ state: 'ready', autoCheck: true, version: '2.0.0' });
  });

  it('listens once per event and lets go of all of them when the app unmounts', () => {
    // Every event but the shell's own (the theme and "open this place"), which carry no server data.
    const shellEvents = ['app.open', 'settings.changed'];
    expect(main.listening()).toBe(Object.keys(bridgeEvents).filter((name) => !shellEvents.includes(name)).length);
    stop();
    expect(main.listening()).toBe(0);
    main.emit('credits.changed', {});
    expect(stale(accountKeys.credits())).toBe(false);
  });
});
