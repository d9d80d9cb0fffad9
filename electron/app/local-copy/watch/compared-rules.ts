import { RULE_VALUE, WATCH_RULE_KINDS, type WatchRule, type WatchRuleKind } from '../../../../shared/watch/watch-rules.ts';
import { isRegionalKind, type RegionalKind } from './regional-rules.ts';

/** A rule decided by comparing a run with the one before (every kind but "failed N runs in a row" and the regional ones, regional-rules.ts). */
export type ComparedKind = Exclude<WatchRuleKind, 'failedRuns' | RegionalKind>;

/** Whether a kind of rule compares an item's output with the one before. */
export const isComparedKind = (kind: WatchRuleKind): kind is ComparedKind => kind !== 'failedRuns' && !isRegionalKind(kind);

/** The rules that compare a run with the one before, in the order their bits are given. */
export const COMPARED_KINDS: readonly ComparedKind[] = WATCH_RULE_KINDS.filter(isComparedKind);

/** A rule's bit in a compared row's `hits`: the one place a bit is given, so the SQL and its parameters agree. */
export const ruleBit = (kind: ComparedKind): number => 2 ** COMPARED_KINDS.indexOf(kind);

/**
 * The terms one SQL dialect gives a rule's condition. A compared row has the price before and after (`p.pa`,
 * `p.pb`, in cents), whether the item was in stock before and after (`p.ia`, `p.ib`), and whether it is new
 * in the run (`p.fresh`) or gone from it (`p.gone`).
 */
export interface RuleTerms {
  /** The rule's value as a parameter: cents, hundredths of a percent, or (a rule without a value) 1; null when the rule is off. */
  value: string;
  /** Whether a rule without a value is on. */
  on: string;
  /** The run compared with, as a parameter (null for a collection's first run). */
  previous: string;
  /** A stock column that says "in stock", and one that says "out of stock". */
  inStock(column: string): string;
  outOfStock(column: string): string;
}

/** What a compared rule looks at, and its condition on a compared row. */
interface ComparedRule {
  compares: 'price' | 'stock' | 'presence';
  when(t: RuleTerms): string;
}

/**
 * Each compared rule, declared once: what it compares and when a row hits it. Percentages are compared in
 * whole cents × hundredths of a percent, so "down ≥ 10 %" is exact; price thresholds tell a crossing only.
 */
export const COMPARED_RULES: Readonly<Record<ComparedKind, ComparedRule>> = {
  priceDownPct: { compares: 'price', when: (t) => `p.pb < p.pa AND (p.pa - p.pb) * 10000 >= ${t.value} * p.pa` },
  priceDownBy: { compares: 'price', when: (t) => `p.pa - p.pb >= ${t.value}` },
  priceUpPct: { compares: 'price', when: (t) => `p.pa > 0 AND p.pb > p.pa AND (p.pb - p.pa) * 10000 >= ${t.value} * p.pa` },
  priceUpBy: { compares: 'price', when: (t) => `p.pb - p.pa >= ${t.value}` },
  priceBelow: { compares: 'price', when: (t) => `p.pb < ${t.value} AND ${t.previous} IS NOT NULL AND (p.pa IS NULL OR p.pa >= ${t.value})` },
  priceAbove: { compares: 'price', when: (t) => `p.pb > ${t.value} AND ${t.previous} IS NOT NULL AND (p.pa IS NULL OR p.pa <= ${t.value})` },
  outOfStock: { compares: 'stock', when: (t) => `${t.on} AND ${t.inStock('p.ia')} AND ${t.outOfStock('p.ib')}` },
  backInStock: { compares: 'stock', when: (t) => `${t.on} AND ${t.outOfStock('p.ia')} AND ${t.inStock('p.ib')}` },
  newItem: { compares: 'presence', when: (t) => `${t.on} AND p.fresh AND ${t.previous} IS NOT NULL` },
  missingItem: { compares: 'presence', when: (t) => `${t.on} AND p.gone` },
};

/** A dialect's SQL of a compared row's `hits`: each rule's condition OR-ed in as its bit. */
export function hitsSql(terms: (kind: ComparedKind) => RuleTerms): string {
  return COMPARED_KINDS.map((kind) => `(CASE WHEN ${COMPARED_RULES[kind].when(terms(kind))} THEN ${ruleBit(kind)} ELSE 0 END)`).join('\n  | ');
}

/** The parameters of a dialect's compared statement for a set of rules: each rule's value (or null when off) and the rules that are on, with their bits. */
export function comparedParams(rules: readonly WatchRule[]): Record<string, number | string | null> {
  const params: Record<string, number | string | null> = {};
  for (const kind of COMPARED_KINDS) {
    const rule = rules.find((r) => r.kind === kind);
    params[kind] = rule === undefined ? null : RULE_VALUE[kind] === null ? 1 : Math.round((rule.value ?? 0) * 100);
  }
  const on = rules.flatMap((r) => (isComparedKind(r.kind) ? [{ ...r, bit: ruleBit(r.kind) }] : []));
  return { ...params, rules: JSON.stringify(on) };
}
