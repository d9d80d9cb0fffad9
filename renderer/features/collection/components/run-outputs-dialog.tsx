import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LocalOutput } from '../../../../shared/bridge/methods/local-copy.ts';
import { Button } from '../../../components/button.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { localOutputsQuery } from '../../../data/local-copy.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { pluralize } from '../../../lib/format.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';
import { OutputJsonViewer } from './output-json-viewer.tsx';
import { outputColumns } from './output-columns.tsx';

const outputKey = (output: LocalOutput): string => output.key;

/** The outputs table's columns; `open` shows a record's fields. */
function columnsFor(open: (output: LocalOutput) => void): readonly ColumnDef<LocalOutput>[] {
  const { code, title, price, availability } = outputColumns<LocalOutput>();
  return [
    code,
    title,
    price,
    availability,
    {
      id: 'view',
      header: 'Record',
      width: 80,
      align: 'end',
      cell: (o) => (
        <Button size="sm" variant="ghost" aria-label={`View the record of ${o.code}`} onClick={() => open(o)}>
          View
        </Button>
      ),
    },
  ];
}

function RunOutputsBody({ collectionId, runId }: { collectionId: number; runId: number }) {
  const outputs = useQuery(localOutputsQuery(collectionId, runId));
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<LocalOutput | null>(null);
  const [columns] = useState(() => columnsFor(setOpen));
  if (outputs.error)
    return <ErrorMessage variant="inline" error={asBridgeError(outputs.error)} title="The outputs could not be read" onRetry={() => void outputs.refetch()} />;
  const rows = outputs.data?.outputs ?? [];
  return (
    <div className="run-outputs__body">
      <div className="run-outputs__toolbar">
        <SearchBox label="Filter outputs" onSearch={setFilter} />
        {outputs.data && <span className="run-outputs__count muted">{pluralize(rows.length, 'output')}</span>}
      </div>
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={outputKey}
        label={`Outputs of run #${runId}`}
        filterText={filter}
        noun="outputs"
        loading={outputs.isLoading}
        onRowActivate={setOpen}
        empty="No outputs are kept for this run."
      />
      <OutputJsonViewer output={open} onClose={() => setOpen(null)} />
    </div>
  );
}

/**
 * A run's outputs from the local copy: how many, code, title, price and availability per record (sorted by
 * any of them), and each record's fields. It takes the window's height: a run holds up to 5,000 outputs.
 */
export function RunOutputsDialog({ collectionId }: { collectionId: number }) {
  const runId = useCollectionUi((s) => s.outputsRunnerId);
  const setRunId = useCollectionUi((s) => s.setOutputsRunnerId);
  return (
    <Dialog
      open={runId !== null}
      onClose={() => setRunId(null)}
      title={`Outputs of run #${runId ?? ''}`}
      description="One record per item the run scraped, as kept on this machine. Sort by a column’s header; open a record (View, Enter or double-click) for all its fields."
      size="lg"
      className="run-outputs"
    >
      {runId !== null && <RunOutputsBody key={runId} collectionId={collectionId} runId={runId} />}
    </Dialog>
  );
}
