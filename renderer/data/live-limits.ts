import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryObserverResult } from '@tanstack/react-query';
import type { Credits } from '../../shared/api/accounts.ts';
import { LIMITS } from '../../shared/api/limits.ts';
import type { ItemType } from '../../shared/csv/item-columns.ts';
import type { BridgeError } from '../../shared/bridge/result.ts';
import { asBridgeError, unwrap } from '../lib/bridge-query.ts';
import { desk } from '../lib/desk.ts';
import { formatNumber } from '../lib/format.ts';
import { creditsQuery } from './account.ts';
import { itemKeys } from './keys.ts';

// Money and limits are read from the service at the moment the user decides (a run's cost, a collection's
// room), never from a cached record or the local copy: items added elsewhere must count.

/** A reading taken for a decision: still being read, read, or unreadable (the decision is then refused with the reason). */
export type LiveReading<T> = { status: 'reading' } | { status: 'read'; value: T } | { status: 'failed'; error: BridgeError };

/** The query result as a reading of now: an older value shown while a new read is under way does not count. */
export function liveReading<T>(result: Pick<QueryObserverResult<T>, 'data' | 'error' | 'isFetching' | 'status'>): LiveReading<T> {
  if (result.isFetching) return { status: 'reading' };
  if (result.status === 'error') return { status: 'failed', error: asBridgeError(result.error) };
  return result.data === undefined ? { status: 'reading' } : { status: 'read', value: result.data };
}

/** How many items a collection holds now: `list` with `limit=1` (and `with_count=1` for marketplace), as the interface advises before a run. */
export async function readItemCount(collectionId: number, type: ItemType): Promise<number> {
  const input = { collection_id: collectionId, skip: 0, limit: 1 };
  if (type === 'marketplace') {
    const answer = await unwrap(desk.marketplaceItems.list({ ...input, with_count: 1 }));
    // A bare array counts only the one item asked for: the total is unknown, and a guess must not price a run.
    if (Array.isArray(answer)) throw new Error('The service answered the item list without its total (with_count), so the items cannot be counted.');
    return answer.total_count;
  }
  const answer = type === 'partsstore' ? await unwrap(desk.partsstoreItems.list(input)) : await unwrap(desk.officestoreItems.list(input));
  return answer.total;
}

/** A collection's item count read live (never served from the cache); changes to its items invalidate it with them. */
export function liveItemCountQuery(collectionId: number, type: ItemType) {
  return queryOptions({
    queryKey: itemKeys.count(collectionId),
    queryFn: () => readItemCount(collectionId, type),
    staleTime: 0,
  });
}

/** How many more items a collection holding `count` can take (5000 at most). */
export function roomLeft(count: number): number {
  return Math.max(0, LIMITS.itemsPerCollection - count);
}

/** Why `adding` more items do not fit in a collection holding `count`, or null when they fit. */
export function roomProblem(count: number, adding: number): string | null {
  const room = roomLeft(count);
  if (adding <= room) return null;
  const holds = `This collection holds ${formatNumber(count)} of ${formatNumber(LIMITS.itemsPerCollection)} items`;
  return room === 0 ? `${holds}: it is full.` : `${holds}: room for ${formatNumber(room)} more, not ${formatNumber(adding)}.`;
}

/** A reading on screen, with a way to read again after a failure. */
export type LiveReadingView<T> = LiveReading<T> & { retry: () => void };

/** A query's reading with its retry. */
function withRetry<T>(result: QueryObserverResult<T>): LiveReadingView<T> {
  return { ...liveReading(result), retry: () => void result.refetch() };
}

/** Whether `adding` items may be sent: only once the count is read for this opening and they fit in the room left. */
export function roomAllows(count: LiveReading<number>, adding: number): boolean {
  return count.status === 'read' && roomProblem(count.value, adding) === null;
}

/** A collection's item count, read again each time `open` turns true (and after every change to its items). */
export function useLiveItemCount(collectionId: number, type: ItemType, open: boolean): LiveReadingView<number> {
  return withRetry(useQuery({ ...liveItemCountQuery(collectionId, type), enabled: open }));
}

const remainingOf = (credits: Credits): number => credits.remaining_credits;

/**
 * The credits that remain, read fresh each time `open` turns true (a Run dialog opening): the one balance
 * query the header and the Account screen show, so what the decision reads is what they show at once.
 */
export function useLiveRemainingCredits(open: boolean): LiveReadingView<number> {
  return withRetry(useQuery({ ...creditsQuery(), staleTime: 0, refetchInterval: false, select: remainingOf, enabled: open }));
}
