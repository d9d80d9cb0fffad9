import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { localRunsQuery } from '../../../data/local-copy.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatNumber } from '../../../lib/format.ts';
import { ResultPageViewer } from './result-page-viewer.tsx';
import { RunCard } from './run-card.tsx';
import { RunOutputsDialog } from './run-outputs-dialog.tsx';

/** Run cards shown at first and added per "Show more". */
const RUNS_STEP = 20;

/**
 * The Results tab: every run of the collection as the local copy holds it (main's sync engine finds runs
 * started anywhere, and archives each finished run's outputs), newest first and only the newest unfolded,
 * with its counts, files and outputs. Readable offline; result files need the service.
 */
export function ResultsPanel({ collectionId }: { collectionId: number }) {
  const runs = useQuery(localRunsQuery(collectionId));
  const [shown, setShown] = useState(RUNS_STEP);
  if (runs.isLoading) return <Spinner label="Reading the runs" />;
  if (runs.error) return <ErrorMessage error={asBridgeError(runs.error)} title="The local copy's runs could not be read" onRetry={() => void runs.refetch()} />;
  const list = runs.data?.runs ?? [];
  return (
    <div className="results-panel">
      {list.length === 0 ? (
        <EmptyState title="No runs yet" description="Run the collection to scrape its items; each run lists its counts, files and outputs here." />
      ) : (
        <>
          <p className="results-panel__count muted" aria-live="polite">
            Showing {formatNumber(Math.min(shown, list.length))} of {formatNumber(list.length)} runs
          </p>
          {list.slice(0, shown).map((run, index) => (
            <RunCard key={run.runId} run={run} collectionId={collectionId} defaultOpen={index === 0} />
          ))}
          {shown < list.length && (
            <Button onClick={() => setShown((n) => n + RUNS_STEP)} className="results-panel__more">
              Show more
            </Button>
          )}
        </>
      )}
      <ResultPageViewer />
      <RunOutputsDialog collectionId={collectionId} />
    </div>
  );
}
