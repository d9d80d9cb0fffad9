import type { RuleSet } from '../../../../shared/bridge/methods/inbox.ts';
import { watchRulesSchema, type WatchRule } from '../../../../shared/watch/watch-rules.ts';
import type { CopyStore } from '../copy-store.ts';

/** The meta key the rules are kept under, as one small JSON document (a purge keeps it, as it keeps retention). */
export const RULES_META = 'watch_rules';

/** Every rule of a profile: the default, and those of the collections that have their own. */
interface RuleBook {
  default: WatchRule[];
  collections: Record<string, WatchRule[]>;
}

/** Where the rules are kept: the copy's meta values (either store). */
type RulesMeta = Pick<CopyStore, 'getMeta' | 'setMeta'>;

const rulesOf = (value: unknown): WatchRule[] | null => {
  const parsed = watchRulesSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** The stored rules (the meta value); a part that does not read as rules (written by hand, or damaged) counts as none. */
function readBook(text: string | null): RuleBook {
  const book: RuleBook = { default: [], collections: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? '{}');
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

/** The rules that apply to a collection's runs, from the stored meta value: its own when it has them, else the default. */
export function rulesIn(text: string | null, collectionId: number): WatchRule[] {
  const book = readBook(text);
  return book.collections[String(collectionId)] ?? book.default;
}

const setOf = (book: RuleBook, collectionId: number | null): RuleSet => {
  const own = collectionId === null ? book.default : book.collections[String(collectionId)];
  return { collectionId, own: own !== undefined, rules: own ?? book.default, defaults: book.default };
};

/** A collection's rule set as the bridge gives it (the default's when `collectionId` is null). */
export async function ruleSet(meta: RulesMeta, collectionId: number | null): Promise<RuleSet> {
  return setOf(readBook(await meta.getMeta(RULES_META)), collectionId);
}

/**
 * Sets a collection's rules (null: it follows the default again), or the default's when `collectionId` is
 * null. The rules are read, changed and written back: of two changes made at the same moment (two desks of
 * a team), the later one stands.
 */
export async function saveRules(meta: RulesMeta, collectionId: number | null, rules: WatchRule[] | null): Promise<RuleSet> {
  const book = readBook(await meta.getMeta(RULES_META));
  if (collectionId === null) book.default = rules ?? [];
  else if (rules === null) delete book.collections[String(collectionId)];
  else book.collections[String(collectionId)] = rules;
  await meta.setMeta(RULES_META, JSON.stringify(book));
  return setOf(book, collectionId);
}
