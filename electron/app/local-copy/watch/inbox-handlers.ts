import type { BridgeHandlers } from '../../../../shared/bridge/define.ts';
import { INBOX_PAGE, type inboxMethods } from '../../../../shared/bridge/methods/inbox.ts';
import type { BridgeContext } from '../../bridge/router.ts';
import { DeskError } from '../../connection/desk-error.ts';
import type { LocalCopy } from '../local-copy.ts';
import { leftOutOf } from '../row-checks.ts';
import { ruleSet, saveRules } from './watch-rules-store.ts';

/**
 * Handlers of the `inbox` area: watch rules and what they found, in the active profile's copy (either
 * store). Like every read of the copy they answer online and offline alike; main evaluates the rules as it
 * archives runs. A team copy that cannot be reached says so (the inbox is kept there only).
 */
export function inboxHandlers(deps: { localCopy: LocalCopy }): BridgeHandlers<typeof inboxMethods, BridgeContext> {
  const { useStore } = deps.localCopy;
  return {
    'inbox.rules': async ({ collectionId }) => useStore((store) => ruleSet(store, collectionId ?? null)),
    'inbox.setRules': async ({ collectionId, rules }) =>
      useStore(async (store) => {
        if (collectionId !== undefined && (await store.collection(collectionId)) === null) {
          throw new DeskError('invalid-input', `Collection ${collectionId} is not in the local copy, so rules cannot be set for it.`);
        }
        return saveRules(store, collectionId ?? null, rules);
      }),
    'inbox.list': async (filter) =>
      useStore(async (store) => {
        const [matches, total, unread, facets] = await Promise.all([
          store.matches(filter, INBOX_PAGE),
          store.countMatches(filter),
          store.unreadCount(),
          store.matchFacets(),
        ]);
        const unreadable = leftOutOf(matches);
        return { matches, total, unread, ...facets, ...(unreadable > 0 ? { unreadable } : {}) };
      }),
    'inbox.markRead': async (which) => useStore(async (store) => ({ marked: await store.markRead(which), unread: await store.unreadCount() })),
    'inbox.unread': async () => useStore(async (store) => ({ unread: await store.unreadCount() })),
  };
}
