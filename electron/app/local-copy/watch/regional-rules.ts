import { REGIONAL_RULE_KINDS } from '../../../../shared/watch/watch-rules.ts';
import type { WatchRule, WatchRuleKind } from '../../../../shared/watch/watch-rules.ts';

/** A rule decided across the regions (postcodes) of a product within one run. */
export type RegionalKind = (typeof REGIONAL_RULE_KINDS)[number];

/** The regional rules, in the order their bits are given. */
export const REGIONAL_KINDS: readonly RegionalKind[] = REGIONAL_RULE_KINDS;

/** Whether a kind of rule is decided across a product's regions. */
export const isRegionalKind = (kind: WatchRuleKind): kind is RegionalKind => (REGIONAL_KINDS as readonly string[]).includes(kind);

/** A regional rule's bit in a product row's `hits`. */
export const regionalBit = (kind: RegionalKind): number => 2 ** REGIONAL_KINDS.indexOf(kind);

/**
 * The terms one SQL dialect gives a regional rule's condition. A product row of a run (`n`, and `p` for the
 * run before, null when the product had no region there) has how many of its regions are priced (`priced`),
 * the lowest and highest price in cents (`lo`, `hi`), and whether some region is in stock (`someIn`) and some
 * out (`someOut`).
 */
export interface RegionalTerms {
  /** The rule's value as a parameter (hundredths of a percent, cents of an amount, or 1 for a rule without a value); null when off. */
  value: string;
  /** A condition as true, where null (a product with no region in the run before) reads as false. */
  held(condition: string): string;
  /** A flag column as a condition. */
  flag(column: string): string;
}

/** A regional rule's condition on a product row (`r`: `n` or `p`). */
interface RegionalRule {
  holds(r: string, t: RegionalTerms): string;
}

/**
 * Each regional rule, declared once. A spread is over the regions priced in the run: highest − lowest, compared
 * with the lowest in whole cents × hundredths of a percent so "≥ 10 %" is exact, or with an amount in cents. A rule is told in the run it
 * starts to hold: it did not hold in the collection's archived run before (or there was none), so a spread that
 * stays wide is told once, and again only after it narrowed.
 */
export const REGIONAL_RULES: Readonly<Record<RegionalKind, RegionalRule>> = {
  regionalSpread: { holds: (r, t) => `${r}.priced >= 2 AND ${r}.lo > 0 AND (${r}.hi - ${r}.lo) * 10000 >= ${t.value} * ${r}.lo` },
  regionalSpreadBy: { holds: (r, t) => `${r}.priced >= 2 AND ${r}.hi - ${r}.lo >= ${t.value}` },
  regionalStock: { holds: (r, t) => `${t.flag(`${r}.some_in`)} AND ${t.flag(`${r}.some_out`)}` },
};

/** A dialect's SQL of a product row's `hits`: each rule on (its value not null), holding now and not in the run before. */
export function regionalHitsSql(terms: (kind: RegionalKind) => RegionalTerms): string {
  return REGIONAL_KINDS.map((kind) => {
    const t = terms(kind);
    const rule = REGIONAL_RULES[kind];
    return `(CASE WHEN ${t.value} IS NOT NULL AND ${rule.holds('n', t)} AND NOT ${t.held(rule.holds('p', t))} THEN ${regionalBit(kind)} ELSE 0 END)`;
  }).join('\n  | ');
}

/** The parameters of a dialect's regional statement: each rule's value (null when off), and the rules on with their bits. */
export function regionalParams(rules: readonly WatchRule[]): Record<string, number | string | null> {
  const params: Record<string, number | string | null> = {};
  for (const kind of REGIONAL_KINDS) {
    const rule = rules.find((r) => r.kind === kind);
    params[kind] = rule === undefined ? null : kind === 'regionalStock' ? 1 : Math.round((rule.value ?? 0) * 100);
  }
  const on = rules.flatMap((r) => (isRegionalKind(r.kind) ? [{ ...r, bit: regionalBit(r.kind) }] : []));
  return { ...params, rules: JSON.stringify(on) };
}

/** What a regional match (`r` the rule, `n` the product row) says of the regions, the same text in both dialects. */
export const REGIONS_SQL = `CASE WHEN r.kind IN ('regionalSpread', 'regionalSpreadBy') THEN 'cheapest ' || n.low_at || ' · dearest ' || n.high_at
  ELSE 'in stock at ' || n.ins || ' · out at ' || n.outs END`;
