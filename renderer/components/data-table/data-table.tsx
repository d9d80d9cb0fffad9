import { useCallback, useDeferredValue, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import { cx } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { Spinner } from '../spinner.tsx';
import type { ColumnDef } from './column.ts';
import { shownColumns } from './column-choice.ts';
import { useColumnChoices } from './column-choice-store.ts';
import { DataTableHeader } from './data-table-header.tsx';
import { DataTableRow } from './data-table-row.tsx';
import { assignSlots, nearView } from './row-window.ts';
import { columnFlex, minTableWidth, nextSort, rangeIds, selectionState, toggleAll, toggleId } from './table-model.ts';
import type { SortState } from './table-model.ts';
import { useTableView } from './use-table-view.ts';

/** Props of DataTable. `columns` and `getRowId` should be stable references (module constants or memoised). */
export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly ColumnDef<Row>[];
  getRowId: (row: Row) => string;
  /** Names the grid, e.g. "Postcodes". */
  label: string;
  /**
   * Client-side filter over the loaded rows (every word must appear in the row's text). Given (even empty),
   * a large table builds its rows' search text ahead while the page is idle.
   */
  filterText?: string;
  /** Controlled selection; giving `onSelectedChange` adds the checkbox column. */
  selected?: ReadonlySet<string>;
  onSelectedChange?: (next: Set<string>) => void;
  /** Controlled sort; leave undefined to let the table keep its own (starting at `defaultSort`). */
  sort?: SortState | null;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** Double-click or Enter on a row. */
  onRowActivate?: (row: Row) => void;
  rowClassName?: (row: Row) => string | undefined;
  /** Fixed row height in pixels (default 32). */
  rowHeight?: number;
  /** The table's name for the columns it shows: those hidden with a ColumnChooser of the same name stay hidden (filter still reads them). */
  columnChoice?: string;
  /** Keeps the first column (and the checkbox column) in view while the table scrolls sideways. */
  stickyFirstColumn?: boolean;
  /** Height of the scroll area; by default it fills a flex column parent (capped at the viewport). */
  height?: number | string;
  loading?: boolean;
  /** Shown when there are no rows at all (filtered-out rows get their own message). */
  empty?: ReactNode;
  /** What the rows are ("items", "ASINs"): while a filter is on, a line above the grid says "12 of 5,000 items". */
  noun?: string;
  /** Rows rendered beyond the view each way while scrolling (default 10); at rest only REST_OVERSCAN. */
  overscan?: number;
  className?: string;
}

const NO_SELECTION: ReadonlySet<string> = new Set();
/** Rows beyond the view at rest (about one wheel notch): a filter keystroke lays out little more than what shows. */
const REST_OVERSCAN = 3;
const INITIAL_RECT = typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight };

/**
 * A virtualised data grid: fixed-height rows, sticky header, client-side sort (aria-sort) and filter,
 * row selection (click, Ctrl/Cmd-click, Shift-click range, select all) and keyboard navigation
 * (arrows, Page Up/Down, Home/End, Space selects, Enter activates, Ctrl/Cmd+A, Escape clears).
 */
