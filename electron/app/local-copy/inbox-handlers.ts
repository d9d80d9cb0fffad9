import type { BridgeHandlers } from '../../../shared/bridge/define.ts';
import { INBOX_PAGE, type inboxMethods } from '../../../shared/bridge/methods/inbox.ts';
import type { BridgeContext } from '../bridge/router.ts';
import { DeskError } from '../connection/desk-error.ts';
import { storedCollection } from './local-queries.ts';
import type { LocalCopy } from './local-copy.ts';
import { countMatches, listMatches, markRead, matchFacets, unreadCount } from './watch-queries.ts';
import { ruleSet, saveRules } from './watch-rules-store.ts';

/**
 * Handlers of the `inbox` area: watch rules and what they found, in the active profile's local copy. Like
 * every read of the copy they answer online and offline alike; main evaluates the rules as it archives runs.
 */
export function inboxHandlers(deps: { localCopy: LocalCopy }): BridgeHandlers<typeof inboxMethods, BridgeContext> {
  const active = () => deps.localCopy.activeDb().db;
  return {
    'inbox.rules': async ({ collectionId }) => ruleSet(active(), collectionId ?? null),
    'inbox.setRules': async ({ collectionId, rules }) => {
      const db = active();
      if (collectionId !== undefined && storedCollection(db, collectionId) === null) {
        throw new DeskError('invalid-input', `Collection ${collectionId} is not in the local copy, so rules cannot be set for it.`);
      }
      return saveRules(db, collectionId ?? null, rules);
    },
    'inbox.list': async (filter) => {
      const db = active();
      return { matches: listMatches(db, filter, INBOX_PAGE), total: countMatches(db, filter), unread: unreadCount(db), ...matchFacets(db) };
    },
    'inbox.markRead': async (which) => {
      const db = active();
      return { marked: markRead(db, which), unread: unreadCount(db) };
    },
    'inbox.unread': async () => ({ unread: unreadCount(active()) }),
  };
}
