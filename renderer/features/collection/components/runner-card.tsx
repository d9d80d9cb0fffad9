import type { Runner } from '../../../../shared/api/runs.ts';
import { StatusBadge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toasts.ts';
import { useMutation } from '@tanstack/react-query';
import { exportRunOutputsMutation } from '../api/export-run-outputs.ts';
import type { ExportFormat } from '../api/export-run-outputs.ts';
import { isActiveStage } from '../../../data/run-cache.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';
import { EyeIcon, SheetIcon } from '../../../components/icons.tsx';
import { ResultFileList } from './result-file-list.tsx';
import { RunProgressLine } from './run-progress-line.tsx';

/** Props of RunnerCard. */
export interface RunnerCardProps {
  runner: Runner;
  collectionId: number;
  /** Marketplace runs have output records to browse. */
  hasOutputs: boolean;
}

/** One runner record: stage, counts, times, files, and (when finished) its outputs and exports. */
export function RunnerCard({ runner, collectionId, hasOutputs }: RunnerCardProps) {
  const setOutputsRunnerId = useCollectionUi((s) => s.setOutputsRunnerId);
  const exporter = useMutation(exportRunOutputsMutation());
  const finished = !isActiveStage(runner.stage);
  const titleId = `runner-${runner.id}-title`;

  const exportAs = (format: ExportFormat) =>
    exporter.mutate(
      { collectionId, runnerId: runner.id, format },
      {
        onSuccess: (file) => toast.success(`Exported ${formatNumber(file.rows)} rows of run #${runner.id}`, { message: file.path }),
        onError: (error) => {
          const failure = asBridgeError(error);
          if (failure.kind !== 'cancelled') toast.error(`Run #${runner.id} was not exported`, { message: failure.message });
        },
      },
    );
  const exporting = (format: ExportFormat) => exporter.isPending && exporter.variables.format === format;

  return (
    <article className="runner-card" aria-labelledby={titleId}>
      <header className="runner-card__header">
        <h3 id={titleId} className="runner-card__title">
          Run #{runner.id}
        </h3>
        <StatusBadge status={runner.stage} />
        <span className="runner-card__times muted">
          Started <RelativeTime value={runner.created_at} />
          {runner.finished_at && (
            <>
              {' · '}finished <RelativeTime value={runner.finished_at} />
            </>
          )}
        </span>
        <span className="spacer" />
        {hasOutputs && (
          <Button size="sm" icon={<EyeIcon />} disabled={runner.processed_count === 0} onClick={() => setOutputsRunnerId(runner.id)}>
            Outputs
          </Button>
        )}
        <Button size="sm" icon={<SheetIcon />} disabled={!finished} loading={exporting('csv')} onClick={() => exportAs('csv')}>
          Export CSV
        </Button>
        <Button size="sm" icon={<SheetIcon />} disabled={!finished} loading={exporting('xlsx')} onClick={() => exportAs('xlsx')}>
          Export XLSX
        </Button>
      </header>
      <RunProgressLine runner={runner} />
      <ResultFileList links={runner.download_links} />
    </article>
  );
}
