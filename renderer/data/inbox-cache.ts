import type { QueryClient } from '@tanstack/react-query';
import type { InboxFilter } from '../../shared/bridge/methods/inbox.ts';
import { localCopyKeys } from './local-copy-cache.ts';

// The inbox's keys and what changes them, apart from the queries (which need the bridge), so the app's one
// event subscription can use them without loading the desk.

/**
 * Watch rules and what they found, kept in the active profile's local copy: under `localCopyKeys.all`, so a
 * purge, a retention change or a profile switch (`localCopy.changed` 'all') re-reads them too.
 */
export const inboxKeys = {
  all: [...localCopyKeys.all, 'inbox'] as const,
  /** Every view of the matches (any filter) and the unread count. */
  matches: () => [...inboxKeys.all, 'matches'] as const,
  list: (filter: InboxFilter) => [...inboxKeys.matches(), 'list', filter] as const,
  unread: () => [...inboxKeys.matches(), 'unread'] as const,
  /** Every rule set read. */
  allRules: () => [...inboxKeys.all, 'rules'] as const,
  /** The rules of a collection (null: the default rules). */
  rules: (collectionId: number | null) => [...inboxKeys.allRules(), collectionId] as const,
};

/** Matches were added or marked read (`inbox.matched`, or a mark here): every list and the unread count. */
export function inboxChanged(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: inboxKeys.matches() });
}
