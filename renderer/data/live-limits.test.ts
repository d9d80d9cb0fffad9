import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Result } from '../../shared/bridge/result.ts';
import { BridgeFailure } from '../lib/bridge-query.ts';

// What the service holds now, as main's item lists answer it; the test changes it "elsewhere".
let held = 0;
let bare = false;
const calls: { method: string; input: Record<string, unknown> }[] = [];
const list =
  (method: string) =>
  async (input: Record<string, unknown>): Promise<Result<unknown>> => {
    calls.push({ method, input });
    if (method === 'marketplaceItems.list') return { ok: true, value: bare ? [] : { total_count: held, asin_list: [] } };
    return { ok: true, value: { total: held, skip: 0, limit: 1, items: [] } };
  };
vi.mock('../lib/desk.ts', () => ({
  desk: {
    marketplaceItems: { list: list('marketplaceItems.list') },
    partsstoreItems: { list: list('partsstoreItems.list') },
    officestoreItems: { list: list('officestoreItems.list') },
  },
}));

const { liveItemCountQuery, liveReading, readItemCount, roomAllows, roomLeft, roomProblem } = await import('./live-limits.ts');
const { itemsChanged } = await import('./changes.ts');

describe('the item count read at the moment of a decision', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    calls.length = 0;
    held = 20;
    bare = false;
  });
  afterEach(() => client.clear());

  it('asks the service for one item and its total, as the interface advises before a run', async () => {
    expect(await readItemCount(7, 'marketplace')).toBe(20);
    expect(await readItemCount(8, 'partsstore')).toBe(20);
    expect(await readItemCount(9, 'officestore')).toBe(20);
    expect(calls).toEqual([
      { method: 'marketplaceItems.list', input: { collection_id: 7, skip: 0, limit: 1, with_count: 1 } },
      { method: 'partsstoreItems.list', input: { collection_id: 8, skip: 0, limit: 1 } },
      { method: 'officestoreItems.list', input: { collection_id: 9, skip: 0, limit: 1 } },
    ]);
  });

  it('refuses to guess when the service leaves the total out', async () => {
    bare = true;
    await expect(readItemCount(7, 'marketplace')).rejects.toThrow(/without its total/);
  });

  it('counts items added elsewhere: every read goes to the service, and a change made here reads it again', async () => {
    expect(await client.fetchQuery(liveItemCountQuery(7, 'marketplace'))).toBe(20);
    held = 320; // added through the service's API by a colleague
    expect(await client.fetchQuery(liveItemCountQuery(7, 'marketplace'))).toBe(320);
    await itemsChanged(client, 7);
    expect(client.getQueryState(liveItemCountQuery(7, 'marketplace').queryKey)?.isInvalidated).toBe(true);
  });
});

describe('a reading as a decision may use it', () => {
  const result = (over: Partial<{ data: number; error: Error | null; isFetching: boolean; status: 'pending' | 'success' | 'error' }>) => ({
    data: undefined,
    error: null,
    isFetching: false,
    status: 'success' as const,
    ...over,
  });

  it('counts a value only once the read made for this opening has answered; a failure is kept with its reason', () => {
    expect(liveReading(result({ data: 20 }))).toEqual({ status: 'read', value: 20 });
    // The value of an earlier opening is on screen while the new read runs: it does not count.
    expect(liveReading(result({ data: 20, isFetching: true }))).toEqual({ status: 'reading' });
    expect(liveReading(result({ status: 'pending' }))).toEqual({ status: 'reading' });
    const failure = new BridgeFailure({ kind: 'network', message: 'Could not reach the service.' });
    expect(liveReading(result({ data: 20, status: 'error', error: failure }))).toEqual({ status: 'failed', error: failure });
  });
});

describe("a collection's room", () => {
  it('is what the 5000-item limit leaves, and says plainly when the items do not fit', () => {
    expect(roomLeft(4990)).toBe(10);
    expect(roomLeft(5000)).toBe(0);
    expect(roomLeft(5003)).toBe(0);
    expect(roomProblem(4990, 10)).toBeNull();
    expect(roomProblem(4990, 25)).toBe(`This collection holds ${(4990).toLocaleString()} of ${(5000).toLocaleString()} items: room for 10 more, not 25.`);
    expect(roomProblem(5000, 1)).toBe(`This collection holds ${(5000).toLocaleString()} of ${(5000).toLocaleString()} items: it is full.`);
  });

  it('lets items go only once the count is read and they fit', () => {
    expect(roomAllows({ status: 'read', value: 4999 }, 1)).toBe(true);
    expect(roomAllows({ status: 'read', value: 5000 }, 1)).toBe(false);
    expect(roomAllows({ status: 'reading' }, 1)).toBe(false);
    expect(roomAllows({ status: 'failed', error: { kind: 'network', message: 'Could not reach the service.' } }, 1)).toBe(false);
  });
});
