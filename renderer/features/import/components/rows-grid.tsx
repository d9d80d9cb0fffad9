import { useMemo } from 'react';
import type { ColumnMapping, ColumnName, ItemType } from '../../../../shared/csv/item-columns.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { rowId } from '../lib/import-rows.ts';
import type { GridRow } from '../lib/import-rows.ts';
import { gridColumns } from './grid-columns.tsx';

/** Props of RowsGrid. */
export interface RowsGridProps {
  type: ItemType;
  /** Columns set after the upload show only while they are mapped (the user may leave them out). */
  mapping: ColumnMapping;
  rows: readonly GridRow[];
  locked: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  onEdit: (rowNumber: number, column: ColumnName, value: string) => void;
  onDrop: (rowNumber: number) => void;
  onRestore: (rowNumber: number) => void;
  empty: string;
}

const rowClass = (row: GridRow): string | undefined => {
  if (row.outcome === 'dropped') return 'imp-row--dropped';
  if (row.outcome === 'sent-ok') return 'imp-row--sent';
  if (row.outcome === 'rejected' || row.errors.length > 0) return 'imp-row--invalid';
  return undefined;
};

/** The preview grid (virtualised): each row's status and reasons, cells editable in place, rows droppable. */
export function RowsGrid({ type, mapping, rows, locked, selected, onSelectedChange, onEdit, onDrop, onRestore, empty }: RowsGridProps) {
  const columns = useMemo(() => gridColumns(type, mapping, locked, { onEdit, onDrop, onRestore }), [type, mapping, locked, onEdit, onDrop, onRestore]);
  return (
    <DataTable
      rows={rows}
      columns={columns}
      getRowId={rowId}
      label="Rows of the file"
      selected={selected}
      onSelectedChange={locked ? undefined : onSelectedChange}
      rowClassName={rowClass}
      rowHeight={34}
      empty={empty}
      className="imp-grid"
    />
  );
}
