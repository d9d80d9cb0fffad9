import { useMemo } from 'react';
import type { ColumnDef } from './column.ts';
import { filterRows, filterTerms, sortRows } from './table-model.ts';
import type { SortState } from './table-model.ts';

/** The rows as shown (filtered, then sorted) and their ids in that order. */
export interface TableView<Row> {
  rows: readonly Row[];
  ids: readonly string[];
}

const NO_HAYSTACKS: readonly string[] = [];

function haystackOf<Row>(row: Row, columns: readonly ColumnDef<Row>[]): string {
  let out = '';
  for (const column of columns) {
    const text = column.filterValue ? column.filterValue(row) : column.sortValue ? column.sortValue(row) : null;
    if (text !== null && text !== undefined) out += `${String(text).toLowerCase()}\u0000`;
  }
  return out;
}

// The search text of each row, kept per rows array (and its columns) for as long as that array lives: a
// filter cleared and typed again, or a table mounted again over the same rows, does not build them twice.
const HAYSTACKS = new WeakMap<readonly unknown[], { columns: unknown; haystacks: readonly string[] }>();

function haystacksOf<Row>(rows: readonly Row[], columns: readonly ColumnDef<Row>[]): readonly string[] {
  const kept = HAYSTACKS.get(rows);
  if (kept && kept.columns === columns) return kept.haystacks;
  const haystacks = rows.map((row) => haystackOf(row, columns));
  HAYSTACKS.set(rows, { columns, haystacks });
  return haystacks;
}

/** Filters and sorts the loaded rows; each step is memoised on its own inputs. */
export function useTableView<Row>(
  rows: readonly Row[],
  columns: readonly ColumnDef<Row>[],
  getRowId: (row: Row) => string,
  filterText: string,
  sort: SortState | null,
): TableView<Row> {
  const terms = useMemo(() => filterTerms(filterText), [filterText]);
  // Sorted once per rows and sort, then filtered per keystroke: filtering keeps the order, so typing never
  // sorts again (a 5000-row string sort costs more than a frame).
  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.id === sort.columnId) : undefined;
    return sort && column?.sortValue ? sortRows(rows, column.sortValue, sort.direction) : rows;
  }, [rows, sort, columns]);
  // Haystacks only matter while filtering; built once per rows/sort/columns, not per keystroke.
  const filtering = terms.length > 0;
  const haystacks = useMemo(() => (filtering ? haystacksOf(sorted, columns) : NO_HAYSTACKS), [sorted, columns, filtering]);
  const shown = useMemo(() => filterRows(sorted, haystacks, terms), [sorted, haystacks, terms]);
  // No id → position map: building one for 5000 rows on every keystroke costs more than the few lookups
  // (the active row, a Shift-click) scanning `ids`.
  return useMemo(() => ({ rows: shown, ids: shown.map(getRowId) }), [shown, getRowId]);
}
