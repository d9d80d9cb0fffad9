import { z } from 'zod';
import { WATCH_RULE_KINDS, watchRuleSchema, watchRulesSchema } from '../../watch/watch-rules.ts';
import { method } from '../define.ts';

const id = z.int().min(1);
const count = z.int().min(0);

/** The rules of one collection (or the default for all, `collectionId` null) as main keeps them. */
export const ruleSetSchema = z.object({
  /** null: the default rules, which every collection without rules of its own follows. */
  collectionId: id.nullable(),
  /** Whether the collection has rules of its own (always true for the default). */
  own: z.boolean(),
  /** The rules that apply: its own, else the default. */
  rules: z.array(watchRuleSchema),
  /** The default rules, for the dialog to show what "use the default" means. */
  defaults: z.array(watchRuleSchema),
});
/** One rule set. */
export type RuleSet = z.infer<typeof ruleSetSchema>;

/** What a rule found: one item of one run, with its prices and availability before and after (a regional rule: across its regions). */
export const watchMatchSchema = z.object({
  id,
  collectionId: id,
  collectionName: z.string(),
  runId: id,
  /** The run it was compared with (null for the collection's first archived run). */
  previousRunId: id.nullable(),
  /** When the run finished (else started). */
  at: z.string(),
  /** The item's key in the local copy (`asin@domain@postcode`, `sku@postcode`, `sku@store`): opens its history. */
  itemKey: z.string(),
  code: z.string(),
  title: z.string().nullable(),
  rule: z.enum(WATCH_RULE_KINDS),
  /** The rule's value when it matched (10 for "down ≥ 10 %"). */
  value: z.number().nullable(),
  priceBefore: z.number().nullable(),
  priceAfter: z.number().nullable(),
  currency: z.string().nullable(),
  availabilityBefore: z.string().nullable(),
  availabilityAfter: z.string().nullable(),
  /**
   * A regional rule's match (the item is its product's cheapest region; the prices before and after are its
   * lowest and highest): "cheapest 3000 · dearest 2000", or "in stock at 2000, 4000 · out at 3000". Null otherwise.
   */
  regions: z.string().nullable().default(null),
  read: z.boolean(),
});
/** One match. */
export type WatchMatch = z.infer<typeof watchMatchSchema>;

/** Which matches a view of the inbox shows: by collection, run and rule (all of them when left out). */
export const inboxFilterSchema = z
  .object({
    collectionId: id.optional(),
    runId: id.optional(),
    rule: z.enum(WATCH_RULE_KINDS).optional(),
  })
  .strict();
/** An inbox filter. */
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

/** The most matches one read of the inbox gives (the export takes them all). */
export const INBOX_PAGE = 1000;

/**
 * Watch rules and the Changes inbox (area `inbox`): rules per collection and a default for all, kept in the
 * active profile's local copy and evaluated by main on every archived run against the run before; what they
 * found is listed here, newest first, and `inbox.matched` says a run matched.
 */
export const inboxMethods = {
  'inbox.rules': method(
    'The watch rules of a collection (its own, or the default it follows), or the default rules when no collection is given.',
    z.object({ collectionId: id.optional() }).strict(),
    ruleSetSchema,
  ),
  'inbox.setRules': method(
    'Sets the watch rules of a collection, or the default rules when no collection is given; `rules: null` makes a collection follow the default again. Applies from the next archived run.',
    z.object({ collectionId: id.optional(), rules: watchRulesSchema.nullable() }).strict(),
    ruleSetSchema,
  ),
  'inbox.list': method(
    'What the rules found, newest run first (up to 1000 matches), with the unread count and the collections and rules that have matches, for the filters.',
    inboxFilterSchema,
    z.object({
      matches: z.array(watchMatchSchema),
      /** Matches of a team copy left out because they could not be read (absent: none). */
      unreadable: count.optional(),
      /** Matches the filter selects (more than `matches` holds when past INBOX_PAGE). */
      total: count,
      unread: count,
      collections: z.array(z.object({ collectionId: id, name: z.string(), count })),
      rules: z.array(z.object({ rule: z.enum(WATCH_RULE_KINDS), value: z.number().nullable(), count })),
    }),
  ),
  'inbox.markRead': method(
    'Marks matches read: some by id (a line, or the lines of a run as shown), or all of them.',
    z.union([z.object({ matchIds: z.array(id).min(1).max(INBOX_PAGE) }).strict(), z.object({ all: z.literal(true) }).strict()]),
    z.object({ marked: count, unread: count }),
  ),
  'inbox.unread': method('How many matches are unread (the sidebar’s badge).', z.object({}).strict(), z.object({ unread: count })),
};
