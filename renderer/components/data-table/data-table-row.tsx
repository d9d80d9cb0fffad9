import { memo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { displayText } from '../../../shared/display-text.ts';
import { cx } from '../../lib/class-names.ts';
import type { ColumnDef } from './column.ts';

/** A cell's text made inert (displayText) when a column gives plain text: values from the service or the copy. */
const shownCell = (content: ReactNode): ReactNode => (typeof content === 'string' ? displayText(content, true) : content);

/** Props of one rendered row; all primitives or stable references so unchanged rows skip rendering. */
export interface DataTableRowProps<Row> {
  row: Row;
  index: number;
  domId: string;
  start: number;
  columns: readonly ColumnDef<Row>[];
  /** Each column's flex style (see columnFlex), one stable array per set of columns. */
  cellStyles: readonly CSSProperties[];
  selectable: boolean;
  selected: boolean;
  active: boolean;
  extraClass: string | undefined;
}

function DataTableRowImpl<Row>({ row, index, domId, start, columns, cellStyles, selectable, selected, active, extraClass }: DataTableRowProps<Row>) {
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
        // A box drawn by the cell's CSS, not an <input>: the row's aria-selected carries the state, Space and
        // clicks change it, and each row is one element fewer to lay out.
        <div role="gridcell" className="dt__cell dt__cell--select" data-select="" />
      )}
      {columns.map((column, i) => {
        const content = column.cell(row, index);
        return (
          <div
            key={column.id}
            role="gridcell"
            style={cellStyles[i]}
            // Plain text a narrow column cuts with an ellipsis is whole on hover.
            title={typeof content === 'string' ? displayText(content, true) : undefined}
            className={cx('dt__cell', column.align && column.align !== 'start' && `dt__cell--${column.align}`)}
          >
            {shownCell(content)}
          </div>
        );
      })}
    </div>
  );
}

/** One virtualised row, memoised: scrolling renders only the rows that come into view. */
export const DataTableRow = memo(DataTableRowImpl) as typeof DataTableRowImpl;
