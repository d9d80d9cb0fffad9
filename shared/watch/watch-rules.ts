import { z } from 'zod';
import { formatCount, formatPercent, formatPrice } from '../format/numbers.ts';

/**
 * What a watch rule looks for in a run, compared with the collection's previous archived run: a price that
 * moved down or up by at least a percentage or an amount, that went below or above a value, an item that
 * went out of stock or came back, that is new or missing, or that failed N runs in a row. And across the
 * postcodes a product (domain + code) is watched at within the run: a regional spread of at least a percentage
 * of its lowest price or an amount, or stock in one region and none in another — each told in the run it starts (it did
 * not hold in the run before).
 */
export const WATCH_RULE_KINDS = [
  'priceDownPct',
  'priceDownBy',
  'priceUpPct',
  'priceUpBy',
  'priceBelow',
  'priceAbove',
  'outOfStock',
  'backInStock',
  'newItem',
  'missingItem',
  'failedRuns',
  'regionalSpread',
  'regionalSpreadBy',
  'regionalStock',
] as const;
/** One kind of watch rule. */
export type WatchRuleKind = (typeof WATCH_RULE_KINDS)[number];

/** What the value of each kind is: a percentage, an amount of money, a number of runs, or none. */
export const RULE_VALUE: Record<WatchRuleKind, 'pct' | 'amount' | 'runs' | null> = {
  priceDownPct: 'pct',
  priceDownBy: 'amount',
  priceUpPct: 'pct',
  priceUpBy: 'amount',
  priceBelow: 'amount',
  priceAbove: 'amount',
  outOfStock: null,
  backInStock: null,
  newItem: null,
  missingItem: null,
  failedRuns: 'runs',
  regionalSpread: 'pct',
  regionalSpreadBy: 'amount',
  regionalStock: null,
};

/** The largest amount a rule may name (a price in the item's currency). */
const MAX_AMOUNT = 10_000_000;

/** Whether a number has at most two decimals (10.1 × 100 is 1010.0000000000001 in floating point). */
const twoDecimals = (value: number): boolean => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Why a rule's value cannot be used (the message shown beside the box), or null when it can. */
export function ruleValueProblem(kind: WatchRuleKind, value: number | null): string | null {
  const wants = RULE_VALUE[kind];
  if (wants === null) return value === null ? null : 'This rule takes no value.';
  if (value === null || !Number.isFinite(value))
    return wants === 'runs' ? 'Enter a number of runs.' : wants === 'pct' ? 'Enter a percentage.' : 'Enter an amount.';
  if (wants === 'runs') return Number.isInteger(value) && value >= 1 && value <= 100 ? null : 'Enter a whole number of runs from 1 to 100.';
  if (wants === 'pct') {
    // A price cannot fall by more than all of it; it can rise by more.
    const max = kind === 'priceDownPct' ? 100 : 1000;
    return value > 0 && value <= max && twoDecimals(value) ? null : `Enter a percentage above 0 and at most ${max}, with up to 2 decimals.`;
  }
  return value > 0 && value <= MAX_AMOUNT && twoDecimals(value)
    ? null
    : `Enter an amount above 0 and at most ${formatCount(MAX_AMOUNT)}, with up to 2 decimals.`;
}

/** One watch rule: its kind and, for the kinds that take one, its value. */
export const watchRuleSchema = z
  .object({ kind: z.enum(WATCH_RULE_KINDS), value: z.number().nullable() })
  .strict()
  .superRefine((rule, ctx) => {
    const problem = ruleValueProblem(rule.kind, rule.value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });
/** One watch rule. */
export type WatchRule = z.infer<typeof watchRuleSchema>;

/** A set of rules: each kind at most once. */
export const watchRulesSchema = z
  .array(watchRuleSchema)
  .max(WATCH_RULE_KINDS.length)
  .refine((rules) => new Set(rules.map((r) => r.kind)).size === rules.length, { message: 'Each kind of rule can be set once.' });

const number = (value: number | null): string => (value === null ? '…' : formatCount(value));
const percent = (value: number | null): string => (value === null ? '…' : formatPercent(value, 2, true));
/** An amount in the items' currency when it is known ("$5.00"), else as a plain amount ("5.00"). */
const amountText = (value: number | null, currency: string | null): string => (value === null ? '…' : formatPrice(value, currency));

/**
 * What a rule looks for, short ("price down ≥ 10%", "price down ≥ $5.00", "out of stock", "failed 3 runs in a
 * row"); an amount in `currency` when it is known (the collection's items' or the match's); "…" for a value not given.
 */
export function ruleText(kind: WatchRuleKind, value: number | null, currency: string | null = null): string {
  const amount = (v: number | null) => amountText(v, currency);
  switch (kind) {
    case 'priceDownPct':
      return `price down ≥ ${percent(value)}`;
    case 'priceDownBy':
      return `price down ≥ ${amount(value)}`;
    case 'priceUpPct':
      return `price up ≥ ${percent(value)}`;
    case 'priceUpBy':
      return `price up ≥ ${amount(value)}`;
    case 'priceBelow':
      return `price below ${amount(value)}`;
    case 'priceAbove':
      return `price above ${amount(value)}`;
    case 'outOfStock':
      return 'out of stock';
    case 'backInStock':
      return 'back in stock';
    case 'newItem':
      return 'new';
    case 'missingItem':
      return 'missing';
    case 'failedRuns':
      return `failed ${number(value)} runs in a row`;
    case 'regionalSpread':
      return `regional spread ≥ ${percent(value)}`;
    case 'regionalSpreadBy':
      return `regional spread ≥ ${amount(value)}`;
    case 'regionalStock':
      return 'in stock in one region, out in another';
  }
}

/** The kinds decided across a product's postcodes (their matches are counted in products), in the order main gives their bits. */
export const REGIONAL_RULE_KINDS = ['regionalSpread', 'regionalSpreadBy', 'regionalStock'] as const satisfies readonly WatchRuleKind[];

/** How many matches of one rule: "12 prices down ≥ 10%", "1 price below $5.00", "3 out of stock", "2 products: regional spread ≥ 10%". */
function countText(kind: WatchRuleKind, value: number | null, count: number, currency: string | null): string {
  const text = ruleText(kind, value, currency);
  if ((REGIONAL_RULE_KINDS as readonly WatchRuleKind[]).includes(kind)) return `${formatCount(count)} ${count === 1 ? 'product' : 'products'}: ${text}`;
  return `${formatCount(count)} ${count === 1 ? text : text.replace(/^price /, 'prices ')}`;
}

/**
 * The one line a run's matches are announced with, the rules in their usual order:
 * "12 prices down ≥ 10%, 2 prices below $5.00, 3 out of stock · Office weekly" (an amount in its matches' currency).
 */
export function matchedText(
  counts: readonly { kind: WatchRuleKind; value: number | null; count: number; currency?: string | null }[],
  collectionName: string,
): string {
  const ordered = [...counts].sort((a, b) => WATCH_RULE_KINDS.indexOf(a.kind) - WATCH_RULE_KINDS.indexOf(b.kind));
  return `${ordered.map((c) => countText(c.kind, c.value, c.count, c.currency ?? null)).join(', ')} · ${collectionName}`;
}
