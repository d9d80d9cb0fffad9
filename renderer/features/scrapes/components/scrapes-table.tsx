import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { formatNumber, toDate } from '../../../lib/format.ts';
import { routeHref } from '../../../lib/router.ts';
import { navigate } from '../../../lib/use-route.ts';
import { isInFlight } from '../lib/scrape-stage.ts';
import type { ScrapeRow } from '../lib/scrape-stage.ts';
import type { ScrapeMemo } from '../stores/scrape-memo-store.ts';
import { useScrapesUi } from '../stores/scrapes-ui-store.ts';
import { StageBadge } from './stage-badge.tsx';

/** A list row with what this desk remembers of its parameters. */
export type ListedScrape = ScrapeRow & { memo: ScrapeMemo | null };

const STAGE_ORDER = { scraping: 0, queued: 1, done: 2, failed: 3 } as const;

const COLUMNS: readonly ColumnDef<ListedScrape>[] = [
  {
    id: 'name',
    header: 'Name',
    width: 'minmax(150px, 1.4fr)',
    sortValue: (r) => r.name,
    cell: (r) => (
      <a href={routeHref('scrape', { id: r.id })} className="sc-name">
        {r.name}
      </a>
    ),
  },
  {
    id: 'category',
    header: 'Category',
    width: 'minmax(110px, 1fr)',
    sortValue: (r) => r.memo?.nodeId ?? null,
    filterValue: (r) => (r.memo ? `${r.memo.nodeId} ${r.memo.domain} ${r.memo.postcode}` : ''),
    cell: (r) =>
      r.memo ? (
        <span className="sc-category" title={r.memo.categoryUrl}>
          <span className="mono">{r.memo.nodeId}</span>
          <span className="muted">
            {' '}
            · {r.memo.domain} · {r.memo.postcode}
          </span>
        </span>
      ) : (
        <span className="muted">—</span>
      ),
  },
  {
    id: 'stage',
    header: 'Stage',
    width: 'minmax(180px, 1.5fr)',
    sortValue: (r) => STAGE_ORDER[r.stage],
    filterValue: (r) => `${r.stage} ${r.message ?? ''}`,
    cell: (r) => <StageBadge stage={r.stage} message={r.message} />,
  },
  {
    id: 'asins',
    header: 'ASINs',
    width: 80,
    align: 'end',
    sortValue: (r) => r.asinCount,
    cell: (r) => <span className="num">{r.asinCount === null ? '—' : formatNumber(r.asinCount)}</span>,
  },
  { id: 'created', header: 'Created', width: 100, sortValue: (r) => toDate(r.createdAt)?.getTime() ?? null, cell: (r) => <RelativeTime value={r.createdAt} /> },
  {
    id: 'actions',
    header: 'Actions',
    width: 84,
    align: 'end',
    cell: (r) =>
      isInFlight(r.stage) ? (
        <Button
          size="sm"
          variant="ghost"
          className="sc-danger-text"
          aria-label={`Cancel ${r.name}`}
          onClick={() => useScrapesUi.getState().setCancelingId(r.id)}
        >
          Cancel
        </Button>
      ) : null,
  },
];

const rowId = (row: ListedScrape) => String(row.id);
const rowClass = (row: ListedScrape) => (isInFlight(row.stage) ? 'sc-row--busy' : undefined);
const open = (row: ListedScrape) => navigate('scrape', { id: row.id });

/** Props of ScrapesTable. */
export interface ScrapesTableProps {
  rows: readonly ListedScrape[];
  loading: boolean;
  empty: ReactNode;
}

/** The scrapes grid: live stage and count, Enter or double-click opens the results. */
export function ScrapesTable({ rows, loading, empty }: ScrapesTableProps) {
  return (
    <DataTable
      rows={rows}
      columns={COLUMNS}
      getRowId={rowId}
      rowClassName={rowClass}
      label="Category scrapes"
      loading={loading}
      empty={empty}
      onRowActivate={open}
    />
  );
}
