import type { QueryClient } from '@tanstack/react-query';
import type { Collection } from '../../../../shared/api/collections.ts';
import { BridgeFailure, unwrap } from '../../../lib/bridge-query.ts';
import { desk } from '../../../lib/desk.ts';
import { collectionChanged, collectionCreated } from '../../../data/changes.ts';
import { collectionQuery } from '../../../data/collections.ts';

// The service calls of a split import. Every read here is live: the room and the names taken decide
// where rows go and what is created, so they come from the service now, never from a copy.

/** One collection read from the service now (its item count decides the room). */
export function readCollection(client: QueryClient, collectionId: number): Promise<Collection> {
  return client.fetchQuery({ ...collectionQuery(collectionId), staleTime: 0 });
}

const PAGE = 200;
// Pages of a name search read at most (a cap on a hostile or broken listing, far above any real one).
const MAX_PAGES = 50;

/** The collections whose name contains `stem`, read from the service now, every page. */
export async function collectionsNamed(stem: string): Promise<Collection[]> {
  const found: Collection[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await unwrap(desk.collections.list({ search: stem, skip: found.length, limit: PAGE }));
    found.push(...answer.items);
    if (answer.items.length === 0 || found.length >= answer.total) break;
  }
  return found;
}

/**
 * Creates a new collection of a split with the chosen collection's settings (schedule and its time,
 * priority, fetch mode, notification e-mail, destinations). A disabled chosen collection's new ones are
 * disabled too, before any row goes in, so none runs on a schedule the analyst turned off.
 */
export async function createPart(client: QueryClient, chosen: Collection, name: string): Promise<Collection> {
  if (chosen.request_type === 'marketplace_category_scrape')
    throw new BridgeFailure({ kind: 'invalid-input', message: 'A category scrape takes no imported items.' });
  // The service requires an address, and the chosen collection's is read leniently: say what is missing.
  if (!chosen.notification_email) {
    throw new BridgeFailure({
      kind: 'invalid-input',
      message: `${chosen.name} has no notification e-mail, which each new collection needs: set one on its page, then upload again.`,
    });
  }
  const created = await unwrap(
    desk.collections.add({
      name,
      request_type: chosen.request_type,
      schedule: chosen.schedule,
      priority: chosen.priority,
      fetch_mode: chosen.fetch_mode,
      notification_email: chosen.notification_email,
      schedule_time: chosen.schedule_time,
      destinations: chosen.destinations,
    }),
  );
  await collectionCreated(client);
  return keepDisabled(client, chosen, created);
}

/** A new collection of a split, disabled when the chosen one is (the first item would turn a draft on). */
export async function keepDisabled(client: QueryClient, chosen: Collection, part: Collection): Promise<Collection> {
  if (chosen.status !== 'disable' || part.status === 'disable') return part;
  const updated = await unwrap(desk.collections.update({ collection_id: part.id, status: 'disable' }));
  await collectionChanged(client, part.id);
  return updated;
}
