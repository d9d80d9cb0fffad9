import { Button } from '../../../components/button.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Pagination, pageToSkip } from '../../../components/pagination.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { useQuery } from '@tanstack/react-query';
import { localItemsQuery } from '../../../data/local-copy.ts';
import { useItems } from '../api/list-items.ts';
import { ITEM_PAGE_SIZES, itemNoun, localItemRows } from '../lib/item-rows.ts';
import type { ItemType } from '../lib/item-rows.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';
import { AddItemDialog } from './add-item-dialog.tsx';
import { PasteIcon, PlusIcon } from '../../../components/icons.tsx';
import { ImportCsvButton } from './csv-import.tsx';
import { DeleteItemDialog } from './delete-item-dialog.tsx';
import { EditItemDialog } from './edit-item-dialog.tsx';
import { CopyFreshness } from './copy-freshness.tsx';
import { ITEM_COLUMNS, itemRowId } from './item-columns.tsx';
import { PasteItemsDialog } from './paste-items-dialog.tsx';

/** Props of ItemsPanel. */
export interface ItemsPanelProps {
  collectionId: number;
  type: ItemType;
}

/**
 * The collection's items: a server-paged, virtualised table whose filter searches every item of the local
 * copy (sort included), with add, paste, CSV import, edit and delete going to the service.
 */
export function ItemsPanel({ collectionId, type }: ItemsPanelProps) {
  const chosenPage = useCollectionUi((s) => s.pages[collectionId] ?? 1);
  const pageSize = useCollectionUi((s) => s.pageSize);
  const filter = useCollectionUi((s) => s.filter);
  const setPage = useCollectionUi((s) => s.setPage);
  const setPageSize = useCollectionUi((s) => s.setPageSize);
  const setFilter = useCollectionUi((s) => s.setFilter);
  const setAddOpen = useCollectionUi((s) => s.setAddOpen);
  const setPasteOpen = useCollectionUi((s) => s.setPasteOpen);
  const editingId = useCollectionUi((s) => s.editingId);
  const deletingId = useCollectionUi((s) => s.deletingId);
  const lastKnownTotal = useItems(collectionId, type, { skip: pageToSkip(chosenPage, pageSize), limit: pageSize }).data?.total;
  // After deletions the chosen page may lie past the end: show the last page instead.
  const lastPage = lastKnownTotal === undefined ? null : Math.max(1, Math.ceil(lastKnownTotal / pageSize));
  const page = lastPage !== null && chosenPage > lastPage ? lastPage : chosenPage;
  const items = useItems(collectionId, type, { skip: pageToSkip(page, pageSize), limit: pageSize });
  // The filter searches every item through the local copy (main refreshes it after each change made here);
  // without a copy yet, it filters the loaded page.
  const copy = useQuery({ ...localItemsQuery(collectionId), select: localItemRows });
  const searchAll = copy.data !== undefined && copy.data.rows.length > 0;
  const searching = searchAll && filter !== '';
  const rows = (searching ? copy.data?.rows : items.data?.rows) ?? [];
  const total = items.data?.total ?? null;
  const nounPlural = itemNoun(type, true);
  const editing = editingId === null ? null : (rows.find((r) => r.id === editingId) ?? null);
  const deleting = deletingId === null ? null : (rows.find((r) => r.id === deletingId) ?? null);

  return (
    <div className="items-panel">
      <div className="items-panel__toolbar">
        <SearchBox
          label={searchAll ? `Filter all ${nounPlural}` : `Filter loaded ${nounPlural}`}
          onSearch={setFilter}
          defaultValue={filter}
          className="items-panel__search"
        />
        <Button variant="primary" icon={<PlusIcon />} onClick={() => setAddOpen(true)}>
          Add {itemNoun(type)}
        </Button>
        <Button icon={<PasteIcon />} onClick={() => setPasteOpen(true)}>
          Paste list
        </Button>
        <ImportCsvButton collectionId={collectionId} />
        <span className="spacer" />
        {searching && copy.data ? (
          <CopyFreshness asOf={copy.data.asOf} offline={false} />
        ) : (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={total}
            onPageChange={(next) => setPage(collectionId, next)}
            onPageSizeChange={setPageSize}
            pageSizes={ITEM_PAGE_SIZES}
            noun={nounPlural}
            disabled={items.isFetching && !items.data}
          />
        )}
      </div>
      {items.error ? (
        <ErrorMessage
          error={asBridgeError(items.error)}
          title={`The ${nounPlural} could not be read`}
          onRetry={() => void items.refetch()}
          retrying={items.isFetching}
        />
      ) : (
        <DataTable
          rows={rows}
          columns={ITEM_COLUMNS[type]}
          getRowId={itemRowId}
          label={`Items (${nounPlural})`}
          filterText={filter}
          loading={!searching && (items.isLoading || (items.isPlaceholderData && items.isFetching))}
          defaultSort={null}
          empty={
            <EmptyState
              title={`No ${nounPlural} yet`}
              description={`Add one, paste a list, or drop a CSV file on this page. The first ${itemNoun(type)} turns this draft collection on.`}
              action={
                <Button variant="primary" icon={<PlusIcon />} onClick={() => setAddOpen(true)}>
                  Add {itemNoun(type)}
                </Button>
              }
            />
          }
        />
      )}
      <AddItemDialog collectionId={collectionId} type={type} />
      <PasteItemsDialog collectionId={collectionId} type={type} />
      <EditItemDialog collectionId={collectionId} type={type} row={editing} />
      <DeleteItemDialog collectionId={collectionId} type={type} row={deleting} />
    </div>
  );
}
