import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { localCollectionQuery } from '../../../data/local-copy.ts';
import { scrapeResultQuery } from '../../../data/scrapes.ts';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { Screen } from '../../../components/screen.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatNumber, pluralize } from '../../../lib/format.ts';
import { routeHref } from '../../../lib/router.ts';
import { noteScrapeStage } from '../api/scrape-events.ts';
import { useWatchScrape } from '../api/watch-scrape.ts';
import { commonSymbol, domainForSymbol, filterResultRows, resultRows } from '../lib/result-rows.ts';
import { isInFlight, stageOfSchedule } from '../lib/scrape-stage.ts';
import { useScrapeMemo } from '../stores/scrape-memo-store.ts';
import { EMPTY_ADD_DRAFT, useResultSelection, useScrapesUi } from '../stores/scrapes-ui-store.ts';
import { AddToCollectionDialog } from './add-to-collection-dialog.tsx';
import { CancelScrapeDialog } from './cancel-scrape-dialog.tsx';
import { PriceHistogram } from './price-histogram.tsx';
import { ResultDownloads } from './result-downloads.tsx';
import { ResultsTable } from './results-table.tsx';
import { ScrapeFacts } from './scrape-facts.tsx';

/** Props of ScrapeResults. */
export interface ScrapeResultsProps {
  collectionId: number;
}

/** One scrape: its stage and facts, the found products with a price histogram, downloads and "Add to a collection". */
export function ScrapeResults({ collectionId }: ScrapeResultsProps) {
  const client = useQueryClient();
  const detail = useQuery({ ...localCollectionQuery(collectionId), select: (answer) => answer.collection ?? undefined });
  const result = useQuery(scrapeResultQuery(collectionId));
  const memo = useScrapeMemo(collectionId, detail.data?.name);
  const runner = result.data ?? undefined;
  const stage = runner?.stage ?? (detail.data ? stageOfSchedule(detail.data.schedule_status) : undefined);
  const inFlight = isInFlight(stage);
  useWatchScrape(collectionId, inFlight);
  useEffect(() => {
    if (runner) noteScrapeStage(client, collectionId, runner.stage, runner.asin_count);
  }, [client, collectionId, runner]);

  const rows = useMemo(() => resultRows(runner?.asins ?? []), [runner?.asins]);
  const prices = useMemo(() => rows.flatMap((r) => (r.cents === null ? [] : [r.cents])), [rows]);
  const symbol = useMemo(() => commonSymbol(rows), [rows]);
  const filter = useScrapesUi((s) => s.resultFilter[collectionId] ?? '');
  const shownRows = useMemo(() => filterResultRows(rows, filter), [rows, filter]);
  const selection = useResultSelection(collectionId);
  const addOpen = useScrapesUi((s) => s.addOpenFor === collectionId);
  const canceling = useScrapesUi((s) => s.cancelingId === collectionId);
  const selectedAsins = useMemo(() => rows.filter((r) => selection.has(r.asin)).map((r) => r.asin), [rows, selection]);
  const name = detail.data?.name ?? `Scrape ${collectionId}`;

  const openAdd = () =>
    useScrapesUi.getState().openAdd(collectionId, {
      ...EMPTY_ADD_DRAFT,
      domain: memo?.domain ?? domainForSymbol(symbol),
      postcode: memo?.postcode ?? '',
      scope: selection.size > 0 ? 'selected' : 'all',
    });

  const back = <a href={routeHref('scrapes')}>← Category scrapes</a>;
  if (detail.isError && !detail.data) {
    return (
      <Screen title={`Scrape ${collectionId}`} back={back}>
        <ErrorMessage error={asBridgeError(detail.error)} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      </Screen>
    );
  }
  const done = stage === 'done';
  return (
    <Screen
      title={name}
      back={back}
      subtitle={<ScrapeFacts stage={stage} collection={detail.data} runner={runner} memo={memo} />}
      actions={
        <>
          {inFlight && (
            <Button variant="danger" onClick={() => useScrapesUi.getState().setCancelingId(collectionId)}>
              Cancel scrape
            </Button>
          )}
          <ResultDownloads links={runner?.download_links} scrapeName={name} ready={runner?.is_download_generated ?? false} />
          <Button variant="primary" onClick={openAdd} disabled={!done || rows.length === 0}>
            Add to a collection
          </Button>
        </>
      }
      toolbar={
        <>
          <SearchBox
            label="Filter products"
            placeholder="Filter by ASIN, title or price"
            defaultValue={filter}
            delayMs={120}
            onSearch={(text) => useScrapesUi.getState().setResultFilter(collectionId, text)}
            className="sc-search"
          />
          <span className="muted num" aria-live="polite">
            {shownRows.length !== rows.length
              ? `${formatNumber(shownRows.length)} of ${pluralize(rows.length, 'product')} match`
              : pluralize(rows.length, 'product')}
            {selection.size > 0 && ` · ${formatNumber(selection.size)} selected`}
          </span>
          {selection.size > 0 && (
            <Button size="sm" variant="ghost" onClick={() => useScrapesUi.getState().setSelection(collectionId, new Set())}>
              Clear selection
            </Button>
          )}
        </>
      }
    >
      {result.isError && !result.data && (
        <ErrorMessage variant="inline" error={asBridgeError(result.error)} onRetry={() => void result.refetch()} retrying={result.isFetching} />
      )}
      {inFlight && (
        <ProgressBar
          value={null}
          max={0}
          label={stage === 'queued' ? 'Waiting on the category queue' : 'Scraping the category'}
          showCounts={false}
          className="sc-progress"
        />
      )}
      {result.isPending ? (
        <Spinner label="Loading results" />
      ) : (
        <>
          <section className="panel panel--subtle sc-panel sc-panel--chart">
            <PriceHistogram prices={prices} symbol={symbol} />
          </section>
          {shownRows.length > 0 ? (
            <ResultsTable rows={shownRows} selected={selection} onSelectedChange={(next) => useScrapesUi.getState().setSelection(collectionId, next)} />
          ) : (
            <div className="sc-empty">
              {rows.length > 0 ? (
                <EmptyState title="No products match" description={`No ASIN, title or price contains “${filter.trim()}”.`} />
              ) : inFlight ? (
                <EmptyState title="No products found yet" description="They appear page by page while the category is scraped." />
              ) : (
                <EmptyState
                  title="This scrape found no products"
                  description={stage === 'failed' ? 'It did not finish.' : 'The category listed nothing that matched its filters.'}
                />
              )}
            </div>
          )}
        </>
      )}
      {addOpen && <AddToCollectionDialog scrapeId={collectionId} scrapeName={name} allAsins={rows.map((r) => r.asin)} selectedAsins={selectedAsins} />}
      {canceling && <CancelScrapeDialog collectionId={collectionId} name={name} />}
    </Screen>
  );
}
