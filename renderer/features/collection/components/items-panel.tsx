import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { haystacksOf } from '../../../components/data-table/haystacks.ts';
import { filterRows, filterTerms } from '../../../components/data-table/table-model.ts';
import { Button } from '../../../components/button.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { localItemsQuery } from '../../../data/local-copy.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatNumber, pluralize } from '../../../lib/format.ts';
import { itemNoun, localItemRows } from '../lib/item-rows.ts';
import type { ItemRow, ItemType } from '../lib/item-rows.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';
import { AddItemDialog } from './add-item-dialog.tsx';
import { AlsoWatchDialog } from './also-watch-dialog.tsx';
import { PasteIcon, PlusIcon } from '../../../components/icons.tsx';
import { ImportCsvButton } from './csv-import.tsx';
import { DeleteItemDialog } from './delete-item-dialog.tsx';
import { EditItemDialog } from './edit-item-dialog.tsx';
import { ITEM_COLUMNS, itemRowId } from './item-columns.tsx';
import { PasteItemsDialog } from './paste-items-dialog.tsx';

const NO_ROWS: readonly ItemRow[] = [];

/** Props of ItemsPanel. */
export interface ItemsPanelProps {
  collectionId: number;
  name: string;
  type: ItemType;
}

/**
 * The collection's items, every one of them from the local copy (main's sync engine keeps it current, and
 * online and offline read the same way): a virtualised table whose filter and sorts reach all of them, with
 * add, paste, CSV import, edit and delete going to the service.
 */
export function ItemsPanel({ collectionId, name, type }: ItemsPanelProps) {
  const filter = useCollectionUi((s) => s.filter);
  const setFilter = useCollectionUi((s) => s.setFilter);
  const setAddOpen = useCollectionUi((s) => s.setAddOpen);
  const setPasteOpen = useCollectionUi((s) => s.setPasteOpen);
  const editingId = useCollectionUi((s) => s.editingId);
  const deletingId = useCollectionUi((s) => s.deletingId);
  const copy = useQuery({ ...localItemsQuery(collectionId), select: localItemRows });
  const rows = copy.data?.rows ?? NO_ROWS;
  const nounPlural = itemNoun(type, true);
  const editing = editingId === null ? null : (rows.find((r) => r.id === editingId) ?? null);
  const deleting = deletingId === null ? null : (rows.find((r) => r.id === deletingId) ?? null);
  // Until the sync engine has read the collection's items once, an empty table is "reading", not "none".
  const reading = copy.isLoading || (copy.data !== undefined && !copy.data.synced);
  const [spreadOpen, setSpreadOpen] = useState(false);
  // "Also watch at…" spreads what the table shows: every item, or those its filter keeps.
  const shown = useMemo(() => (filter === '' ? rows : filterRows(rows, haystacksOf(rows, ITEM_COLUMNS[type]), filterTerms(filter))), [rows, filter, type]);
  const scopeLabel =
    filter === '' ? `every ${itemNoun(type)} of the collection` : `the ${pluralize(shown.length, itemNoun(type), nounPlural)} the filter shows`;

  return (
    <div className="items-panel">
      <div className="items-panel__toolbar">
        <SearchBox
          label={`Filter all ${nounPlural}`}
          placeholder={`${itemNoun(type)}, postcode, custom id…`}
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
        <Button onClick={() => setSpreadOpen(true)} disabled={shown.length === 0} title={shown.length === 0 ? 'No items to spread' : undefined}>
          Also watch at…
        </Button>
        <span className="spacer" />
        {copy.data && (
          // On the toolbar's line whether or not a filter is on, so typing one does not move the grid down.
          <span className="muted items-panel__count" aria-live="polite">
            {filter === '' ? '' : `${formatNumber(shown.length)} of `}
            {formatNumber(rows.length)} {nounPlural}
          </span>
        )}
      </div>
      {copy.error ? (
        <ErrorMessage
          error={asBridgeError(copy.error)}
          title="The local copy could not be read"
          onRetry={() => void copy.refetch()}
          retrying={copy.isFetching}
        />
      ) : (
        <DataTable
          rows={rows}
          columns={ITEM_COLUMNS[type]}
          getRowId={itemRowId}
          label={`Items (${nounPlural})`}
          filterText={filter}
          loading={reading && rows.length === 0}
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
      <AlsoWatchDialog
        open={spreadOpen}
        onClose={() => setSpreadOpen(false)}
        collectionId={collectionId}
        name={name}
        type={type}
        scope={shown}
        scopeLabel={scopeLabel}
        all={rows}
      />
    </div>
  );
}