export function DataTable<Row>({
  rows,
  columns,
  getRowId,
  label,
  filterText: filterProp,
  selected,
  onSelectedChange,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  onRowActivate,
  rowClassName,
  rowHeight = 32,
  columnChoice,
  stickyFirstColumn = false,
  height,
  loading = false,
  empty,
  noun,
  overscan = 10,
  className,
}: DataTableProps<Row>) {
  const selectable = onSelectedChange !== undefined;
  const selection = selected ?? NO_SELECTION;
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort);
  const sort = sortProp !== undefined ? sortProp : ownSort;
  const hidden = useColumnChoices((s) => (columnChoice === undefined ? undefined : s.hidden[columnChoice]));
  const shown = useMemo(() => shownColumns(columns, hidden), [columns, hidden]);
  // A keystroke renders the filter box at once; the rows follow in a render React may interrupt with the next
  // keystroke, so typing stays smooth however many rows the filter goes through.
  const appliedFilter = useDeferredValue(filterProp);
  const filterText = appliedFilter ?? '';
  // Filter and sort read every column; only the shown ones are drawn.
  const view = useTableView(rows, columns, getRowId, appliedFilter, sort);
  const [activeId, setActiveId] = useState<string | null>(null);
  const activeIndex = useMemo(() => (activeId === null ? -1 : view.ids.indexOf(activeId)), [view.ids, activeId]);
  const anchor = useRef<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const baseId = useId();

  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // The active row stays rendered even when scrolled away, so aria-activedescendant always resolves.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex >= 0 && !indexes.includes(activeIndex)) {
        indexes.push(activeIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [activeIndex],
  );
  // The header sits inside the scroll area above the rows: scrollMargin offsets the rows by its height
  // and scrollPaddingStart keeps keyboard-scrolled rows from hiding under it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: view.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    rangeExtractor,
    overscan,
    scrollMargin: rowHeight,
    scrollPaddingStart: rowHeight,
    // Render the first screenful in the first pass instead of after a measuring pass; the window
    // bounds the real size, and the measured rect corrects it in the same commit.
    initialRect: INITIAL_RECT,
  });

  // New filter text shows its first matches, not wherever the old list was scrolled to: before the new rows are
  // painted (after the paint, a frame showed them at the old offset, and a scroll made in it was undone).
  useLayoutEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [filterText]);

  const cellStyles = useMemo(() => shown.map((c) => columnFlex(c.width)), [shown]);
  const minWidth = useMemo(() => minTableWidth(shown.map((c) => c.width)) + (selectable ? 36 : 0), [shown, selectable]);
  const allState = useMemo(() => (selectable ? selectionState(view.ids, selection) : 'none'), [selectable, view.ids, selection]);
  const rowDomId = (index: number) => `${baseId}-row-${index}`;

  const update = (next: Set<string>) => onSelectedChange?.(next);

  // Stable header callbacks: the header is memoised and must not re-render on every scroll frame.
  const changeSort = useCallback(
    (columnId: string) => {
      const next = nextSort(sort, columnId);
      if (sortProp === undefined) setOwnSort(next);
      onSortChange?.(next);
      scrollRef.current?.scrollTo({ top: 0 });
    },
    [sort, sortProp, onSortChange],
  );
  const onToggleAll = useCallback(() => onSelectedChange?.(toggleAll(view.ids, selection)), [onSelectedChange, view.ids, selection]);

  const moveTo = (index: number, extend: boolean) => {
    const id = view.ids[index];
    if (id === undefined) return;
    setActiveId(id);
    virtualizer.scrollToIndex(index, { align: 'auto' });
    if (extend && selectable) {
      const from = positionOf(view.ids, anchor.current ?? activeId ?? id, index);
      if (anchor.current === null) anchor.current = view.ids[from] ?? id;
      update(rangeIds(view.ids, from, index));
    } else if (!extend) {
      anchor.current = id;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const count = view.rows.length;
    if (count === 0) return;
    const viewport = scrollRef.current?.clientHeight ?? rowHeight * 10;
    const page = Math.max(1, Math.floor(viewport / rowHeight) - 2);
    const at = Math.max(0, activeIndex);
    const mod = event.ctrlKey || event.metaKey;
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = activeIndex < 0 ? 0 : Math.min(count - 1, at + 1);
    else if (event.key === 'ArrowUp') next = Math.max(0, at - 1);
    else if (event.key === 'PageDown') next = Math.min(count - 1, at + page);
    else if (event.key === 'PageUp') next = Math.max(0, at - page);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next !== null) {
      event.preventDefault();
      moveTo(next, event.shiftKey);
      return;
    }
    const activeRow = activeIndex >= 0 ? view.rows[activeIndex] : undefined;
    const id = activeIndex >= 0 ? view.ids[activeIndex] : undefined;
    if (event.key === ' ' && selectable && id !== undefined) {
      event.preventDefault();
      anchor.current = id;
      update(toggleId(selection, id));
    } else if (event.key === 'Enter' && activeRow !== undefined && onRowActivate) {
      event.preventDefault();
      onRowActivate(activeRow);
    } else if (mod && event.key.toLowerCase() === 'a' && selectable) {
      event.preventDefault();
      update(new Set([...selection, ...view.ids]));
    } else if (event.key === 'Escape' && selectable && selection.size > 0) {
      event.preventDefault();
      event.stopPropagation();
      update(new Set());
    }
  };

  const rowIndexOf = (event: MouseEvent<HTMLElement>): number | null => {
    const target = event.target as HTMLElement;
    const rowEl = target.closest<HTMLElement>('[data-index]');
    if (!rowEl) return null;
    return Number(rowEl.dataset.index);
  };

  const onBodyMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    // Shift-click selects a range of rows, not a range of text.
    if (event.shiftKey && selectable) {
      event.preventDefault();
      scrollRef.current?.focus({ preventScroll: true });
    }
  };

  const onBodyClick = (event: MouseEvent<HTMLDivElement>) => {
    const index = rowIndexOf(event);
    const id = index === null ? undefined : view.ids[index];
    if (index === null || id === undefined) return;
    setActiveId(id);
    const target = event.target as HTMLElement;
    if (target.closest('a, button, input, select, textarea, label')) return;
    if (!selectable) return;
    const fromCheckbox = target.closest('[data-select]') !== null;
    const additive = fromCheckbox || event.ctrlKey || event.metaKey;
    if (event.shiftKey && anchor.current !== null) {
      const from = positionOf(view.ids, anchor.current, index);
      update(rangeIds(view.ids, from, index, additive ? selection : undefined));
      return;
    }
    anchor.current = id;
    update(additive ? toggleId(selection, id) : new Set([id]));
  };

  const onBodyDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const index = rowIndexOf(event);
    const row = index === null ? undefined : view.rows[index];
    if (row !== undefined && onRowActivate) onRowActivate(row);
  };

  const style = { '--dt-row-h': `${rowHeight}px`, height } as CSSProperties;
  // While scrolling, the virtualiser's overscan keeps rows ready ahead of the view; at rest, rows beyond
  // REST_OVERSCAN are dropped (the virtualiser reports the end of a scroll, which renders again).
  const overscanned = virtualizer.getVirtualItems().map((item) => item.index);
  const indexes = virtualizer.isScrolling ? overscanned : nearView(overscanned, virtualizer.range, REST_OVERSCAN, activeIndex);
  const slots = useRowSlots(indexes);
  const activeRendered = activeIndex >= 0 && indexes.includes(activeIndex);

  const filtering = noun !== undefined && filterText.trim() !== '';
  return (
    <>
      {filtering && (
        <p className="dt-count muted" aria-live="polite">
          {formatNumber(view.rows.length)} of {formatNumber(rows.length)} {noun}
        </p>
      )}
      <div
        ref={scrollRef}
        role="grid"
        aria-label={label}
        aria-rowcount={view.rows.length + 1}
        aria-colcount={shown.length + (selectable ? 1 : 0)}
        aria-multiselectable={selectable || undefined}
        aria-busy={loading || undefined}
        aria-activedescendant={activeRendered ? rowDomId(activeIndex) : undefined}
        tabIndex={0}
        className={cx('panel', 'dt', loading && 'dt--loading', stickyFirstColumn && 'dt--sticky-first', className)}
        style={style}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          if (event.target === event.currentTarget && activeIndex < 0 && view.ids[0] !== undefined) setActiveId(view.ids[0]);
        }}
      >
        <div className="dt__inner" style={{ minWidth }}>
          <DataTableHeader
            columns={shown}
            cellStyles={cellStyles}
            sort={sort}
            onSort={changeSort}
            selectable={selectable}
            allState={allState}
            rowCount={view.rows.length}
            onToggleAll={onToggleAll}
          />
          <div
            role="rowgroup"
            className={cx('dt__body', view.rows.length === 0 && 'dt__body--empty')}
            style={{ height: view.rows.length > 0 ? virtualizer.getTotalSize() : undefined }}
            onMouseDown={onBodyMouseDown}
            onClick={onBodyClick}
            onDoubleClick={onBodyDoubleClick}
          >
            {view.rows.length === 0 ? (
              <div role="row" aria-rowindex={2} className="dt__row dt__row--empty">
                <div role="gridcell" className="dt__empty">
                  {loading ? <Spinner label="Loading rows" /> : rows.length > 0 ? `No rows match “${filterText.trim()}”.` : (empty ?? 'Nothing here yet.')}
                </div>
              </div>
            ) : (
              indexes.map((index) => {
                const row = view.rows[index];
                const id = view.ids[index];
                if (row === undefined || id === undefined) return null;
                return (
                  <DataTableRow
                    key={slots.get(index)}
                    row={row}
                    index={index}
                    domId={rowDomId(index)}
                    start={index * rowHeight}
                    columns={shown}
                    cellStyles={cellStyles}
                    selectable={selectable}
                    selected={selection.has(id)}
                    active={index === activeIndex}
                    extraClass={rowClassName?.(row)}
                  />
                );
              })
            )}
          </div>
        </div>
      </div>
    </>
  );
}

/** Where `id` is in `ids`, or `fallback` when it is not shown. */
function positionOf(ids: readonly string[], id: string, fallback: number): number {
  const at = ids.indexOf(id);
  return at < 0 ? fallback : at;
}

/**
 * The slot (React key) of each rendered row index, kept from the previous render so row elements are
 * reused (see assignSlots).
 */
function useRowSlots(indexes: readonly number[]): ReadonlyMap<number, number> {
  const previous = useRef<ReadonlyMap<number, number>>(new Map());
  // Written during render on purpose: assigning again from its own result gives the same slots, so a
  // repeated render agrees; a render React throws away at worst costs new elements, never wrong rows.
  /* eslint-disable react-hooks/refs */
  const slots = assignSlots(previous.current, indexes);
  previous.current = slots;
  /* eslint-enable react-hooks/refs */
  return slots;
}
