import type { RuleSet } from '../../shared/bridge/methods/inbox.ts';
import { RULE_VALUE, ruleValueProblem, WATCH_RULE_KINDS } from '../../shared/watch/watch-rules.ts';
import type { WatchRule, WatchRuleKind } from '../../shared/watch/watch-rules.ts';

/** One line of the rules form: whether the rule is on, and its value as typed (kept while it is off). */
export interface RuleLine {
  on: boolean;
  value: number | null;
}

/** The rules form: for a collection, whether it has rules of its own; every kind's line. */
export interface RulesDraft {
  own: boolean;
  lines: Record<WatchRuleKind, RuleLine>;
}

/** The value a rule's box starts with when it has none yet: a common choice, or empty where none is. */
const SUGGESTED: Record<WatchRuleKind, number | null> = {
  priceDownPct: 10,
  priceDownBy: 5,
  priceUpPct: 10,
  priceUpBy: 5,
  priceBelow: null,
  priceAbove: null,
  outOfStock: null,
  backInStock: null,
  newItem: null,
  missingItem: null,
  failedRuns: 3,
  regionalSpread: 10,
  regionalSpreadBy: 5,
  regionalStock: null,
};

/** The form for a rule set as main keeps it. */
export function draftOf(set: RuleSet): RulesDraft {
  const shown = set.rules;
  const lines = Object.fromEntries(
    WATCH_RULE_KINDS.map((kind) => {
      const rule = shown.find((r) => r.kind === kind);
      return [kind, { on: rule !== undefined, value: rule?.value ?? SUGGESTED[kind] }];
    }),
  ) as Record<WatchRuleKind, RuleLine>;
  return { own: set.own, lines };
}

/** The message beside each line that is on and whose value cannot be used. */
export function draftProblems(draft: RulesDraft): Partial<Record<WatchRuleKind, string>> {
  const problems: Partial<Record<WatchRuleKind, string>> = {};
  if (!draft.own) return problems;
  for (const kind of WATCH_RULE_KINDS) {
    const line = draft.lines[kind];
    const problem = line.on ? ruleValueProblem(kind, RULE_VALUE[kind] === null ? null : line.value) : null;
    if (problem) problems[kind] = problem;
  }
  return problems;
}

/** The rules the form says, in their usual order; null when a collection follows the default. */
export function rulesOf(draft: RulesDraft): WatchRule[] | null {
  if (!draft.own) return null;
  return WATCH_RULE_KINDS.filter((kind) => draft.lines[kind].on).map((kind) => ({ kind, value: RULE_VALUE[kind] === null ? null : draft.lines[kind].value }));
}
