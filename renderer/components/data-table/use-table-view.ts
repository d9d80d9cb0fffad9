import { useEffect, useMemo } from 'react';
import type { ColumnDef } from './column.ts';
import { buildSome, haystacksOf } from './haystacks.ts';
import { filterRows, filterTerms, sortRows } from './table-model.ts';
import type { SortState } from './table-model.ts';

/** The rows as shown (filtered, then sorted) and their ids in that order. */
export interface TableView<Row> {
  rows: readonly Row[];
  ids: readonly string[];
}

const NO_HAYSTACKS: readonly string[] = [];
/** Fewer rows than this filter fast enough without their search text built ahead. */
const BUILD_AHEAD_FROM = 1000;

/**
 * Builds the search text of a large table's rows in idle time, a slice at a time, so the first filter
 * keystroke does not pay for all of it (about 30 ms for 5000 rows on a slow machine).
 */
function useSearchTextAhead<Row>(rows: readonly Row[], columns: readonly ColumnDef<Row>[], filterable: boolean): void {
  useEffect(() => {
    if (!filterable || rows.length < BUILD_AHEAD_FROM || typeof requestIdleCallback !== 'function') return;
    let handle = 0;
    const step = (deadline: IdleDeadline) => {
      if (!buildSome(rows, columns, () => deadline.timeRemaining() > 1)) handle = requestIdleCallback(step);
    };
    handle = requestIdleCallback(step);
    return () => cancelIdleCallback(handle);
  }, [rows, columns, filterable]);
}

/** Filters and sorts the loaded rows; each step is memoised on its own inputs. */
export function useTableView<Row>(
  rows: readonly Row[],
  columns: readonly ColumnDef<Row>[],
  getRowId: (row: Row) => string,
  filterText: string | undefined,
  sort: SortState | null,
): TableView<Row> {
  const terms = useMemo(() => filterTerms(filterText ?? ''), [filterText]);
  // Sorted once per rows and sort, then filtered per keystroke: filtering keeps the order, so typing never
  // sorts again (a 5000-row string sort costs more than a frame).
  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.id === sort.columnId) : undefined;
    return sort && column?.sortValue ? sortRows(rows, column.sortValue, sort.direction) : rows;
  }, [rows, sort, columns]);
  // Haystacks only matter while filtering; built once per rows/sort/columns (ahead, when idle), not per keystroke.
  useSearchTextAhead(sorted, columns, filterText !== undefined);
  const filtering = terms.length > 0;
  const haystacks = useMemo(() => (filtering ? haystacksOf(sorted, columns) : NO_HAYSTACKS), [sorted, columns, filtering]);
  const shown = useMemo(() => filterRows(sorted, haystacks, terms), [sorted, haystacks, terms]);
  // No id → position map: building one for 5000 rows on every keystroke costs more than the few lookups
  // (the active row, a Shift-click) scanning `ids`.
  return useMemo(() => ({ rows: shown, ids: shown.map(getRowId) }), [shown, getRowId]);
}
