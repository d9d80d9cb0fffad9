import type { InboxFilter, WatchMatch } from '../../../../shared/bridge/methods/inbox.ts';
import { ruleText, WATCH_RULE_KINDS } from '../../../../shared/watch/watch-rules.ts';
import type { WatchRuleKind } from '../../../../shared/watch/watch-rules.ts';
import { formatPrice, formatSignedPercent, formatSignedPrice } from '../../../../shared/format/numbers.ts';

/** One line of the inbox: an item in one run, with every rule it matched there. */
export interface ChangeLine {
  /** `runId:itemKey`: one line per item per run. */
  id: string;
  collectionId: number;
  collectionName: string;
  runId: number;
  at: string;
  itemKey: string;
  code: string;
  title: string | null;
  /** The rules it matched, in the order the rules are listed everywhere (WATCH_RULE_KINDS). */
  rules: { rule: WatchRuleKind; value: number | null }[];
  /** Its matches, and those not read yet (a line is read once all of them are). */
  matchIds: number[];
  unreadIds: number[];
  priceBefore: number | null;
  priceAfter: number | null;
  currency: string | null;
  availabilityBefore: string | null;
  availabilityAfter: string | null;
}

const ruleOrder = (rule: WatchRuleKind): number => WATCH_RULE_KINDS.indexOf(rule);

/**
 * One line per item per run (matches of several rules on one item are one line listing them all), in the
 * order main lists the matches (newest run first). The prices and availability are the item's in the two
 * runs, the same in each of its matches.
 */
export function changeLines(matches: readonly WatchMatch[]): ChangeLine[] {
  const lines = new Map<string, ChangeLine>();
  for (const m of matches) {
    const id = `${m.runId}:${m.itemKey}`;
    let line = lines.get(id);
    if (!line) {
      line = {
        id,
        collectionId: m.collectionId,
        collectionName: m.collectionName,
        runId: m.runId,
        at: m.at,
        itemKey: m.itemKey,
        code: m.code,
        title: m.title,
        rules: [],
        matchIds: [],
        unreadIds: [],
        priceBefore: m.priceBefore,
        priceAfter: m.priceAfter,
        currency: m.currency,
        availabilityBefore: m.availabilityBefore,
        availabilityAfter: m.availabilityAfter,
      };
      lines.set(id, line);
    }
    line.rules.push({ rule: m.rule, value: m.value });
    line.matchIds.push(m.id);
    if (!m.read) line.unreadIds.push(m.id);
  }
  for (const line of lines.values()) line.rules.sort((a, b) => ruleOrder(a.rule) - ruleOrder(b.rule));
  return [...lines.values()];
}

/** The columns the inbox sorts by. */
export const CHANGE_SORT_KEYS = ['collection', 'run', 'item', 'rule', 'before', 'after', 'change'] as const;
/** One sort column. */
export type ChangeSortKey = (typeof CHANGE_SORT_KEYS)[number];
/** A column and its direction. */
export interface ChangeSort {
  key: ChangeSortKey;
  direction: 'ascending' | 'descending';
}

/** Newest run first, as main lists them. */
export const DEFAULT_CHANGE_SORT: ChangeSort = { key: 'run', direction: 'descending' };

/** The sort a click on a column's header asks for: the other direction on the same column; a new column from its natural end. */
export function nextChangeSort(current: ChangeSort, key: ChangeSortKey): ChangeSort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'run' ? 'descending' : 'ascending' };
}

type SortValue = string | number | null;

const SORT_VALUES: Record<ChangeSortKey, (line: ChangeLine) => SortValue> = {
  collection: (l) => l.collectionName.toLocaleLowerCase(),
  run: (l) => Date.parse(l.at) || l.runId,
  item: (l) => l.code.toLocaleLowerCase(),
  rule: (l) => (l.rules[0] ? ruleOrder(l.rules[0].rule) * 1e6 + (l.rules[0].value ?? 0) : null),
  before: (l) => l.priceBefore,
  after: (l) => l.priceAfter,
  // By share, so a move on a cheap item and one on a dear item compare; by amount when the share is unknown.
  change: (l) => {
    const move = priceMove(l.priceBefore, l.priceAfter);
    return move === null ? null : (move.pct ?? move.delta);
  },
};

/** The lines sorted by a column; lines without a value go last either way, ties keep main's order (newest run first). */
export function sortChangeLines(lines: readonly ChangeLine[], sort: ChangeSort): ChangeLine[] {
  const value = SORT_VALUES[sort.key];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyed = lines.map((line, index) => ({ line, index, v: value(line) }));
  keyed.sort((a, b) => {
    if (a.v === null || b.v === null) return a.v === b.v ? a.index - b.index : a.v === null ? 1 : -1;
    const order = typeof a.v === 'string' || typeof b.v === 'string' ? String(a.v).localeCompare(String(b.v)) : a.v - b.v;
    return order === 0 ? a.index - b.index : order * sign;
  });
  return keyed.map((k) => k.line);
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

/** A rule as a line or a filter names it: "Price down ≥ 10%", "Price down ≥ $5.00" (a line's currency), "Out of stock". */
export function ruleLabel(rule: WatchRuleKind, value: number | null, currency: string | null = null): string {
  const text = ruleText(rule, value, currency);
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
