import type { ColumnDef } from '../../../components/data-table/column.ts';

/** What an item or an output of the local copy shows in every table: its code and latest scraped facts. */
interface OutputFields {
  code: string;
  title: string | null;
  price: number | null;
  currency: string | null;
  availability: string | null;
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
    cell: (r) => <span className="num">{r.price === null ? '—' : `${r.currency ?? ''}${r.price.toFixed(2)}`}</span>,
    sortValue: (r) => r.price,
    filterValue: (r) => (r.price === null ? '' : r.price.toFixed(2)),
  };
  const availability: ColumnDef<Row> = {
    id: 'availability',
    header: 'Availability',
    width: 'minmax(140px, 1fr)',
    cell: (r) => r.availability ?? empty,
    sortValue: (r) => r.availability,
  };
  return { code, title, price, availability };
}
