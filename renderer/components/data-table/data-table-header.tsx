import { memo, useEffect, useRef } from 'react';
import type { CSSProperties } from 'react';
import { cx } from '../../lib/class-names.ts';
import { SortIcon } from '../icons.tsx';
import type { ColumnDef } from './column.ts';
import type { SortState } from './table-model.ts';

/** Props of the header row. */
export interface DataTableHeaderProps<Row> {
  columns: readonly ColumnDef<Row>[];
  /** Each column's flex style, as the rows have it. */
  cellStyles: readonly CSSProperties[];
  sort: SortState | null;
  onSort: (columnId: string) => void;
  selectable: boolean;
  allState: 'all' | 'some' | 'none';
  rowCount: number;
  onToggleAll: () => void;
}

function ariaSort(sort: SortState | null, columnId: string): 'ascending' | 'descending' | 'none' {
  if (!sort || sort.columnId !== columnId) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

function DataTableHeaderImpl<Row>({ columns, cellStyles, sort, onSort, selectable, allState, rowCount, onToggleAll }: DataTableHeaderProps<Row>) {
  const checkRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (checkRef.current) checkRef.current.indeterminate = allState === 'some';
  }, [allState]);
  return (
    <div role="rowgroup" className="dt__head">
      <div role="row" aria-rowindex={1} className="dt__row dt__row--head">
        {selectable && (
          <div role="columnheader" className="dt__cell dt__cell--select">
            <input
              ref={checkRef}
              type="checkbox"
              className="dt__check"
              checked={allState === 'all'}
              disabled={rowCount === 0}
              aria-label={allState === 'all' ? 'Clear selection' : `Select all ${rowCount} rows`}
              onChange={onToggleAll}
            />
          </div>
        )}
        {columns.map((column, i) => {
          const direction = ariaSort(sort, column.id);
          return (
            <div
              key={column.id}
              role="columnheader"
              style={cellStyles[i]}
              aria-sort={column.sortValue ? direction : undefined}
              className={cx('dt__cell', 'dt__cell--head', column.align && column.align !== 'start' && `dt__cell--${column.align}`)}
            >
              {column.sortValue ? (
                <button type="button" className="dt__sort" onClick={() => onSort(column.id)}>
                  <span title={column.headerHint ?? column.header}>{column.header}</span>
                  <SortIcon direction={direction} size={12} className={cx('dt__sort-icon', direction === 'none' && 'dt__sort-icon--idle')} />
                </button>
              ) : (
                <span title={column.headerHint ?? column.header}>{column.header}</span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The sticky header row: sort buttons with aria-sort and the select-all checkbox (memoised). */
export const DataTableHeader = memo(DataTableHeaderImpl) as typeof DataTableHeaderImpl;
