import type { Runner } from '../../../../shared/api/runs.ts';
import { StatusBadge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { isActiveStage } from '../../../data/run-cache.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';
import { RunProgressLine } from './run-progress-line.tsx';

/** Props of LiveRun. */
export interface LiveRunProps {
  /** Loaded runners, newest first. */
  runners: readonly Runner[];
  openResults: () => void;
}

/** The run under way (or the one started here, until dismissed): stage and live counts under the header. */
export function LiveRun({ runners, openResults }: LiveRunProps) {
  const liveRunId = useCollectionUi((s) => s.liveRunId);
  const setLiveRunId = useCollectionUi((s) => s.setLiveRunId);
  const newest = runners[0];
  const runner = runners.find((r) => r.id === liveRunId) ?? (newest && isActiveStage(newest.stage) ? newest : undefined);
  if (!runner) return null;
  const active = isActiveStage(runner.stage);
  return (
    <section
      className={`live-run live-run--${runner.stage}${runner.stage === 'done' && runner.failed_count > 0 ? ' live-run--partial' : ''}`}
      aria-label={`Run #${runner.id}`}
      aria-live="polite"
    >
      <div className="live-run__title">
        <strong>Run #{runner.id}</strong>
        <StatusBadge status={runner.stage} />
      </div>
      <RunProgressLine
        run={{ runId: runner.id, stage: runner.stage, itemCount: runner.item_count, processedCount: runner.processed_count, failedCount: runner.failed_count }}
      />
      <div className="live-run__actions">
        <Button size="sm" variant="ghost" onClick={openResults}>
          View results
        </Button>
        {!active && <Button size="sm" variant="ghost" icon={<CloseIcon />} aria-label="Dismiss run status" onClick={() => setLiveRunId(null)} />}
      </div>
    </section>
  );
}
