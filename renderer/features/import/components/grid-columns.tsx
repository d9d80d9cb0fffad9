import { importColumns } from '../../../../shared/csv/item-columns.ts';
import type { ColumnMapping, ColumnName, ItemType } from '../../../../shared/csv/item-columns.ts';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';
import { isDroppable } from '../lib/import-rows.ts';
import type { GridRow } from '../lib/import-rows.ts';
import { errorColumns, rowStatus } from '../lib/labels.ts';
import { EditableCell } from './editable-cell.tsx';

/** What the grid's cells call back. */
export interface GridHandlers {
  readonly onEdit: (rowNumber: number, column: ColumnName, value: string) => void;
  readonly onDrop: (rowNumber: number) => void;
  readonly onRestore: (rowNumber: number) => void;
}

const WIDTHS: Readonly<Record<ColumnName, number | string>> = {
  domain: 'minmax(176px, 1fr)',
  custom_id: 'minmax(120px, 1fr)',
  customer_postcode: 100,
  asin: 124,
  include_raw_html: 164,
  sku: 'minmax(130px, 1fr)',
  store_id: 88,
};

const editable = (row: GridRow): boolean => row.outcome === 'pending' || row.outcome === 'rejected';

function reasonsOf(row: GridRow): string[] {
  return [...(row.outcome === 'rejected' && row.reason ? [row.reason] : []), ...(row.outcome === 'dropped' ? [] : row.errors)];
}

/** The grid's columns for an item type: the row's line in the file, status, one editable cell per column, reasons, action. */
export function gridColumns(type: ItemType, mapping: ColumnMapping, locked: boolean, handlers: GridHandlers): ColumnDef<GridRow>[] {
  const shown = importColumns(type).filter((column) => !column.afterUpload || mapping[column.name] !== undefined);
  const valueColumns: ColumnDef<GridRow>[] = shown.map((column) => ({
    id: column.name,
    header: column.label,
    width: WIDTHS[column.name],
    sortValue: (row) => row.values[column.name] ?? '',
    cell: (row) => (
      <EditableCell
        rowNumber={row.rowNumber}
        column={column.name}
        label={column.label}
        value={row.values[column.name] ?? ''}
        invalid={row.outcome !== 'dropped' && errorColumns(row.errors).has(column.name)}
        readOnly={locked || !editable(row)}
        onCommit={handlers.onEdit}
      />
    ),
  }));
  return [
    {
      id: 'row',
      // The file's own line, as a spreadsheet numbers it (the summary says so).
      header: 'Line',
      width: 68,
      align: 'end',
      sortValue: (row) => row.rowNumber,
      cell: (row) => <span className="num muted">{row.rowNumber}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      width: 104,
      sortValue: (row) => rowStatus(row).label,
      cell: (row) => {
        const status = rowStatus(row);
        return (
          <Badge tone={status.tone} dot busy={row.outcome === 'sending'}>
            {status.label}
          </Badge>
        );
      },
    },
    ...valueColumns,
    {
      id: 'reasons',
      header: 'Reasons',
      // Narrow enough that the Action column fits a 1280 px window; a long reason is whole on hover.
      width: 'minmax(176px, 2.5fr)',
      filterValue: (row) => reasonsOf(row).join(' '),
      sortValue: (row) => reasonsOf(row)[0] ?? null,
      cell: (row) => {
        const reasons = reasonsOf(row);
        if (reasons.length === 0) return null;
        return (
          <span className={row.outcome === 'rejected' ? 'imp-reason imp-reason--service' : 'imp-reason'} title={reasons.join('\n')}>
            {row.outcome === 'rejected' && <span className="imp-reason__source">Service: </span>}
            {reasons.join(' · ')}
          </span>
        );
      },
    },
    {
      id: 'action',
      header: 'Action',
      width: 84,
      cell: (row) =>
        locked ? null : row.outcome === 'dropped' ? (
          <Button size="sm" variant="ghost" aria-label={`Restore line ${row.rowNumber}`} onClick={() => handlers.onRestore(row.rowNumber)}>
            Restore
          </Button>
        ) : isDroppable(row) ? (
          <Button size="sm" variant="ghost" aria-label={`Drop line ${row.rowNumber}`} onClick={() => handlers.onDrop(row.rowNumber)}>
            Drop
          </Button>
        ) : null,
    },
  ];
}
