import type { MouseEvent, ReactNode } from 'react';
import type { Collection } from '../../../../shared/api/collections.ts';
import { StatusBadge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { formatNumber, toDate } from '../../../lib/format.ts';
import { routeHref } from '../../../lib/router.ts';
import { navigate } from '../../../lib/use-route.ts';
import { draftFromCollection } from '../lib/collection-draft.ts';
import { requestTypeLabel } from '../lib/labels.ts';
import { describeSchedule, localOffsetMinutes, SCHEDULE_ZONE } from '../../../lib/schedule.ts';
import { useCollectionsUi } from '../stores/collections-ui-store.ts';

const PRIORITY_RANK: Readonly<Record<string, number>> = { Highest: 0, High: 1, Normal: 2, Low: 3, Lowest: 4 };

function openCollection(row: Collection): void {
  navigate('collection', { id: row.id });
}

const COLUMNS: readonly ColumnDef<Collection>[] = [
  {
    id: 'name',
    header: 'Name',
    // Names get the room first: they are what a row is found by.
    width: 'minmax(180px, 3fr)',
    sortValue: (r) => r.name,
    cell: (r) => (
      <a className="cl-name" href={routeHref('collection', { id: r.id })} data-collection-id={r.id} title={r.name}>
        {r.name}
      </a>
    ),
  },
  { id: 'type', header: 'Type', width: 100, sortValue: (r) => requestTypeLabel(r.request_type), cell: (r) => requestTypeLabel(r.request_type) },
  { id: 'status', header: 'Status', width: 96, sortValue: (r) => r.status, cell: (r) => <StatusBadge status={r.status} /> },
  {
    id: 'schedule-status',
    header: 'Run status',
    width: 120,
    sortValue: (r) => r.schedule_status,
    cell: (r) => (
      <span className="cl-run-status">
        <StatusBadge status={r.schedule_status} title={r.schedule_message ?? undefined} />
        {r.schedule_message && (
          <span className="cl-run-message" title={r.schedule_message}>
            <span className="visually-hidden">: {r.schedule_message}</span>
            <span aria-hidden="true">ⓘ</span>
          </span>
        )}
      </span>
    ),
  },
  { id: 'priority', header: 'Priority', width: 88, sortValue: (r) => PRIORITY_RANK[r.priority] ?? 9, cell: (r) => r.priority },
  {
    id: 'schedule',
    header: 'Schedule',
    headerHint: `Schedule, times in ${SCHEDULE_ZONE}`,
    width: 'minmax(96px, 1fr)',
    sortValue: (r) => describeSchedule(r.schedule, r.schedule_time),
    cell: (r) => {
      const localOffset = localOffsetMinutes();
      return (
        <span title={describeSchedule(r.schedule, r.schedule_time, { localOffset })}>
          {describeSchedule(r.schedule, r.schedule_time, { zone: false, localOffset })}
        </span>
      );
    },
  },
  {
    id: 'items',
    header: 'Items',
    width: 76,
    align: 'end',
    sortValue: (r) => r.item_count,
    cell: (r) => <span className="num">{formatNumber(r.item_count)}</span>,
  },
  {
    id: 'last-run',
    header: 'Last run',
    width: 116,
    sortValue: (r) => toDate(r.last_run_at)?.getTime() ?? null,
    cell: (r) => <RelativeTime value={r.last_run_at} />,
  },
  {
    id: 'actions',
    header: 'Actions',
    width: 132,
    align: 'end',
    cell: (r) => (
      <span className="cl-row-actions">
        <Button size="sm" variant="ghost" aria-label={`Edit ${r.name}`} onClick={() => useCollectionsUi.getState().openEdit(r, draftFromCollection(r))}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" className="cl-danger-text" aria-label={`Delete ${r.name}`} onClick={() => useCollectionsUi.getState().setDeleting(r)}>
          Delete
        </Button>
      </span>
    ),
  },
];

const rowId = (row: Collection) => String(row.id);
const rowClass = () => 'cl-row';

/**
 * A plain click on a row opens its collection; the checkbox cell, Ctrl/⌘-click and Shift-click
 * (range) select instead, and buttons and links do their own thing.
 */
function onRowClickCapture(event: MouseEvent<HTMLDivElement>): void {
  if (event.shiftKey || event.ctrlKey || event.metaKey || event.altKey || event.button !== 0) return;
  const target = event.target as HTMLElement;
  if (target.closest('a, button, input, select, textarea, label, [data-select], [role="columnheader"]')) return;
  const row = target.closest('[role="row"]');
  const link = row?.querySelector<HTMLElement>('[data-collection-id]');
  if (!link) return;
  event.stopPropagation();
  navigate('collection', { id: Number(link.dataset.collectionId) });
}

/** Props of CollectionsTable. */
export interface CollectionsTableProps {
  rows: readonly Collection[];
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  loading: boolean;
  empty: ReactNode;
}

/** The collections grid of one page: checkbox column (Shift-click for ranges, header box for the page), row click opens. */
export function CollectionsTable({ rows, selected, onSelectedChange, loading, empty }: CollectionsTableProps) {
  return (
    <div className="cl-table" onClickCapture={onRowClickCapture}>
      <DataTable
        rows={rows}
        columns={COLUMNS}
        getRowId={rowId}
        label="Collections"
        selected={selected}
        onSelectedChange={onSelectedChange}
        onRowActivate={openCollection}
        rowClassName={rowClass}
        loading={loading}
        empty={empty}
      />
    </div>
  );
}
