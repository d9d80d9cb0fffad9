import { useEffect, useMemo, useState } from 'react';
import type { Collection } from '../../../shared/api/collections.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Pagination, pageToSkip } from '../../components/pagination.tsx';
import { Screen } from '../../components/screen.tsx';
import { FreshnessLine } from '../../components/freshness-line.tsx';
import { asBridgeError } from '../../lib/bridge-query.ts';
import { pluralize } from '../../lib/format.ts';
import type { ScreenProps } from '../../lib/router.ts';
import { useQuery } from '@tanstack/react-query';
import { accountProfileQuery } from '../../data/account.ts';
import { collectionsQuery } from '../../data/collections.ts';
import { syncStatusQuery } from '../../data/local-copy.ts';
import type { CollectionListParams } from '../../data/keys.ts';
import { navigate } from '../../lib/use-route.ts';
import { BatchDeleteDialog } from './components/batch-delete-dialog.tsx';
import { CollectionFormDialog } from './components/collection-form-dialog.tsx';
import { CollectionsTable } from './components/collections-table.tsx';
import { CollectionsToolbar } from './components/collections-toolbar.tsx';
import { DeleteCollectionDialog } from './components/delete-collection-dialog.tsx';
import { SelectionBar } from './components/selection-bar.tsx';
import { emptyCollectionDraft } from './lib/collection-draft.ts';
import { useCollectionsUi } from './stores/collections-ui-store.ts';
import './collections.css';

const NO_ROWS: readonly Collection[] = [];

/**
 * The Collections list, read from the local copy (main's sync engine keeps it current: every 15 s while this
 * list is on screen), online and offline alike: type filter, name search and paging over every collection,
 * create/edit dialog, single and batched deletes.
 */
export function CollectionsScreen({ route }: ScreenProps) {
  const page = useCollectionsUi((s) => s.page);
  const pageSize = useCollectionsUi((s) => s.pageSize);
  const requestType = useCollectionsUi((s) => s.requestType);
  const search = useCollectionsUi((s) => s.search);
  const selected = useCollectionsUi((s) => s.selected);
  const setSelected = useCollectionsUi((s) => s.setSelected);
  const [searchKey, setSearchKey] = useState(0);
  const profile = useQuery(accountProfileQuery());
  const defaultEmail = profile.data?.email ?? '';

  const params = useMemo<CollectionListParams>(
    () => ({
      skip: pageToSkip(page, pageSize),
      limit: pageSize,
      ...(requestType !== '' ? { request_type: requestType } : {}),
      ...(search !== '' ? { search } : {}),
    }),
    [page, pageSize, requestType, search],
  );
  const list = useQuery(collectionsQuery(params));
  const sync = useQuery(syncStatusQuery()).data;
  const rows = list.data?.items ?? NO_ROWS;
  // An empty copy before the first sync is "reading", not "no collections".
  const reading = sync?.lastSyncAt === null && rows.length === 0 && sync.state !== 'offline';
  const total = list.data && !reading ? list.data.total : null;
  const filtered = search !== '' || requestType !== '';
  const onPage = useMemo(() => rows.filter((r) => selected.has(String(r.id))).length, [rows, selected]);

  // A page past the end (after deletes) moves back to the last page that has rows.
  const pastEnd = total !== null && total > 0 && rows.length === 0 && page > 1;
  useEffect(() => {
    if (pastEnd && total !== null) useCollectionsUi.getState().setPage(Math.ceil(total / pageSize));
  }, [pastEnd, total, pageSize]);

  const openCreate = () => useCollectionsUi.getState().openCreate(emptyCollectionDraft(defaultEmail));
  // `?new=1` (File → New collection): open the create form once, then drop the flag from the address.
  const askedNew = route.query.new === '1';
  useEffect(() => {
    if (!askedNew) return;
    useCollectionsUi.getState().openCreate(emptyCollectionDraft(defaultEmail));
    navigate('collections', {}, {}, { replace: true });
  }, [askedNew, defaultEmail]);
  const clearFilters = () => {
    const ui = useCollectionsUi.getState();
    ui.setSearch('');
    ui.setRequestType('');
    setSearchKey((k) => k + 1);
  };

  const failed = list.isError && !list.data;
  const subtitle = failed
    ? 'Collections could not be read'
    : total === null
      ? 'Reading collections…'
      : pluralize(total, filtered ? 'matching collection' : 'collection');

  const empty = filtered ? (
    <EmptyState title="No collections match" description="Try another name or type." action={<Button onClick={clearFilters}>Clear filters</Button>} />
  ) : (
    <EmptyState
      title="No collections yet"
      description="A collection holds the items to scrape (marketplace ASINs, parts store codes or office store SKUs) and runs on its schedule."
      action={
        <Button variant="primary" onClick={openCreate}>
          New collection
        </Button>
      }
    />
  );

  return (
    <Screen
      title="Collections"
      subtitle={
        <span className="collections-subtitle">
          <span aria-live="polite">{subtitle}</span>
          <FreshnessLine />
        </span>
      }
      actions={
        <Button variant="primary" onClick={openCreate}>
          New collection
        </Button>
      }
      toolbar={<CollectionsToolbar searchKey={searchKey} onClear={clearFilters} />}
    >
      <SelectionBar onPage={onPage} />
      {failed ? (
        <ErrorMessage error={asBridgeError(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <>
          <CollectionsTable rows={rows} selected={selected} onSelectedChange={setSelected} loading={list.isPending || reading} empty={empty} />
          {total !== null && total > 0 && (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={total}
              noun="collections"
              pageSizes={[20, 50, 100, 200]}
              onPageChange={(next) => useCollectionsUi.getState().setPage(next)}
              onPageSizeChange={(size) => useCollectionsUi.getState().setPageSize(size)}
            />
          )}
        </>
      )}
      <CollectionFormDialog defaultEmail={defaultEmail} />
      <DeleteCollectionDialog />
      <BatchDeleteDialog />
    </Screen>
  );
}
