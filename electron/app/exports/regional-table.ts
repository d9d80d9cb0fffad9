import type { RegionalRow } from '../../../shared/bridge/methods/local-copy-regional.ts';
import { regionalRowMatches } from '../../../shared/regional/regional-filter.ts';
import type { RegionalFilter } from '../../../shared/regional/regional-filter.ts';
import type { ColumnType, TypedTable } from './typed-table.ts';
import { typedTable } from './typed-table.ts';

const yesNo = (value: boolean | null | undefined): string | null => (value === null || value === undefined ? null : value ? 'yes' : 'no');

/**
 * The regional view as a typed table, the screen's filter (and search: the products it left) applied: one row per product, then for each
 * postcode its price (a number), availability and in stock, then the spread, its percentage, the cheapest
 * and dearest postcode. A product not watched at a postcode leaves that postcode's cells empty.
 */
export function regionalTable(
  postcodes: readonly string[],
  rows: readonly RegionalRow[],
  filter: RegionalFilter & { products?: readonly string[] | undefined },
): TypedTable {
  const columns: [string, ColumnType][] = [
    ['code', 'text'],
    ['domain', 'text'],
    ['title', 'text'],
    ['currency', 'text'],
  ];
  for (const postcode of postcodes) columns.push([`price ${postcode}`, 'number'], [`availability ${postcode}`, 'text'], [`in stock ${postcode}`, 'text']);
  columns.push(['spread', 'number'], ['spread %', 'number'], ['cheapest', 'text'], ['dearest', 'text']);
  const searched = filter.products === undefined ? null : new Set(filter.products);
  const shown = rows.filter((row) => regionalRowMatches(row, filter) && (searched === null || searched.has(row.productKey)));
  return typedTable(
    columns.map(([header]) => header),
    shown.map((row) => {
      const regions = postcodes.map((postcode) => row.regions[postcode]);
      const currency = regions.find((r) => r?.currency)?.currency ?? null;
      return [
        row.code,
        row.domain,
        row.title,
        currency,
        ...regions.flatMap((r) => [r?.price ?? null, r?.availability ?? null, yesNo(r?.inStock)]),
        row.spread,
        row.spreadPct,
        row.cheapest,
        row.dearest,
      ];
    }),
    columns.map(([, type]) => type),
  );
}
