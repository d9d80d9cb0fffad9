import { serviceMethodEndpoints } from '../../../shared/bridge/methods/service-methods.ts';
import type { Connection } from '../connection/connection.ts';
import { DeskError } from '../connection/desk-error.ts';
import type { CopyStore } from './copy-store.ts';
import type { LocalCopy } from './local-copy.ts';

/** Areas whose writes change what the local copy mirrors. */
const MIRRORED_AREAS = new Set(['collections', 'marketplaceItems', 'partsstoreItems', 'officestoreItems', 'items', 'runs', 'categoryScrape']);
const ITEM_TYPES: Record<string, string> = { marketplaceItems: 'marketplace', partsstoreItems: 'partsstore', officestoreItems: 'officestore' };

/** How long a write's answer waits for the copy to take the change in. */
const WRITE_SYNC_WAIT_MS = 2_000;

/** The message of a change refused because the service cannot be reached. */
const OFFLINE_WRITE_MESSAGE =
  'The service cannot be reached, so this change was not made and nothing was queued. Make it again once the connection is back; the local copy stays readable meanwhile.';

const idIn = (value: unknown, ...fields: string[]): number | null => {
  if (typeof value !== 'object' || value === null) return null;
  for (const field of fields) {
    const v = (value as Record<string, unknown>)[field];
    if (typeof v === 'number' && Number.isInteger(v) && v > 0) return v;
  }
  return null;
};

/** The collection a write touched: named in its input or answer, else found through the item it changed. */
async function collectionOfWrite(store: CopyStore, method: string, input: unknown, output: unknown): Promise<number | null> {
  const named = idIn(input, 'collection', 'collection_id', 'collectionId') ?? idIn(output, 'collection', 'collection_id');
  if (named !== null || method.startsWith('collections.')) return named ?? idIn(output, 'id');
  if (method === 'categoryScrape.add') return idIn(output, 'id');
  const area = method.split('.')[0] ?? '';
  const itemId = idIn(input, 'asin_id', 'sku_id');
  const type = ITEM_TYPES[area];
  // A team copy out of reach is not waited for: the next pass finds the change.
  if (itemId === null || type === undefined || !store.reachable()) return null;
  return store.collectionOfItem(itemId, type);
}

type AnyHandler = (input: unknown, ctx: never) => Promise<unknown>;

/**
 * Wraps write handlers for the local copy. Every write is refused up front, with the reason, while
 * the service cannot be reached (after one fresh check), so nothing is ever queued; a write the service
 * took has the sync engine read what it changed into the copy before the answer goes back.
 */
export function withWriteHooks<H extends object>(handlers: H, writes: readonly string[], deps: { localCopy: LocalCopy; connection: Connection }): H {
  const { localCopy, connection } = deps;
  const all = handlers as unknown as Record<string, AnyHandler>;
  const wrapped: Record<string, AnyHandler> = { ...all };
  for (const name of writes) {
    const handler = all[name];
    if (!handler) continue;
    const area = name.split('.')[0] ?? '';
    wrapped[name] = async (input, ctx) => {
      if (localCopy.offline() && (await connection.check()).state === 'offline') {
        throw new DeskError('network', OFFLINE_WRITE_MESSAGE);
      }
      const output = await handler(input, ctx);
      if (MIRRORED_AREAS.has(area)) {
        let synced: Promise<void> | null = null;
        try {
          const collectionId = await localCopy.useStore((store) => collectionOfWrite(store, name, input, output));
          // A deleted collection leaves the copy with the next collections list.
          synced = localCopy.sync.syncNow(collectionId === null || name.startsWith('collections.delete') ? null : collectionId);
        } catch {
          // The service took the change: an unreadable local copy must not turn that into a failure.
        }
        // Read your writes: the answer waits (briefly) for the copy to hold the change, so the screens'
        // next read of the copy shows it; a slow sync finishes on its own and says so by event.
        if (synced) await Promise.race([synced, new Promise((resolve) => setTimeout(resolve, WRITE_SYNC_WAIT_MS).unref())]);
      }
      return output;
    };
  }
  return wrapped as unknown as H;
}

/** The service methods that change something (every endpoint not marked a read). */
export const SERVICE_WRITES: readonly string[] = Object.entries(serviceMethodEndpoints)
  .filter(([, endpoint]) => endpoint.retry !== 'read')
  .map(([name]) => name);
