import { useEffect } from 'react';
import { StatusBadge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { isActiveStage } from '../../../data/run-cache.ts';
import type { RunView } from '../../../data/run-cache.ts';
import { runOutcome } from '../lib/run-outcome.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';
import { RunProgressLine } from './run-progress-line.tsx';

/** How long a finished run's banner stays before it clears itself (the Results tab keeps the run). */
export const FINISHED_RUN_SHOWN_MS = 30_000;

/** Props of LiveRun. */
export interface LiveRunProps {
  /** The collection's runs, newest first. */
  runners: readonly RunView[];
  openResults: () => void;
}

/**
 * The collection's latest run, whoever started it (this desk, another one, the schedule), under the header
 * with its stage and live counts while it is under way. Once it ended it says how, plainly ("Done · 2.4% of
 * items failed"), for FINISHED_RUN_SHOWN_MS or until the page is left or the banner dismissed: news, not a
 * standing warning above every tab. A newer run takes its place.
 */
export function LiveRun({ runners, openResults }: LiveRunProps) {
  const liveRunId = useCollectionUi((s) => s.liveRunId);
  const setLiveRunId = useCollectionUi((s) => s.setLiveRunId);
  const newest = runners[0];
  const underWay = newest !== undefined && isActiveStage(newest.stage);
  // Seen under way: it stays once it ended, for a while.
  useEffect(() => {
    if (underWay && newest.id !== liveRunId) setLiveRunId(newest.id);
  }, [underWay, newest?.id, liveRunId, setLiveRunId]);
  const runner = newest && (underWay || newest.id === liveRunId) ? newest : undefined;
  const endedId = runner && !isActiveStage(runner.stage) ? runner.id : null;
  useEffect(() => {
    if (endedId === null) return;
    const timer = setTimeout(() => clearIfShown(endedId), FINISHED_RUN_SHOWN_MS);
    return () => {
      clearTimeout(timer);
      // Leaving the page ends an ended run's news too: the next visit starts calm.
      clearIfShown(endedId);
    };
  }, [endedId]);
  if (!runner) return null;
  const outcome = runOutcome(runner);
  return (
    <section className={`live-run live-run--${runner.stage}`} aria-label={`Run #${runner.id}`} aria-live="polite">
      <div className="live-run__title">
        <strong>Run #{runner.id}</strong>
        {outcome === null ? <StatusBadge status={runner.stage} /> : <span className="live-run__outcome">{outcome}</span>}
      </div>
      <RunProgressLine
        run={{ runId: runner.id, stage: runner.stage, itemCount: runner.item_count, processedCount: runner.processed_count, failedCount: runner.failed_count }}
      />
      <div className="live-run__actions">
        <Button size="sm" variant="ghost" onClick={openResults}>
          View results
        </Button>
        {outcome !== null && <Button size="sm" variant="ghost" icon={<CloseIcon />} aria-label="Dismiss run status" onClick={() => setLiveRunId(null)} />}
      </div>
    </section>
  );
}

/** Clears the banner's run, unless a newer run has taken its place meanwhile. */
function clearIfShown(runId: number): void {
  const ui = useCollectionUi.getState();
  if (ui.liveRunId === runId) ui.setLiveRunId(null);
}
