import type { LocalRun } from '../../../../shared/bridge/methods/local-copy.ts';
import { Badge, StatusBadge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { EyeIcon } from '../../../components/icons.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';
import { LocalExportButtons } from './local-export-buttons.tsx';
import { ResultFileList } from './result-file-list.tsx';
import { RunProgressLine } from './run-progress-line.tsx';

const ARCHIVE_LABELS: Record<LocalRun['archive'], string> = {
  archived: 'Outputs kept',
  pending: 'Outputs not fetched yet',
  failed: 'Could not be archived',
  expired: 'Outputs removed (retention)',
};

/** One run as the local copy holds it: stage, counts, times, whether its outputs are kept, its files, its outputs and exports. */
export function RunCard({ run, collectionId }: { run: LocalRun; collectionId: number }) {
  const setOutputsRunId = useCollectionUi((s) => s.setOutputsRunnerId);
  const titleId = `run-${run.runId}-title`;
  return (
    <article className="panel runner-card" aria-labelledby={titleId}>
      <header className="runner-card__header">
        <h3 id={titleId} className="runner-card__title">
          Run #{run.runId}
        </h3>
        <StatusBadge status={run.stage} />
        <Badge tone={run.archive === 'archived' ? 'success' : run.archive === 'failed' ? 'danger' : 'neutral'} title={run.reason ?? undefined}>
          {ARCHIVE_LABELS[run.archive]}
        </Badge>
        <span className="runner-card__times muted">
          Started <RelativeTime value={run.createdAt} />
          {run.finishedAt && (
            <>
              {' · '}finished <RelativeTime value={run.finishedAt} />
            </>
          )}
        </span>
        <span className="spacer" />
        <Button size="sm" icon={<EyeIcon />} disabled={run.outputCount === 0} onClick={() => setOutputsRunId(run.runId)}>
          {run.outputCount > 0 ? `Outputs (${formatNumber(run.outputCount)})` : 'Outputs'}
        </Button>
        {run.outputCount > 0 && (
          <LocalExportButtons collectionId={collectionId} view={{ kind: 'outputs', runId: run.runId }} what={`the outputs of run #${run.runId}`} />
        )}
      </header>
      {run.archive === 'failed' && run.reason && <p className="field__error">{run.reason}</p>}
      <RunProgressLine run={run} />
      <ResultFileList files={run.files} />
    </article>
  );
}
