import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';
import type { ResultRow } from '../lib/result-rows.ts';

/** Props of ResultsTable. */
export interface ResultsTableProps {
  /** The rows to show, already filtered. */
  rows: readonly ResultRow[];
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
}

const COLUMNS: readonly ColumnDef<ResultRow>[] = [
  { id: 'rank', header: '#', width: 56, align: 'end', sortValue: (r) => r.rank, cell: (r) => <span className="num muted">{r.rank}</span> },
  { id: 'asin', header: 'ASIN', width: 124, sortValue: (r) => r.asin, cell: (r) => <span className="mono">{r.asin}</span> },
  {
    id: 'title',
    header: 'Title',
    width: 'minmax(260px, 1fr)',
    sortValue: (r) => r.title,
    cell: (r) => (
      <span className="sc-ellipsis" title={r.title}>
        {r.title}
      </span>
    ),
  },
  {
    id: 'price',
    header: 'Price',
    width: 112,
    align: 'end',
    sortValue: (r) => r.cents,
    filterValue: (r) => r.price,
    cell: (r) => <span className="num">{r.price || '—'}</span>,
  },
];

const rowId = (row: ResultRow) => row.asin;

/** The products a scrape found: virtualised, sortable (price by amount) and selectable. */
export function ResultsTable({ rows, selected, onSelectedChange }: ResultsTableProps) {
  return <DataTable rows={rows} columns={COLUMNS} getRowId={rowId} label="Products found" selected={selected} onSelectedChange={onSelectedChange} />;
}
