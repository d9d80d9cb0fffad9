import type { InboxFilter, WatchMatch } from '../../../../shared/bridge/methods/inbox.ts';
import { ruleText, WATCH_RULE_KINDS } from '../../../../shared/watch/watch-rules.ts';
import type { WatchRuleKind } from '../../../../shared/watch/watch-rules.ts';

/** The matches of one run of one collection, as the inbox shows them under one heading. */
export interface MatchGroup {
  collectionId: number;
  collectionName: string;
  runId: number;
  at: string;
  matches: WatchMatch[];
  unread: number;
}

/** Groups matches (newest run first, as main lists them) by collection and run, keeping their order. */
export function groupMatches(matches: readonly WatchMatch[]): MatchGroup[] {
  const groups: MatchGroup[] = [];
  for (const match of matches) {
    let group = groups.at(-1);
    if (group?.runId !== match.runId) {
      group = { collectionId: match.collectionId, collectionName: match.collectionName, runId: match.runId, at: match.at, matches: [], unread: 0 };
      groups.push(group);
    }
    group.matches.push(match);
    if (!match.read) group.unread += 1;
  }
  return groups;
}

const positive = (raw: string | undefined): number | undefined => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** The inbox filter a route's query names (`collection`, `run`, `rule`); anything unreadable is left out. */
export function filterOf(query: Readonly<Record<string, string>>): InboxFilter {
  const collectionId = positive(query.collection);
  const runId = positive(query.run);
  const rule = WATCH_RULE_KINDS.find((kind) => kind === query.rule) as WatchRuleKind | undefined;
  return { ...(collectionId ? { collectionId } : {}), ...(runId ? { runId } : {}), ...(rule ? { rule } : {}) };
}

/** A rule as a line or a filter names it: "Price down ≥ 10 %", "Out of stock". */
export function ruleLabel(rule: WatchRuleKind, value: number | null): string {
  const text = ruleText(rule, value);
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
}

/** A price with its currency as the service wrote it ("$12.40"), or "—". */
export function priceText(price: number | null, currency: string | null): string {
  return price === null ? '—' : `${currency ?? ''}${price.toFixed(2)}`;
}

/** The change between two prices, signed, with its percentage ("−1.20 (−8.8 %)"), or "—". */
export function changeText(before: number | null, after: number | null): string {
  if (before === null || after === null) return '—';
  const delta = after - before;
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '';
  const pct = before === 0 ? '' : ` (${sign}${Math.abs((delta / before) * 100).toFixed(1)} %)`;
  return `${sign}${Math.abs(delta).toFixed(2)}${pct}`;
}
