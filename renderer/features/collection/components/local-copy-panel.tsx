import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LocalItem } from '../../../../shared/bridge/methods/local-copy.ts';
import { AvailabilityBadge } from '../../../components/availability-badge.tsx';
import { Button } from '../../../components/button.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { haystacksOf } from '../../../components/data-table/haystacks.ts';
import { filterRows, filterTerms } from '../../../components/data-table/table-model.ts';
import type { ColumnDef } from '../../../components/data-table/column.ts';
import { ColumnChooser } from '../../../components/data-table/column-chooser.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { localItemsQuery } from '../../../data/local-copy.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatNumber } from '../../../lib/format.ts';
import { navigate } from '../../../lib/use-route.ts';
import { ItemHistoryDrawer } from './item-history-drawer.tsx';
import { LocalExportButtons } from './local-export-buttons.tsx';
import { MAX_OVERLAID, OverlayChartDrawer } from './overlay-chart-drawer.tsx';
import { outputColumns } from './output-columns.tsx';
import { Sparkline } from './sparkline.tsx';
import { formatPrice, formatSignedPercent, formatSignedPrice } from '../../../../shared/format/numbers.ts';
import { Change, directionOf } from '../../../components/change.tsx';
import { lastMove } from '../lib/collection-series.ts';

const itemKey = (item: LocalItem): string => item.key;
const NO_ITEMS: readonly LocalItem[] = [];

/** What the chart button says of the selection, in place: nothing to say between 2 and 5 items. */
function overlayHint(count: number): string | null {
  if (count === 0) return `Select 2 to ${MAX_OVERLAID} items to compare them on a chart.`;
  if (count === 1) return 'Select one more item to compare on a chart.';
  if (count > MAX_OVERLAID) return `${formatNumber(count)} items selected: a chart compares at most ${MAX_OVERLAID}. Clear some to compare.`;
  return null;
}

