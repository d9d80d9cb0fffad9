import { useEffect } from 'react';
import { StatusBadge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { isActiveStage } from '../../../data/run-cache.ts';
import type { RunView } from '../../../data/run-cache.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';
import { RunProgressLine } from './run-progress-line.tsx';

/** Props of LiveRun. */
export interface LiveRunProps {
  /** The collection's runs, newest first. */
  runners: readonly RunView[];
  openResults: () => void;
}

/**
 * The collection's latest run, whoever started it (this desk, another one, the schedule), under the header
 * with its stage and live counts: while it is under way, and once it ended until dismissed. A newer run
 * takes its place.
 */
export function LiveRun({ runners, openResults }: LiveRunProps) {
  const liveRunId = useCollectionUi((s) => s.liveRunId);
  const setLiveRunId = useCollectionUi((s) => s.setLiveRunId);
  const newest = runners[0];
  const underWay = newest !== undefined && isActiveStage(newest.stage);
  // Seen under way: it stays once it ended, until dismissed.
  useEffect(() => {
    if (underWay && newest.id !== liveRunId) setLiveRunId(newest.id);
  }, [underWay, newest?.id, liveRunId, setLiveRunId]);
  const runner = newest && (underWay || newest.id === liveRunId) ? newest : undefined;
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
