import type { ColumnDef } from '../../../components/data-table/column.ts';
import { AVAILABILITY_LABELS, availabilityGroup } from '../../../../shared/availability/availability-group.ts';
import { formatPrice } from '../../../../shared/format/numbers.ts';
import { AVAILABILITY_ORDER, AvailabilityBadge } from '../../../components/availability-badge.tsx';

/** What an item or an output of the local copy shows in every table: its code and latest scraped facts. */
interface OutputFields {
  code: string;
  title: string | null;
  price: number | null;
  currency: string | null;
  availability: string | null;
  inStock: boolean | null;
}

const empty = <span className="muted">—</span>;

/** ASIN / SKU, title, price and availability columns, shared by the local copy's tables. */
export function outputColumns<Row extends OutputFields>() {
  const code: ColumnDef<Row> = { id: 'code', header: 'ASIN / SKU', width: 140, cell: (r) => <span className="mono">{r.code}</span>, sortValue: (r) => r.code };
  const title: ColumnDef<Row> = { id: 'title', header: 'Title', width: 'minmax(160px, 2fr)', cell: (r) => r.title ?? empty, sortValue: (r) => r.title };
  const price: ColumnDef<Row> = {
    id: 'price',
    header: 'Price',
    width: 100,
    align: 'end',
    cell: (r) => <span className="num">{formatPrice(r.price, r.currency)}</span>,
    sortValue: (r) => r.price,
    filterValue: (r) => (r.price === null ? '' : formatPrice(r.price, r.currency)),
  };
  // Grouped into a badge (the retailer's words on hover, and still found by the filter), sorted by group.
  const availability: ColumnDef<Row> = {
    id: 'availability',
    header: 'Availability',
    width: 124,
    cell: (r) => <AvailabilityBadge availability={r.availability} inStock={r.inStock} />,
    sortValue: (r) => AVAILABILITY_ORDER[availabilityGroup(r)],
    filterValue: (r) => `${AVAILABILITY_LABELS[availabilityGroup(r)]} ${r.availability ?? ''}`,
  };
  return { code, title, price, availability };
}
