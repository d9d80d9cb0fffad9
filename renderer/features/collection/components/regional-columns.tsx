import type { RegionalRow, RegionPrice } from '../../../../shared/bridge/methods/local-copy-regional.ts';
import { formatDecimal, formatPercent } from '../../../../shared/format/numbers.ts';
import { AvailabilityMark } from '../../../components/availability-badge.tsx';
import { Button } from '../../../components/button.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';

const money = (r: RegionPrice | undefined): string => (r?.price == null ? '—' : `${r.currency ?? ''}${r.price.toFixed(2)}`);

/**
 * One column per postcode: the price there with its availability's mark beside it (four postcodes and the
 * spread fit a 1280-wide window; the badge's words would need a column each), sorted by price. A postcode the
 * product is not watched at says so, told apart from one with no price yet.
 */
function regionColumn(postcode: string): ColumnDef<RegionalRow> {
  const at = (row: RegionalRow): RegionPrice | undefined => row.regions[postcode];
  return {
    id: `price:${postcode}`,
    header: `${postcode} price`,
    width: 112,
    align: 'end',
    cell: (row) => {
      const region = at(row);
      if (region === undefined) return <span className="muted">not watched</span>;
      return (
        <span className="regional-price">
          <span className="num">{money(region)}</span>
          <AvailabilityMark availability={region.availability} inStock={region.inStock} />
        </span>
      );
    },
    sortValue: (row) => at(row)?.price ?? null,
    filterValue: () => '',
  };
}

/**
 * The regional table's columns: the product (a button that charts its prices with a line per postcode, kept
 * in view as more postcodes scroll sideways), the title, a column per postcode (price and availability), then
 * the spread (highest − lowest), that as a % of the lowest, and the cheapest and dearest postcode. Widths are
 * what their widest header or value needs, so four postcodes fit beside a 112 px title in a 1280 × 800 window.
 */
export function regionalColumns(postcodes: readonly string[], chart: (row: RegionalRow) => void): ColumnDef<RegionalRow>[] {
  return [
    {
      id: 'code',
      header: 'Product',
      width: 104,
      hideable: false,
      cell: (row) => (
        <Button size="sm" variant="ghost" className="mono regional-product" onClick={() => chart(row)} aria-label={`Prices of ${row.code} by postcode`}>
          {row.code}
        </Button>
      ),
      sortValue: (row) => row.code,
      filterValue: (row) => `${row.code} ${row.title ?? ''} ${row.domain ?? ''}`,
    },
    {
      id: 'title',
      header: 'Title',
      width: 'minmax(112px, 1fr)',
      cell: (row) => row.title ?? <span className="muted">—</span>,
      sortValue: (row) => row.title,
    },
    ...postcodes.map(regionColumn),
    {
      id: 'spread',
      header: 'Spread',
      width: 80,
      align: 'end',
      cell: (row) => <span className="num">{formatDecimal(row.spread)}</span>,
      sortValue: (row) => row.spread,
      filterValue: () => '',
    },
    {
      id: 'spreadPct',
      header: 'Spread %',
      width: 104,
      align: 'end',
      cell: (row) => <span className="num">{formatPercent(row.spreadPct, 2)}</span>,
      sortValue: (row) => row.spreadPct,
      filterValue: () => '',
    },
    {
      id: 'cheapest',
      header: 'Cheapest',
      width: 96,
      cell: (row) => row.cheapest ?? '—',
      sortValue: (row) => row.cheapest,
    },
    { id: 'dearest', header: 'Dearest', width: 88, cell: (row) => row.dearest ?? '—', sortValue: (row) => row.dearest },
  ];
}
