import { useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { useQuery } from '@tanstack/react-query';
import { allRunnersQuery, runOutputsQuery } from '../../../data/runs.ts';
import { useOutputs } from '../api/get-output.ts';
import { outputOffset, priceValue, runOutputsWindow } from '../lib/run-outputs.ts';
import { tableHeight } from '../lib/result-files.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';
import { OutputJsonViewer } from './output-json-viewer.tsx';

/** One output record with the fields read from its payload (undefined until fetched, null when the service sent none). */
interface OutputRow {
  id: number;
  created: string;
  state: 'loading' | 'error' | 'ready';
  asin?: string | null | undefined;
  title?: string | null | undefined;
  price?: string | null | undefined;
  availability?: string | null | undefined;
}

const PAGE_SIZE = 100;
const outputRowId = (row: OutputRow) => String(row.id);
const pendingText = (row: OutputRow) => (row.state === 'error' ? <span className="field__error">Not readable</span> : <span className="muted">…</span>);
const field = (pick: (row: OutputRow) => string | null | undefined) => (row: OutputRow) => pick(row) ?? (row.state === 'ready' ? '—' : pendingText(row));

const COLUMNS: readonly ColumnDef<OutputRow>[] = [
  { id: 'id', header: 'Output', width: 80, align: 'end', cell: (row) => <span className="num">{row.id}</span>, sortValue: (row) => row.id },
  { id: 'asin', header: 'ASIN', width: 120, cell: (row) => <span className="mono">{field((r) => r.asin)(row)}</span>, sortValue: (row) => row.asin },
  {
    id: 'title',
    header: 'Title',
    width: 'minmax(260px, 3fr)',
    cell: (row) => <span className="cell-clip">{field((r) => r.title)(row)}</span>,
    sortValue: (row) => row.title,
  },
  {
    id: 'price',
    header: 'Price',
    width: 100,
    align: 'end',
    cell: (row) => <span className="num">{field((r) => r.price)(row)}</span>,
    sortValue: (row) => priceValue(row.price ?? undefined),
  },
  { id: 'availability', header: 'Availability', width: 'minmax(140px, 1fr)', cell: field((r) => r.availability), sortValue: (row) => row.availability },
  {
    id: 'view',
    header: 'JSON',
    width: 72,
    align: 'end',
    cell: (row) => (
      <Button
        size="sm"
        variant="ghost"
        aria-label={`View output ${row.id}${row.asin ? ` (${row.asin})` : ''}`}
        onClick={() => useCollectionUi.getState().setOutputId(row.id)}
      >
        View
      </Button>
    ),
  },
];

function RunOutputsBody({ collectionId, runnerId }: { collectionId: number; runnerId: number }) {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const runners = useQuery(allRunnersQuery(collectionId));
  const runner = runners.data?.find((r) => r.id === runnerId);
  const offset = runners.data ? outputOffset(runners.data, runnerId) : 0;
  const span = runOutputsWindow(offset, runner?.processed_count ?? 0, page, PAGE_SIZE);
  const list = useQuery(runOutputsQuery(collectionId, runnerId, runner ? span : { skip: 0, limit: 0 }));
  const records = useMemo(() => list.data ?? [], [list.data]);
  const details = useOutputs(records.map((r) => r.id));
  const rows = records.map((record, index): OutputRow => {
    const detail = details[index];
    const json = detail?.data?.output_json;
    return {
      id: record.id,
      created: record.created_at,
      state: detail?.isError ? 'error' : json ? 'ready' : 'loading',
      asin: json?.asin,
      title: json?.title,
      price: json?.price,
      availability: json?.availability,
    };
  });
  const read = rows.filter((row) => row.state !== 'loading').length;

  if (runners.isLoading) return <Spinner label="Reading the runs" />;
  const failure = runners.error ?? list.error;
  if (failure)
    return (
      <ErrorMessage
        variant="inline"
        error={asBridgeError(failure)}
        title="The outputs could not be read"
        onRetry={() => void (runners.error ? runners.refetch() : list.refetch())}
      />
    );
  return (
    <div className="run-outputs__body">
      <div className="run-outputs__toolbar">
        <SearchBox label="Filter outputs" onSearch={setFilter} />
        {records.length > 0 && read < records.length && (
          <ProgressBar value={read} max={records.length} label="Outputs read" detail="reading outputs" className="run-outputs__reading" />
        )}
        <span className="spacer" />
        <Pagination page={page} pageSize={PAGE_SIZE} total={runner?.processed_count ?? 0} onPageChange={setPage} noun="outputs" />
      </div>
      <DataTable
        rows={rows}
        columns={COLUMNS}
        getRowId={outputRowId}
        label={`Outputs of run #${runnerId}`}
        filterText={filter}
        loading={list.isLoading}
        height={tableHeight(rows.length)}
        onRowActivate={(row) => useCollectionUi.getState().setOutputId(row.id)}
        empty="This run wrote no output records."
      />
    </div>
  );
}

/** Props of RunOutputsDialog. */
export interface RunOutputsDialogProps {
  collectionId: number;
}

/** A marketplace run's output records: ASIN, title, price and availability per record, and each record's JSON. */
export function RunOutputsDialog({ collectionId }: RunOutputsDialogProps) {
  const runnerId = useCollectionUi((s) => s.outputsRunnerId);
  const setRunnerId = useCollectionUi((s) => s.setOutputsRunnerId);
  return (
    <>
      <Dialog
        open={runnerId !== null}
        onClose={() => setRunnerId(null)}
        title={`Outputs of run #${runnerId ?? ''}`}
        description="One output record per processed ASIN. Open a record (View, Enter or double-click) for its full JSON."
        size="lg"
        className="run-outputs"
      >
        {runnerId !== null && <RunOutputsBody key={runnerId} collectionId={collectionId} runnerId={runnerId} />}
      </Dialog>
      <OutputJsonViewer />
    </>
  );
}
