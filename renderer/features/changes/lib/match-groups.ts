import type { InboxFilter, WatchMatch } from '../../../../shared/bridge/methods/inbox.ts';
import { ruleText, WATCH_RULE_KINDS } from '../../../../shared/watch/watch-rules.ts';
import type { WatchRuleKind } from '../../../../shared/watch/watch-rules.ts';
import { formatPrice, formatSignedPercent, formatSignedPrice } from '../../../../shared/format/numbers.ts';

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

/** A rule as a line or a filter names it: "Price down ≥ 10%", "Out of stock". */
export function ruleLabel(rule: WatchRuleKind, value: number | null): string {
  const text = ruleText(rule, value);
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
}

/** A price with its currency as the service wrote it ("$12.40"), or "—". */
export function priceText(price: number | null, currency: string | null): string {
  return formatPrice(price, currency);
}

/** The move between two prices: in money and in percent of the first (null when it was 0); null unless both are known. */
export function priceMove(before: number | null, after: number | null): { delta: number; pct: number | null } | null {
  if (before === null || after === null) return null;
  // In cents, so the difference is exact.
  const delta = (Math.round(after * 100) - Math.round(before * 100)) / 100;
  return { delta, pct: before === 0 ? null : (delta / before) * 100 };
}

/** The change between two prices, signed, with its currency and percentage ("−$1.20 (−9.6%)"), or "—". */
export function changeText(before: number | null, after: number | null, currency: string | null = null): string {
  const move = priceMove(before, after);
  if (move === null) return '—';
  const money = formatSignedPrice(move.delta, currency);
  return move.pct === null ? money : `${money} (${formatSignedPercent(move.pct)})`;
}