/** The columns of the all-items table (a module constant: rows stay memoised); `open` shows an item's history. */
function columnsFor(open: (item: LocalItem) => void): readonly ColumnDef<LocalItem>[] {
  const { code, title, price, availability } = outputColumns<LocalItem>();
  // An item the latest run has no output for (it failed there) shows its last known price, marked with its run.
  const latestPrice: ColumnDef<LocalItem> = {
    ...price,
    width: 112,
    cell: (i) => (
      <span className="num" title={i.outputOlder && i.outputRunId !== null ? `Not in the latest run; this price is from run #${i.outputRunId}` : undefined}>
        {formatPrice(i.price, i.currency)}
        {i.outputOlder && i.outputRunId !== null && <span className="price-from muted"> · run #{i.outputRunId}</span>}
      </span>
    ),
  };
  // Widths add up to fit 1280 px wide windows with the sidebar: a name, its price and its moves first.
  return [
    { ...code, width: 116, hideable: false },
    { id: 'postcode', header: 'Postcode', width: 80, cell: (i) => <span className="num">{i.postcode ?? '—'}</span>, sortValue: (i) => i.postcode },
    { id: 'custom', header: 'Custom id', width: 96, cell: (i) => i.customId ?? <span className="muted">—</span>, sortValue: (i) => i.customId },
    { ...title, width: 'minmax(140px, 2fr)' },
    latestPrice,
    {
      id: 'delta',
      header: 'Δ',
      width: 88,
      align: 'end',
      cell: (i) => {
        const move = lastMove(i.trend);
        return <Change direction={directionOf(move?.delta)} text={formatSignedPrice(move?.delta, i.currency)} />;
      },
      sortValue: (i) => lastMove(i.trend)?.delta ?? null,
    },
    {
      id: 'pct',
      header: 'Δ %',
      width: 80,
      align: 'end',
      cell: (i) => {
        const move = lastMove(i.trend);
        return <Change direction={directionOf(move?.pct, 1)} text={formatSignedPercent(move?.pct)} />;
      },
      sortValue: (i) => lastMove(i.trend)?.pct ?? null,
    },
    { ...availability, width: 116, cell: (i) => <AvailabilityBadge kind={i.type} availability={i.availability} inStock={i.inStock} /> },
    { id: 'trend', header: 'Trend', width: 72, cell: (i) => <Sparkline values={i.trend} label={`Price trend of ${i.code}`} /> },
    {
      id: 'history',
      header: 'History',
      width: 80,
      cell: (i) => (
        <Button size="sm" variant="ghost" onClick={() => open(i)} aria-label={`History of ${i.code}`}>
          History
        </Button>
      ),
    },
  ];
}

/**
 * The collection as kept on this machine: every item (filter and sort all of them at once, each with its
 * latest price, availability and trend; its history in a drawer) in a table that fills the window, its
 * columns chosen and the item column kept in view; up to five selected items compared on one chart. Works
 * offline, marked so; the service stays the truth for every change. The open history is the route's `item`
 * (the Changes inbox links to it).
 */
export function LocalCopyPanel({ collectionId, openItem }: { collectionId: number; openItem: string | null }) {
  const items = useQuery(localItemsQuery(collectionId));
  const [filter, setFilter] = useState('');
  const openHistory = useCallback(
    (item: LocalItem) => navigate('collection', { id: collectionId }, { tab: 'history', item: item.key }, { replace: true }),
    [collectionId],
  );
  const columns = useMemo(() => columnsFor(openHistory), [openHistory]);
  const rows = items.data?.items ?? NO_ITEMS;
  const openRow = openItem === null ? undefined : rows.find((i) => i.key === openItem);
  const open = openItem === null ? null : { key: openItem, code: openRow?.code ?? openItem, item: openRow ?? null };
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [overlaid, setOverlaid] = useState<readonly LocalItem[]>(NO_ITEMS);
  const terms = useMemo(() => filterTerms(filter), [filter]);
  const shownCount = useMemo(() => (terms.length === 0 ? rows.length : filterRows(rows, haystacksOf(rows, columns), terms).length), [rows, columns, terms]);
  const hint = overlayHint(selected.size);
  const canOverlay = hint === null;
  return (
    <div className="local-copy-panel stack">
      <div className="items-panel__toolbar">
        <SearchBox label="Filter all items" placeholder="ASIN, SKU, postcode, custom id, title…" onSearch={setFilter} className="items-panel__search" />
        {/* On the toolbar's line whether or not a filter is on, so typing one does not move the grid down. */}
        <span className="muted items-panel__count" aria-live="polite">
          {filter === '' ? '' : `${formatNumber(shownCount)} of `}
          {formatNumber(rows.length)} items
        </span>
        <span className="spacer" />
        <span className={canOverlay ? 'visually-hidden' : 'muted overlay-hint'} role="status">
          {hint ?? `${selected.size} items selected.`}
        </span>
        <Button size="sm" disabled={!canOverlay} onClick={() => setOverlaid(rows.filter((r) => selected.has(r.key)))}>
          Compare on a chart
        </Button>
        <ColumnChooser table="prices-history" columns={columns} what="the items" />
        <LocalExportButtons collectionId={collectionId} view={{ kind: 'items' }} what="the items" />
      </div>
      {items.error ? (
        <ErrorMessage error={asBridgeError(items.error)} title="The local copy could not be read" onRetry={() => void items.refetch()} />
      ) : (
        <DataTable
          rows={rows}
          columns={columns}
          getRowId={itemKey}
          label="All items with their latest prices"
          filterText={filter}
          onRowActivate={openHistory}
          selected={selected}
          onSelectedChange={setSelected}
          columnChoice="prices-history"
          stickyFirstColumn
          loading={items.isLoading}
          empty="No items in the local copy yet: it fills in as soon as the service has answered."
        />
      )}
      <OverlayChartDrawer collectionId={collectionId} items={overlaid} onClose={() => setOverlaid(NO_ITEMS)} />
      <ItemHistoryDrawer
        // Another item is another page: its range starts at "All" again.
        key={open?.key ?? ''}
        collectionId={collectionId}
        itemKey={open?.key ?? null}
        code={open?.code ?? ''}
        item={open?.item ?? null}
        onClose={() => navigate('collection', { id: collectionId }, { tab: 'history' }, { replace: true })}
      />
    </div>
  );
}
