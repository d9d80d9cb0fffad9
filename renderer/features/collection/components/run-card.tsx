import { useState } from 'react';
import type { LocalRun } from '../../../../shared/bridge/methods/local-copy.ts';
import { Badge, StatusBadge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { ChevronRightIcon, EyeIcon } from '../../../components/icons.tsx';
import { cx } from '../../../lib/class-names.ts';
import { formatDateTime, formatDuration, formatNumber, pluralize } from '../../../lib/format.ts';
import { resultFiles } from '../lib/result-files.ts';
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

/** "28 Nov 2026, 14:05 · 2 min 10 s · 13 files": when the run started (local time), how long it took once it ended, its files. */
function runSummary(run: LocalRun): string {
  const files = resultFiles({ pages: run.files.pages, all_pages: run.files.allPages }).length;
  const took = run.finishedAt ? formatDuration(run.createdAt, run.finishedAt) : null;
  return [formatDateTime(run.createdAt), ...(took && took !== '—' ? [took] : []), pluralize(files, 'file')].join(' · ');
}

/**
 * One run as the local copy holds it: a disclosure naming it, when it started, how long it took and its file
 * count; stage, whether its outputs are kept, its outputs and exports; opened, its counts and files. Only the
 * newest starts open: a run lists a dozen files, and older runs would push each other out of sight.
 */
export function RunCard({ run, collectionId, defaultOpen }: { run: LocalRun; collectionId: number; defaultOpen: boolean }) {
  const setOutputsRunId = useCollectionUi((s) => s.setOutputsRunnerId);
  const [open, setOpen] = useState(defaultOpen);
  const titleId = `run-${run.runId}-title`;
  const bodyId = `run-${run.runId}-body`;
  return (
    <article className="panel runner-card" aria-labelledby={titleId}>
      <header className="runner-card__header">
        <h3 className="runner-card__title">
          <button type="button" className="runner-card__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
            <ChevronRightIcon className={cx('runner-card__chevron', open && 'runner-card__chevron--open')} aria-hidden="true" />
            <span id={titleId}>Run #{run.runId}</span>
            <span className="runner-card__summary"> · {runSummary(run)}</span>
          </button>
        </h3>
        <StatusBadge status={run.stage} />
        <Badge tone={run.archive === 'archived' ? 'success' : run.archive === 'failed' ? 'danger' : 'neutral'} title={run.reason ?? undefined}>
          {ARCHIVE_LABELS[run.archive]}
        </Badge>
        <span className="spacer" />
        <Button size="sm" icon={<EyeIcon />} disabled={run.outputCount === 0} onClick={() => setOutputsRunId(run.runId)}>
          {run.outputCount > 0 ? `Outputs (${formatNumber(run.outputCount)})` : 'Outputs'}
        </Button>
        {run.outputCount > 0 && (
          <LocalExportButtons collectionId={collectionId} view={{ kind: 'outputs', runId: run.runId }} what={`the outputs of run #${run.runId}`} />
        )}
      </header>
      <div id={bodyId} className="runner-card__body" hidden={!open}>
        {run.archive === 'failed' && run.reason && <p className="field__error">{run.reason}</p>}
        <RunProgressLine run={run} />
        <ResultFileList files={run.files} />
      </div>
    </article>
  );
}
