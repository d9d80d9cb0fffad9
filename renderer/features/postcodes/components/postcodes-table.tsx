import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { cx } from '../../../lib/class-names.ts';
import { toDate } from '../../../lib/format.ts';
import type { PostcodeRow } from '../lib/postcode-rows.ts';
import { usePostcodesUi } from '../stores/postcodes-ui-store.ts';

const STATUS_TITLES: Readonly<Record<string, string>> = {
  'in-progress': 'Cookies are being generated; usable once Active.',
  active: 'Ready: usable in items and category scrapes.',
  pending: 'Waiting to start cookie generation.',
  failed: 'Cookie generation failed: edit or re-add the postcode to try again.',
  inactive: 'Not in use.',
};

function openEdit(row: PostcodeRow): void {
  usePostcodesUi.getState().openEdit(row.id, { domainId: row.domainId, zipcode: row.zipcode });
}

const time = (value: string | null) => toDate(value)?.getTime() ?? null;

const COLUMNS: readonly ColumnDef<PostcodeRow>[] = [
  {
    id: 'zipcode',
    header: 'Postcode',
    width: 'minmax(110px, 1fr)',
    sortValue: (r) => r.zipcode,
    cell: (r) => <span className="mono pc-zipcode">{r.zipcode}</span>,
  },
  { id: 'domain', header: 'Domain', width: 'minmax(170px, 1.6fr)', sortValue: (r) => r.domain, cell: (r) => r.domain },
  { id: 'country', header: 'Country', width: 100, sortValue: (r) => r.country, cell: (r) => r.country ?? <span className="muted">—</span> },
  {
    id: 'status',
    header: 'Status',
    width: 128,
    sortValue: (r) => r.status,
    cell: (r) => (r.status ? <StatusBadge status={r.status} title={STATUS_TITLES[r.status]} /> : <span className="muted">—</span>),
  },
  { id: 'created', header: 'Created', width: 132, sortValue: (r) => time(r.createdAt), cell: (r) => <RelativeTime value={r.createdAt} /> },
  { id: 'updated', header: 'Updated', width: 132, sortValue: (r) => time(r.updatedAt), cell: (r) => <RelativeTime value={r.updatedAt} /> },
  {
    id: 'actions',
    header: 'Actions',
    width: 140,
    align: 'end',
    cell: (r) => (
      <span className="pc-row-actions">
        <Button size="sm" variant="ghost" aria-label={`Edit ${r.zipcode} (${r.domain})`} onClick={() => openEdit(r)}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="pc-danger-text"
          aria-label={`Delete ${r.zipcode} (${r.domain})`}
          onClick={() => usePostcodesUi.getState().setDeletingId(r.id)}
        >
          Delete
        </Button>
      </span>
    ),
  },
];

const rowId = (row: PostcodeRow) => String(row.id);

/** Props of PostcodesTable. */
export interface PostcodesTableProps {
  rows: readonly PostcodeRow[];
  /** The postcode a notification opened, marked in the table. */
  targetId?: number | null;
  loading: boolean;
  empty: ReactNode;
}

/** The postcodes grid: sortable, Enter or double-click opens the edit dialog. */
export function PostcodesTable({ rows, targetId = null, loading, empty }: PostcodesTableProps) {
  const rowClass = useCallback(
    (row: PostcodeRow) => cx(row.status === 'in-progress' && 'pc-row--busy', row.id === targetId && 'pc-row--target') || undefined,
    [targetId],
  );
  return (
    <DataTable
      rows={rows}
      columns={COLUMNS}
      getRowId={rowId}
      rowClassName={rowClass}
      label="Postcodes"
      loading={loading}
      empty={empty}
      onRowActivate={openEdit}
      defaultSort={null}
    />
  );
}
