/** Pure sorting, filtering and selection rules of DataTable, kept apart so they are tested in node. */

/** A value a column sorts by; null and undefined sort last in both directions. */
export type SortValue = string | number | boolean | Date | null | undefined;

/** Which column the table is sorted by, and which way. */
export interface SortState {
  columnId: string;
  direction: 'asc' | 'desc';
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function comparable(value: SortValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** Compares two sort values: numbers numerically, strings naturally ("a2" < "a10"), empties last. */
export function compareValues(a: SortValue, b: SortValue): number {
  const x = comparable(a);
  const y = comparable(b);
  if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return collator.compare(String(x), String(y));
}

/** A stable sort of `rows` by `value`; empties stay last when descending too. */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => SortValue, direction: SortState['direction']): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, key: value(row) }));
  keyed.sort((a, b) => {
    const aEmpty = comparable(a.key) === null;
    const bEmpty = comparable(b.key) === null;
    if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
    return sign * compareValues(a.key, b.key) || a.index - b.index;
  });
  return keyed.map((entry) => entry.row);
}

/** The next sort when a header is clicked: ascending → descending → unsorted. */
export function nextSort(current: SortState | null, columnId: string): SortState | null {
  if (!current || current.columnId !== columnId) return { columnId, direction: 'asc' };
  return current.direction === 'asc' ? { columnId, direction: 'desc' } : null;
}

/** Splits filter text into lower-case words; a row matches when its text contains all of them. */
export function filterTerms(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Keeps the rows whose (lower-cased) haystack contains every term; `haystacks[i]` belongs to `rows[i]`. */
export function filterRows<Row>(rows: readonly Row[], haystacks: readonly string[], terms: readonly string[]): readonly Row[] {
  if (terms.length === 0) return rows;
  const out: Row[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    const hay = haystacks[i] ?? '';
    if (terms.every((term) => hay.includes(term))) out.push(rows[i] as Row);
  }
  return out;
}

/** A copy of `selected` with `id` toggled. */
export function toggleId(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The ids from `from` to `to` (either order) in `orderedIds`, added to `base`. */
export function rangeIds(orderedIds: readonly string[], from: number, to: number, base: ReadonlySet<string> = new Set()): Set<string> {
  const next = new Set(base);
  const lo = Math.max(0, Math.min(from, to));
  const hi = Math.min(orderedIds.length - 1, Math.max(from, to));
  for (let i = lo; i <= hi; i += 1) next.add(orderedIds[i] as string);
  return next;
}

/** Whether all, some or none of `ids` are selected (drives the header checkbox). */
export function selectionState(ids: readonly string[], selected: ReadonlySet<string>): 'all' | 'some' | 'none' {
  if (ids.length === 0 || selected.size === 0) return 'none';
  let count = 0;
  for (const id of ids) if (selected.has(id)) count += 1;
  return count === 0 ? 'none' : count === ids.length ? 'all' : 'some';
}

/** The header checkbox's action: select every visible id, or clear them when all are already selected. */
export function toggleAll(ids: readonly string[], selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  if (selectionState(ids, selected) === 'all') for (const id of ids) next.delete(id);
  else for (const id of ids) next.add(id);
  return next;
}

/** A column width read as a fixed number of pixels, or as a share of the room left that never goes below `least`. */
type ParsedWidth = { fixed: number } | { share: number; least: number };

const DEFAULT_LEAST = 96;

/** Reads a column width: pixels (120 or '120px'), or a share ('2fr', 'minmax(120px, 2fr)'); anything else is 'minmax(96px, 1fr)'. */
function parseWidth(width: number | string | undefined): ParsedWidth {
  if (typeof width === 'number') return { fixed: width };
  const text = (width ?? '').replace(/\s+/g, '');
  const px = /^(\d+(?:\.\d+)?)px$/.exec(text);
  if (px) return { fixed: Number(px[1]) };
  const fr = /^(\d+(?:\.\d+)?)fr$/.exec(text);
  if (fr) return { share: Number(fr[1]), least: DEFAULT_LEAST };
  const minmax = /^minmax\((\d+(?:\.\d+)?)px,(\d+(?:\.\d+)?)fr\)$/.exec(text);
  if (minmax) return { share: Number(minmax[2]), least: Number(minmax[1]) };
  return { share: 1, least: DEFAULT_LEAST };
}

/**
 * The flex-item style of a column's cells (rows are flex rows, cheaper to lay out than grid rows): pixels
 * stay fixed; a share grows with the room left, as a grid's fr track does, and never shrinks below its least width.
 */
export function columnFlex(width: number | string | undefined): { flex: string; minWidth?: number } {
  const parsed = parseWidth(width);
  return 'fixed' in parsed ? { flex: `0 0 ${parsed.fixed}px` } : { flex: `${parsed.share} 1 0px`, minWidth: parsed.least };
}

/**
 * The least width the columns need before scrolling sideways: narrower, the rows (which clip what overflows
 * them) would cut off the last columns.
 */
export function minTableWidth(widths: ReadonlyArray<number | string | undefined>): number {
  return widths.reduce<number>((sum, width) => {
    const parsed = parseWidth(width);
    return sum + ('fixed' in parsed ? parsed.fixed : parsed.least);
  }, 0);
}
