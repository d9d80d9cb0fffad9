import { ProgressBar } from '../../../components/progress-bar.tsx';
import { formatNumber } from '../../../lib/format.ts';

/** A run's stage and counts, whether read live (a run under way) or from the local copy. */
export interface RunCounts {
  runId: number;
  stage: string;
  itemCount: number;
  processedCount: number;
  failedCount: number;
}

/** A run's progress: items handled of its item count, with processed and failed counts. */
export function RunProgressLine({ run }: { run: RunCounts }) {
  const handled = run.processedCount + run.failedCount;
  const tone = run.stage === 'failed' ? 'danger' : run.stage === 'done' ? (run.failedCount > 0 ? 'warning' : 'success') : 'info';
  return (
    <div className="run-progress">
      <ProgressBar
        value={run.stage === 'queued' && handled === 0 ? null : handled}
        max={run.itemCount}
        label={`Run #${run.runId} progress`}
        tone={tone}
        showCounts={false}
      />
      <span className="run-progress__counts num">
        <strong>{formatNumber(run.processedCount)}</strong> processed ·{' '}
        <strong className={run.failedCount > 0 ? 'run-progress__failed' : undefined}>{formatNumber(run.failedCount)}</strong> failed · of{' '}
        {formatNumber(run.itemCount)} items
      </span>
    </div>
  );
}
