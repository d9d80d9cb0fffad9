import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { toDate } from '../../../lib/format.ts';
import type { ItemRow, ItemType } from '../lib/item-rows.ts';
import { useCollectionUi } from '../stores/collection-ui-store.ts';
import { PencilIcon, TrashIcon } from '../../../components/icons.tsx';
import { editDraftOf } from '../lib/item-forms.ts';

function ItemActions({ row }: { row: ItemRow }) {
  return (
    <span className="item-actions">
      <Button
        size="sm"
        variant="ghost"
        icon={<PencilIcon />}
        aria-label={`Edit ${row.code}`}
        title="Edit"
        onClick={() => useCollectionUi.getState().openEdit(row.id, editDraftOf(row))}
      />
      <Button
        size="sm"
        variant="ghost"
        icon={<TrashIcon />}
        aria-label={`Delete ${row.code}`}
        title="Delete"
        onClick={() => useCollectionUi.getState().setDeletingId(row.id)}
      />
    </span>
  );
}

const created: ColumnDef<ItemRow> = {
  id: 'created',
  header: 'Created',
  width: 130,
  cell: (row) => <RelativeTime value={row.created} />,
  sortValue: (row) => toDate(row.created),
  filterValue: (row) => row.created,
};
const actions: ColumnDef<ItemRow> = { id: 'actions', header: 'Actions', width: 84, align: 'end', cell: (row) => <ItemActions row={row} /> };
const postcode: ColumnDef<ItemRow> = {
  id: 'postcode',
  header: 'Postcode',
  width: 100,
  cell: (row) => <span className="num">{row.postcode || '—'}</span>,
  sortValue: (row) => row.postcode,
};
const sku: ColumnDef<ItemRow> = {
  id: 'sku',
  header: 'SKU',
  width: 'minmax(140px, 1fr)',
  cell: (row) => <span className="mono">{row.code}</span>,
  sortValue: (row) => row.code,
};

/** The columns of each item type (module constants: the table's rows stay memoised). */
export const ITEM_COLUMNS: Readonly<Record<ItemType, readonly ColumnDef<ItemRow>[]>> = {
  marketplace: [
    {
      id: 'asin',
      header: 'ASIN',
      width: 130,
      cell: (row) => <span className="mono">{row.code}</span>,
      sortValue: (row) => row.code,
    },
    {
      id: 'domain',
      header: 'Domain',
      width: 'minmax(150px, 1fr)',
      cell: (row) => row.domain ?? '—',
      sortValue: (row) => row.domain,
    },
    postcode,
    {
      id: 'custom_id',
      header: 'Custom id',
      width: 'minmax(110px, 1fr)',
      cell: (row) => row.customId || <span className="muted">—</span>,
      sortValue: (row) => row.customId,
    },
    {
      id: 'raw_html',
      header: 'Raw HTML',
      width: 104,
      cell: (row) => (row.includeRawHtml ? <Badge tone="info">Yes</Badge> : <span className="muted">No</span>),
      sortValue: (row) => row.includeRawHtml,
      filterValue: (row) => (row.includeRawHtml ? 'raw html' : ''),
    },
    { id: 'output', header: 'Output', width: 80, cell: (row) => row.output, sortValue: (row) => row.output },
    created,
    actions,
  ],
  partsstore: [sku, postcode, created, actions],
  officestore: [
    sku,
    {
      id: 'store',
      header: 'Store',
      width: 100,
      cell: (row) => <span className="mono">{row.store}</span>,
      sortValue: (row) => row.store,
    },
    postcode,
    created,
    actions,
  ],
};

/** The table's row id of an item. */
export const itemRowId = (row: ItemRow): string => String(row.id);
