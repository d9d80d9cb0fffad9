import type { ReactNode } from 'react';
import type { SortValue } from './table-model.ts';

/** One column of a DataTable. Keep the array stable (module constant or useMemo): rows re-render when it changes. */
export interface ColumnDef<Row> {
  id: string;
  /** Header text; also names the sort button. */
  header: string;
  /** The header's hover text when the header alone does not say it all (a zone the times are in); defaults to the header. */
  headerHint?: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Makes the column sortable by clicking its header. */
  sortValue?: (row: Row) => SortValue;
  /** Text the filter searches; defaults to the sort value as text. */
  filterValue?: (row: Row) => string;
  /** Pixels, or a share of the room left like a grid track's ('2fr', 'minmax(120px, 1fr)'); default 'minmax(96px, 1fr)'. */
  width?: number | string;
  align?: 'start' | 'end' | 'center';
  /** False keeps the column out of the column chooser's reach (the item column a row is named by). */
  hideable?: boolean;
}
