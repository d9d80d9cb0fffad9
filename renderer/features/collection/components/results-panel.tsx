import type { InfiniteData } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { RunsPage } from '../../../data/run-cache.ts';
import type { Runner } from '../../../../shared/api/runs.ts';
import { ResultPageViewer } from './result-page-viewer.tsx';
import { RunOutputsDialog } from './run-outputs-dialog.tsx';
import { RunnerCard } from './runner-card.tsx';

/** Props of ResultsPanel: the runs query's state, owned by the screen (it also drives the live strip). */
export interface ResultsPanelProps {
  collectionId: number;
  hasOutputs: boolean;
  runners: readonly Runner[];
  data: InfiniteData<RunsPage> | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => void;
  hasNextPage: boolean;
  fetchingNext: boolean;
  fetchNext: () => void;
}

/** The Results tab: runner records 5 at a time with "Load more", each with its files and outputs. */
export function ResultsPanel({ collectionId, hasOutputs, runners, data, loading, error, refetch, hasNextPage, fetchingNext, fetchNext }: ResultsPanelProps) {
  const total = data?.pages[0]?.total ?? 0;
  if (loading) return <Spinner label="Loading runs" />;
  if (error) return <ErrorMessage error={asBridgeError(error)} title="The runs could not be read" onRetry={refetch} />;
  return (
    <div className="results-panel">
      {runners.length === 0 ? (
        <EmptyState title="No runs yet" description="Run the collection to scrape its items; each run lists its counts and result files here." />
      ) : (
        <>
          <p className="results-panel__count muted" aria-live="polite">
            Showing {formatNumber(runners.length)} of {formatNumber(total)} runs
          </p>
          {runners.map((runner) => (
            <RunnerCard key={runner.id} runner={runner} collectionId={collectionId} hasOutputs={hasOutputs} />
          ))}
          {hasNextPage && (
            <Button onClick={fetchNext} loading={fetchingNext} className="results-panel__more">
              Load more
            </Button>
          )}
        </>
      )}
      <ResultPageViewer />
      {hasOutputs && <RunOutputsDialog collectionId={collectionId} />}
    </div>
  );
}
