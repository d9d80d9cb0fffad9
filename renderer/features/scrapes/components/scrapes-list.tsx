import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { collectionsQuery } from '../../../data/collections.ts';
import { SCRAPE_REQUEST_TYPE } from '../../../data/scrapes.ts';
import { Button } from '../../../components/button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Pagination, pageToSkip } from '../../../components/pagination.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatNumber } from '../../../lib/format.ts';
import { noteScrapeStage } from '../api/scrape-events.ts';
import { useScrapeResults } from '../api/scrape-result.ts';
import { isInFlight, scrapeRow } from '../lib/scrape-stage.ts';
import { useScrapeMemos } from '../stores/scrape-memo-store.ts';
import { useScrapesUi } from '../stores/scrapes-ui-store.ts';
import { CancelScrapeDialog } from './cancel-scrape-dialog.tsx';
import { ScrapesTable } from './scrapes-table.tsx';
import type { ListedScrape } from './scrapes-table.tsx';

/** Scrapes per page of the list. */
export const SCRAPES_PAGE_SIZE = 25;

/** The user's category scrapes with live stage and ASIN count, search by name, paging and cancel. */
export function ScrapesList() {
  const client = useQueryClient();
  const search = useScrapesUi((s) => s.search);
  const page = useScrapesUi((s) => s.page);
  const cancelingId = useScrapesUi((s) => s.cancelingId);
  const memos = useScrapeMemos((s) => s.memos);
  const list = useQuery(
    collectionsQuery({
      request_type: SCRAPE_REQUEST_TYPE,
      skip: pageToSkip(page, SCRAPES_PAGE_SIZE),
      limit: SCRAPES_PAGE_SIZE,
      ...(search !== '' ? { search } : {}),
    }),
  );
  const collections = useMemo(() => list.data?.items ?? [], [list.data]);
  const results = useScrapeResults(collections.map((c) => c.id));

  const rows = useMemo<ListedScrape[]>(
    () =>
      collections.map((c, i) => {
        const memo = memos[String(c.id)];
        return { ...scrapeRow(c, results[i]), memo: memo && memo.name === c.name ? memo : null };
      }),
    [collections, results, memos],
  );

  // Polls as well as events can bring the news that a scrape ended.
  useEffect(() => {
    for (const row of rows) if (row.asinCount !== null) noteScrapeStage(client, row.id, row.stage, row.asinCount);
  }, [rows, client]);

  const running = rows.filter((r) => isInFlight(r.stage)).length;
  const canceling = cancelingId === null ? null : (rows.find((r) => r.id === cancelingId) ?? null);
  const empty =
    search !== '' ? (
      <EmptyState title="No scrapes match" description={`No scrape name contains “${search}”.`} />
    ) : (
      <EmptyState title="No category scrapes yet" description="Paste a category URL in the form to scrape every product listed under it." />
    );

  return (
    <section className="panel panel--subtle sc-panel sc-list" aria-labelledby="sc-list-title">
      <div className="sc-list__bar">
        <h2 id="sc-list-title" className="sc-panel__title">
          Scrapes
        </h2>
        <span className="muted num" aria-live="polite">
          {list.data ? `${formatNumber(list.data.total)} in all${running > 0 ? ` · ${running} under way` : ''}` : ''}
        </span>
        <span className="spacer" />
        <SearchBox
          label="Search scrapes"
          placeholder="Search by name"
          defaultValue={search}
          onSearch={(text) => useScrapesUi.getState().setSearch(text)}
          className="sc-search"
        />
        <Button size="sm" variant="ghost" onClick={() => void list.refetch()} loading={list.isFetching && !list.isPending}>
          Refresh
        </Button>
      </div>
      {list.isError && !list.data ? (
        <ErrorMessage error={asBridgeError(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : rows.length === 0 ? (
        <div className="sc-empty">{list.isPending ? <Spinner label="Loading scrapes" /> : empty}</div>
      ) : (
        <ScrapesTable rows={rows} loading={false} empty={empty} />
      )}
      {list.data && list.data.total > SCRAPES_PAGE_SIZE && (
        <Pagination page={page} pageSize={SCRAPES_PAGE_SIZE} total={list.data.total} onPageChange={(p) => useScrapesUi.getState().setPage(p)} noun="scrapes" />
      )}
      {canceling && <CancelScrapeDialog key={canceling.id} collectionId={canceling.id} name={canceling.name} />}
    </section>
  );
}
