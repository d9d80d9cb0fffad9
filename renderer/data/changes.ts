import type { QueryClient } from '@tanstack/react-query';
import { accountKeys, collectionKeys, connectionKeys, itemKeys, runKeys, scrapeKeys, zipcodeKeys } from './keys.ts';
import { localCopyKeys } from './local-copy-cache.ts';

// The invalidation map: for each kind of change (made by a mutation on any screen, an import, or one of
// main's events), every view of the data it changed. Mounted screens re-read at once; the others are marked
// stale and re-read when they next open. Mutations and the app's event subscription call these, never
// `invalidateQueries` with their own idea of what changed. Mirrored data is read from the local copy
// (localCopyKeys): main syncs what a write changed into the copy before the write answers, so re-reading
// the copy right after a mutation shows it.

const all = (client: QueryClient, keys: readonly (readonly unknown[])[]): Promise<void> =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);

/** Postcodes were created, changed or deleted: every list and search (status filters included). */
export function zipcodesChanged(client: QueryClient): Promise<void> {
  return all(client, [zipcodeKeys.all]);
}

/** A collection was created (here, by a scrape, or by an add-to-collection): every collections list. */
export function collectionCreated(client: QueryClient): Promise<void> {
  return all(client, [localCopyKeys.collections()]);
}

/** A collection's own fields changed: its record and every list it may appear in. */
export function collectionChanged(client: QueryClient, collectionId: number): Promise<void> {
  return all(client, [localCopyKeys.record(collectionId), localCopyKeys.collections(), collectionKeys.detail(collectionId)]);
}

/** Collections were deleted: what was read of them is dropped, every list re-read. */
export function collectionsDeleted(client: QueryClient, collectionIds: readonly number[]): Promise<void> {
  for (const id of collectionIds) {
    for (const queryKey of [localCopyKeys.collection(id), collectionKeys.detail(id), itemKeys.collection(id), runKeys.collection(id), scrapeKeys.result(id)]) {
      client.removeQueries({ queryKey });
    }
  }
  return all(client, [localCopyKeys.collections()]);
}

/**
 * A collection's items changed (added, edited, deleted, imported): its items, its record (item count;
 * the first item turns a draft on) and every list showing its count.
 */
export function itemsChanged(client: QueryClient, collectionId: number): Promise<void> {
  return all(client, [
    localCopyKeys.items(collectionId),
    localCopyKeys.record(collectionId),
    localCopyKeys.collections(),
    itemKeys.collection(collectionId),
    collectionKeys.detail(collectionId),
  ]);
}

/**
 * A run or scrape started, moved stage or finished: its runner records and outputs, the collection's record
 * and lists (status, last run) and the balance (a run spends credits).
 */
export function runChanged(client: QueryClient, collectionId: number): Promise<void> {
  return all(client, [
    localCopyKeys.runs(collectionId),
    localCopyKeys.items(collectionId),
    localCopyKeys.record(collectionId),
    localCopyKeys.collections(),
    runKeys.collection(collectionId),
    scrapeKeys.result(collectionId),
    collectionKeys.detail(collectionId),
    accountKeys.credits(),
  ]);
}

/** The balance may have changed (`credits.changed`, a playground call). */
export function creditsChanged(client: QueryClient): Promise<void> {
  return all(client, [accountKeys.credits()]);
}

/** The account itself changed (key rotated, e-mail flags): every account view and the credential statuses. */
export function accountChanged(client: QueryClient): Promise<void> {
  return all(client, [accountKeys.all, connectionKeys.credentials()]);
}

/** Profiles were added, renamed or signed in or out: the profiles view and credential statuses. */
export function profilesChanged(client: QueryClient): Promise<void> {
  return all(client, [connectionKeys.profiles(), connectionKeys.credentials()]);
}

/** A credential became usable (new key, sign-in, session-only storage): everything, since failed reads may now work. */
export function credentialsFixed(client: QueryClient): Promise<void> {
  return client.invalidateQueries();
}

/** The connection came back: whatever failed while it was down, and main's local state. */
export function connectionRestored(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => query.state.status === 'error' || query.queryKey[0] === connectionKeys.all[0] });
}
