import type { DatabaseSync } from 'node:sqlite';
import type { RuleSet } from '../../../shared/bridge/methods/inbox.ts';
import { watchRulesSchema, type WatchRule } from '../../../shared/watch/watch-rules.ts';
import { inTransaction } from './local-db.ts';
import { getMeta, setMeta } from './local-writes.ts';

/** The meta key the rules are kept under, as one small JSON document (a purge keeps it, as it keeps retention). */
export const RULES_META = 'watch_rules';

/** Every rule of a profile: the default, and those of the collections that have their own. */
interface RuleBook {
  default: WatchRule[];
  collections: Record<string, WatchRule[]>;
}

const rulesOf = (value: unknown): WatchRule[] | null => {
  const parsed = watchRulesSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** The stored rules; a part that does not read as rules (written by hand, or damaged) counts as none. */
function readBook(db: DatabaseSync): RuleBook {
  const book: RuleBook = { default: [], collections: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(getMeta(db, RULES_META) ?? '{}');
  } catch {
    return book;
  }
  if (typeof raw !== 'object' || raw === null) return book;
  const { default: defaults, collections } = raw as { default?: unknown; collections?: unknown };
  book.default = rulesOf(defaults) ?? [];
  if (typeof collections === 'object' && collections !== null) {
    for (const [id, rules] of Object.entries(collections)) {
      const read = rulesOf(rules);
      if (read && /^[1-9]\d*$/.test(id)) book.collections[id] = read;
    }
  }
  return book;
}

/** The rules that apply to a collection's runs: its own when it has them, else the default. */
export function rulesFor(db: DatabaseSync, collectionId: number): WatchRule[] {
  const book = readBook(db);
  return book.collections[String(collectionId)] ?? book.default;
}

/** A collection's rule set as the bridge gives it (the default's when `collectionId` is null). */
export function ruleSet(db: DatabaseSync, collectionId: number | null): RuleSet {
  const book = readBook(db);
  const own = collectionId === null ? book.default : book.collections[String(collectionId)];
  return { collectionId, own: own !== undefined, rules: own ?? book.default, defaults: book.default };
}

/** Sets a collection's rules (null: it follows the default again), or the default's when `collectionId` is null. */
export function saveRules(db: DatabaseSync, collectionId: number | null, rules: WatchRule[] | null): RuleSet {
  return inTransaction(db, () => {
    const book = readBook(db);
    if (collectionId === null) book.default = rules ?? [];
    else if (rules === null) delete book.collections[String(collectionId)];
    else book.collections[String(collectionId)] = rules;
    setMeta(db, RULES_META, JSON.stringify(book));
    return ruleSet(db, collectionId);
  });
}
