import { useMemo } from 'react';
import type { ColumnDef } from './column.ts';
import { filterRows, filterTerms, sortRows } from './table-model.ts';
import type { SortState } from './table-model.ts';

/** The rows as shown (filtered, then sorted), their ids in that order and an id → position index. */
export interface TableView<Row> {
  rows: readonly Row[];
  ids: readonly string[];
  indexOf: ReadonlyMap<string, number>;
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

/** Filters and sorts the loaded rows; each step is memoised on its own inputs. */
export function useTableView<Row>(
  rows: readonly Row[],
  columns: readonly ColumnDef<Row>[],
  getRowId: (row: Row) => string,
  filterText: string,
  sort: SortState | null,
): TableView<Row> {
  const terms = useMemo(() => filterTerms(filterText), [filterText]);
  // Haystacks only matter while filtering; built once per rows/columns change, not per keystroke.
  const filtering = terms.length > 0;
  const haystacks = useMemo(() => (filtering ? rows.map((row) => haystackOf(row, columns)) : NO_HAYSTACKS), [rows, columns, filtering]);
  const filtered = useMemo(() => filterRows(rows, haystacks, terms), [rows, haystacks, terms]);
  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.id === sort.columnId) : undefined;
    return sort && column?.sortValue ? sortRows(filtered, column.sortValue, sort.direction) : filtered;
  }, [filtered, sort, columns]);
  return useMemo(() => {
    const ids = sorted.map(getRowId);
    const indexOf = new Map<string, number>();
    ids.forEach((id, index) => indexOf.set(id, index));
    return { rows: sorted, ids, indexOf };
  }, [sorted, getRowId]);
}
