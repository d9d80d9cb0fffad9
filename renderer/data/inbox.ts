import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { InboxFilter } from '../../shared/bridge/methods/inbox.ts';
import type { WatchRule } from '../../shared/watch/watch-rules.ts';
import { unwrap, unwrapShown } from '../lib/bridge-query.ts';
import { desk } from '../lib/desk.ts';
import { inboxChanged, inboxKeys } from './inbox-cache.ts';
import { LOCAL_STALE_MS } from './lifetimes.ts';

// Watch rules and the Changes inbox live in main's local copy: never stale by age, re-read when main says a
// run matched (`inbox.matched`) or this desk marked something read.

/** What the rules found (newest run first), with the unread count and the filters' choices. */
export function inboxListQuery(filter: InboxFilter) {
  return queryOptions({ queryKey: inboxKeys.list(filter), queryFn: () => unwrapShown(desk.inbox.list(filter)), staleTime: LOCAL_STALE_MS });
}

/** How many matches are unread (the sidebar's badge). */
export function inboxUnreadQuery() {
  return queryOptions({ queryKey: inboxKeys.unread(), queryFn: () => unwrap(desk.inbox.unread({})), staleTime: LOCAL_STALE_MS });
}

/** The rules of a collection (its own or the default it follows), or the default rules (null). */
export function watchRulesQuery(collectionId: number | null) {
  return queryOptions({
    queryKey: inboxKeys.rules(collectionId),
    queryFn: () => unwrap(desk.inbox.rules(collectionId === null ? {} : { collectionId })),
    staleTime: LOCAL_STALE_MS,
  });
}

/** Sets the rules of a collection (null rules: follow the default) or the default rules; every rules view is re-read. */
export function setWatchRulesMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (input: { collectionId: number | null; rules: WatchRule[] | null }) =>
      unwrap(desk.inbox.setRules({ ...(input.collectionId === null ? {} : { collectionId: input.collectionId }), rules: input.rules })),
    // A collection's view shows the default it follows: every rule set is read again.
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.allRules() }),
  });
}

/** Marks matches read (some, or all). */
export function markReadMutation(client: QueryClient) {
  return mutationOptions({
    mutationFn: (which: { matchIds: number[] } | { all: true }) => unwrap(desk.inbox.markRead(which)),
    onSuccess: () => inboxChanged(client),
  });
}

/** Exports the inbox as it is filtered, as CSV or XLSX (saved by main like result files). */
export function exportChangesMutation() {
  return mutationOptions({
    mutationFn: (input: { filter: InboxFilter; format: 'csv' | 'xlsx' }) => unwrap(desk.exports.changes(input)),
  });
}
