import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LocalOutput, LocalRun } from '../../../../shared/bridge/methods/local-copy.ts';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { localOutputsQuery, localRunsQuery } from '../../../data/local-copy.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { CopyFreshness } from './copy-freshness.tsx';
import { LocalExportButtons } from './local-export-buttons.tsx';
import { outputColumns } from './output-columns.tsx';

const ARCHIVE_LABELS: Record<LocalRun['archive'], string> = {
  archived: 'Outputs kept',
  pending: 'Outputs not fetched yet',
  failed: 'Could not be archived',
  expired: 'Outputs removed (retention)',
};

const output = outputColumns<LocalOutput>();
const OUTPUT_COLUMNS: readonly ColumnDef<LocalOutput>[] = [output.code, output.title, output.price, output.availability];

const outputKey = (output: LocalOutput): string => output.key;

/** One run's archived outputs, from the copy. */
function RunOutputs({ collectionId, run }: { collectionId: number; run: LocalRun }) {
  const outputs = useQuery(localOutputsQuery(collectionId, run.runId));
  if (outputs.error) return <ErrorMessage error={asBridgeError(outputs.error)} title="The outputs could not be read" onRetry={() => void outputs.refetch()} />;
  return (
    <div className="stack">
      <div className="items-panel__toolbar">
        <strong>Outputs of run #{run.runId}</strong>
        <span className="spacer" />
        <LocalExportButtons collectionId={collectionId} view={{ kind: 'outputs', runId: run.runId }} what={`the outputs of run #${run.runId}`} />
      </div>
      <DataTable
        rows={outputs.data?.outputs ?? []}
        columns={OUTPUT_COLUMNS}
        getRowId={outputKey}
        label={`Outputs of run #${run.runId}`}
        height={320}
        loading={outputs.isLoading}
        empty="No outputs kept for this run."
      />
    </div>
  );
}

/**
 * The Results tab while the service cannot be reached: every run the copy knows, with its counts and
 * whether its outputs are kept, and a run's outputs on request. Result files need the service.
 */
export function OfflineResults({ collectionId }: { collectionId: number }) {
  const runs = useQuery(localRunsQuery(collectionId));
  const [chosen, setChosen] = useState<number | null>(null);
  if (runs.isLoading) return <Spinner label="Reading the runs from the offline copy" />;
  if (runs.error)
    return <ErrorMessage error={asBridgeError(runs.error)} title="The offline copy's runs could not be read" onRetry={() => void runs.refetch()} />;
  const list = runs.data?.runs ?? [];
  const open = list.find((run) => run.runId === chosen) ?? null;
  return (
    <div className="results-panel stack">
      <div className="items-panel__toolbar">
        <span className="muted">{formatNumber(list.length)} runs in the offline copy; result files can be downloaded once the service answers.</span>
        <span className="spacer" />
        {runs.data && <CopyFreshness asOf={runs.data.asOf} offline />}
      </div>
      {list.length === 0 ? (
        <EmptyState title="No runs in the offline copy" description="Runs are kept here once the desk has seen them finish." />
      ) : (
        <ul className="offline-runs" aria-label="Runs in the offline copy">
          {list.map((run) => (
            <li key={run.runId} className="offline-runs__run">
              <strong>Run #{run.runId}</strong>
              <span>{formatDateTime(run.finishedAt ?? run.createdAt)}</span>
              <span className="num">
                {formatNumber(run.processedCount)} of {formatNumber(run.itemCount)} processed, {formatNumber(run.failedCount)} failed
              </span>
              <Badge tone={run.archive === 'archived' ? 'success' : run.archive === 'failed' ? 'danger' : 'neutral'} title={run.reason ?? undefined}>
                {ARCHIVE_LABELS[run.archive]}
              </Badge>
              {run.outputCount > 0 && (
                <Button size="sm" onClick={() => setChosen(run.runId)} aria-pressed={chosen === run.runId}>
                  {formatNumber(run.outputCount)} outputs
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {open && <RunOutputs collectionId={collectionId} run={open} />}
    </div>
  );
}
