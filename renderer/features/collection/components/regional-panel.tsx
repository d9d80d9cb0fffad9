import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RegionalRow } from '../../../../shared/bridge/methods/local-copy-regional.ts';
import { regionalRowMatches } from '../../../../shared/regional/regional-filter.ts';
import { Checkbox } from '../../../components/checkbox.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { haystacksOf } from '../../../components/data-table/haystacks.ts';
import { filterRows, filterTerms } from '../../../components/data-table/table-model.ts';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { NumberField } from '../../../components/number-field.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { localRegionalQuery } from '../../../data/local-copy.ts';
import type { LocalView } from '../../../data/local-copy.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatNumber } from '../../../lib/format.ts';
import { LocalExportButtons } from './local-export-buttons.tsx';
import { MAX_OVERLAID, OverlayChartDrawer } from './overlay-chart-drawer.tsx';
import { regionalColumns } from './regional-columns.tsx';

const productKey = (row: RegionalRow): string => row.productKey;

/**
 * The Regional tab: each product of the collection once, with its latest price and availability at every
 * postcode it is watched at, the spread between its dearest and cheapest region (and that as a % of the
 * cheapest), sortable on every column and narrowed to a minimum spread or to products out of stock
 * somewhere; exported as shown. Read from the local copy, under the page's freshness line.
 */
export function RegionalPanel({ collectionId }: { collectionId: number }) {
  const regional = useQuery(localRegionalQuery(collectionId));
  const [minSpreadPct, setMinSpreadPct] = useState<number | null>(null);
  const [outOfStock, setOutOfStock] = useState(false);
  const [text, setText] = useState('');
  const postcodes = regional.data?.postcodes;
  // A product's regions on one chart, a line per postcode (its item's history there).
  const [charted, setCharted] = useState<RegionalRow | null>(null);
  const columns = useMemo(() => regionalColumns(postcodes ?? [], setCharted), [postcodes]);
  const filter = { ...(minSpreadPct === null ? {} : { minSpreadPct }), ...(outOfStock ? { outOfStock } : {}) };
  const all = regional.data?.rows;
  const rows = useMemo(
    () => (all ?? []).filter((row) => regionalRowMatches(row, { minSpreadPct: minSpreadPct ?? undefined, outOfStock })),
    [all, minSpreadPct, outOfStock],
  );
  const narrowed = minSpreadPct !== null || outOfStock;
  // Exported as shown: a search's products are read from the table's own search text when the button is pressed.
  const exportedView = (): LocalView => {
    const terms = filterTerms(text);
    if (terms.length === 0) return { kind: 'regional', ...filter };
    return { kind: 'regional', ...filter, products: filterRows(rows, haystacksOf(rows, columns), terms).map(productKey) };
  };
  const lines = useMemo(
    () =>
      charted === null
        ? []
        : Object.entries(charted.regions)
            .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
            .slice(0, MAX_OVERLAID)
            .map(([postcode, region]) => ({ key: region.itemKey, code: postcode })),
    [charted],
  );
  return (
    <section className="local-copy-panel regional-panel" aria-labelledby="regional-title">
      <h2 id="regional-title" className="visually-hidden">
        Prices by region
      </h2>
      <div className="items-panel__toolbar regional-panel__toolbar">
        <SearchBox label="Filter products" placeholder="ASIN, SKU, title…" onSearch={setText} className="items-panel__search" />
        <NumberField
          label="Spread at least"
          unit="%"
          min={0}
          step={1}
          value={minSpreadPct}
          onValueChange={(value) => setMinSpreadPct(value === null || value < 0 ? null : value)}
          fieldClassName="regional-panel__spread"
        />
        <Checkbox label="Out of stock somewhere" checked={outOfStock} onChange={(event) => setOutOfStock(event.currentTarget.checked)} />
        <span className="spacer" />
        {all && text === '' && (
          <span className="muted" role="status">
            {narrowed ? `${formatNumber(rows.length)} of ${formatNumber(all.length)} products` : `${formatNumber(all.length)} products`} at{' '}
            {formatNumber(postcodes?.length ?? 0)} postcodes
          </span>
        )}
        <LocalExportButtons collectionId={collectionId} view={exportedView} what="the regional prices" />
      </div>
      {regional.error ? (
        <ErrorMessage error={asBridgeError(regional.error)} title="The local copy could not be read" onRetry={() => void regional.refetch()} />
      ) : (
        <DataTable
          rows={rows}
          columns={columns}
          getRowId={productKey}
          label="Prices by region"
          filterText={text}
          noun="products"
          stickyFirstColumn
          onRowActivate={setCharted}
          loading={regional.isLoading}
          empty={narrowed ? 'No product matches these filters.' : 'No prices in the local copy yet: they show after a run is archived.'}
        />
      )}
      <OverlayChartDrawer
        collectionId={collectionId}
        items={lines}
        onClose={() => setCharted(null)}
        title={charted === null ? '' : `Prices of ${charted.code} by postcode`}
        subject={charted === null ? '' : `${charted.code} at ${lines.map((l) => l.code).join(', ')}`}
      />
    </section>
  );
}
