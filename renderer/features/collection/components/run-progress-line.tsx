import type { Runner } from '../../../../shared/api/runs.ts';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { formatNumber } from '../../../lib/format.ts';

/** Props of RunProgressLine. */
export interface RunProgressLineProps {
  runner: Runner;
}

/** A run's progress: items handled of item_count, with processed and failed counts. */
export function RunProgressLine({ runner }: RunProgressLineProps) {
  const handled = runner.processed_count + runner.failed_count;
  const tone = runner.stage === 'failed' ? 'danger' : runner.stage === 'done' ? (runner.failed_count > 0 ? 'warning' : 'success') : 'info';
  return (
    <div className="run-progress">
      <ProgressBar
        value={runner.stage === 'queued' && handled === 0 ? null : handled}
        max={runner.item_count}
        label={`Run #${runner.id} progress`}
        tone={tone}
        showCounts={false}
      />
      <span className="run-progress__counts num">
        <strong>{formatNumber(runner.processed_count)}</strong> processed ·{' '}
        <strong className={runner.failed_count > 0 ? 'run-progress__failed' : undefined}>{formatNumber(runner.failed_count)}</strong> failed · of{' '}
        {formatNumber(runner.item_count)} items
      </span>
    </div>
  );
}
