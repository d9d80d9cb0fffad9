import type { RegionalRow, RegionPrice } from '../../../../shared/bridge/methods/local-copy-regional.ts';
import { formatDecimal, formatPercent } from '../../../../shared/format/numbers.ts';
import { availabilityGroup } from '../../../../shared/availability/availability-group.ts';
import { AVAILABILITY_ORDER, AvailabilityBadge } from '../../../components/availability-badge.tsx';
import { Button } from '../../../components/button.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';

const money = (r: RegionPrice | undefined): string => (r?.price == null ? '—' : `${r.currency ?? ''}${r.price.toFixed(2)}`);
/** A postcode the product is not watched at is told apart from one with no price yet. */
const stockText = (r: RegionPrice | undefined): string => (r === undefined ? 'not watched' : (r.availability ?? '—'));

/** The price and availability columns of one postcode. */
function regionColumns(postcode: string): ColumnDef<RegionalRow>[] {
  const at = (row: RegionalRow): RegionPrice | undefined => row.regions[postcode];
  return [
    {
      id: `price:${postcode}`,
      header: `${postcode} price`,
      width: 112,
      align: 'end',
      cell: (row) => <span className="num">{money(at(row))}</span>,
      paint: (row) => money(at(row)),
      sortValue: (row) => at(row)?.price ?? null,
      filterValue: () => '',
    },
    {
      id: `stock:${postcode}`,
      header: `${postcode} availability`,
      width: 116,
      cell: (row) => {
        const region = at(row);
        return region === undefined ? <span className="muted">{stockText(region)}</span> : <AvailabilityBadge availability={region.availability} inStock={region.inStock} />;
      },
      paint: (row) => (at(row) === undefined ? { text: stockText(at(row)), look: 'muted' } : stockText(at(row))),
      // In stock first, then limited, out and unknown, as on the other tabs.
      sortValue: (row) => {
        const region = at(row);
        return region === undefined ? null : AVAILABILITY_ORDER[availabilityGroup(region)];
      },
      filterValue: () => '',
    },
  ];
}

/**
 * The regional table's columns: the product (a button that charts its prices with a line per postcode, kept
 * in view as the postcodes scroll sideways), a price and an availability column per postcode, then the
 * spread (highest − lowest), that as a % of the lowest, and the cheapest and dearest postcode.
 */
export function regionalColumns(postcodes: readonly string[], chart: (row: RegionalRow) => void): ColumnDef<RegionalRow>[] {
  return [
    {
      id: 'code',
      header: 'Product',
      width: 140,
      hideable: false,
      cell: (row) => (
        <Button size="sm" variant="ghost" className="mono regional-product" onClick={() => chart(row)} aria-label={`Prices of ${row.code} by postcode`}>
          {row.code}
        </Button>
      ),
      paint: (row) => ({ text: row.code, look: 'mono' }),
      sortValue: (row) => row.code,
      filterValue: (row) => `${row.code} ${row.title ?? ''} ${row.domain ?? ''}`,
    },
    {
      id: 'title',
      header: 'Title',
      width: 'minmax(160px, 2fr)',
      cell: (row) => row.title ?? <span className="muted">—</span>,
      paint: (row) => row.title ?? { text: '—', look: 'muted' },
      sortValue: (row) => row.title,
    },
    ...postcodes.flatMap(regionColumns),
    {
      id: 'spread',
      header: 'Spread',
      width: 96,
      align: 'end',
      cell: (row) => <span className="num">{formatDecimal(row.spread)}</span>,
      paint: (row) => formatDecimal(row.spread),
      sortValue: (row) => row.spread,
      filterValue: () => '',
    },
    {
      id: 'spreadPct',
      header: 'Spread %',
      width: 104,
      align: 'end',
      cell: (row) => <span className="num">{formatPercent(row.spreadPct, 2)}</span>,
      paint: (row) => formatPercent(row.spreadPct, 2),
      sortValue: (row) => row.spreadPct,
      filterValue: () => '',
    },
    {
      id: 'cheapest',
      header: 'Cheapest',
      width: 100,
      cell: (row) => row.cheapest ?? '—',
      paint: (row) => row.cheapest ?? '—',
      sortValue: (row) => row.cheapest,
    },
    { id: 'dearest', header: 'Dearest', width: 100, cell: (row) => row.dearest ?? '—', paint: (row) => row.dearest ?? '—', sortValue: (row) => row.dearest },
  ];
}
