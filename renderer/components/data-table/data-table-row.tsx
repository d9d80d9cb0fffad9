import { memo } from 'react';
import { cx } from '../../lib/class-names.ts';
import type { ColumnDef } from './column.ts';

/** Props of one rendered row; all primitives or stable references so unchanged rows skip rendering. */
export interface DataTableRowProps<Row> {
  row: Row;
  index: number;
  domId: string;
  start: number;
  columns: readonly ColumnDef<Row>[];
  selectable: boolean;
  selected: boolean;
  active: boolean;
  extraClass: string | undefined;
}

function DataTableRowImpl<Row>({ row, index, domId, start, columns, selectable, selected, active, extraClass }: DataTableRowProps<Row>) {
  return (
    <div
      role="row"
      id={domId}
      data-index={index}
      aria-rowindex={index + 2}
      aria-selected={selectable ? selected : undefined}
      className={cx('dt__row', selected && 'dt__row--selected', active && 'dt__row--active', extraClass)}
      style={{ transform: `translateY(${start}px)` }}
    >
      {selectable && (
        // A drawn box, not an <input>: the row's aria-selected carries the state, Space and clicks change it,
        // and scrolling creates far fewer form controls.
        <div role="gridcell" className="dt__cell dt__cell--select" data-select="">
          <span className={cx('dt__box', selected && 'dt__box--on')} aria-hidden="true" />
        </div>
      )}
      {columns.map((column) => (
        <div key={column.id} role="gridcell" className={cx('dt__cell', column.align && column.align !== 'start' && `dt__cell--${column.align}`)}>
          {column.cell(row, index)}
        </div>
      ))}
    </div>
  );
}

/** One virtualised row, memoised: scrolling renders only the rows that come into view. */
export const DataTableRow = memo(DataTableRowImpl) as typeof DataTableRowImpl;
