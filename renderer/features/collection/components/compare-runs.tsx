import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CompareChange, CompareRow } from '../../../../shared/bridge/methods/local-copy.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { ColumnDef } from '../../../components/data-table/column.ts';
import { ColumnChooser } from '../../../components/data-table/column-chooser.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Select } from '../../../components/select.tsx';
import { localCompareQuery, localItemsQuery, localRunsQuery } from '../../../data/local-copy.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { AvailabilityChange, AVAILABILITY_ORDER } from '../../../components/availability-badge.tsx';
import { Change, directionOf } from '../../../components/change.tsx';
import { formatNumber, formatRunLabel } from '../../../lib/format.ts';
import { availabilityGroup } from '../../../../shared/availability/availability-group.ts';
import { formatPrice, formatSignedPercent, formatSignedPrice } from '../../../../shared/format/numbers.ts';
import { comparisonByPostcode } from '../lib/compare-by-postcode.ts';
import { ChangeHistogram } from './change-histogram.tsx';
import { ComparePostcodes } from './compare-postcodes.tsx';
import { LocalExportButtons } from './local-export-buttons.tsx';
import { StockShareChart } from './stock-share-chart.tsx';

const CHANGE_LABELS: Record<CompareChange, string> = {
  up: 'Price up',
  down: 'Price down',
  same: 'Unchanged',
  'stock-in': 'Back in stock',
  'stock-out': 'Out of stock',
  new: 'New',
  missing: 'Missing',
};

// Widths add up to fit a 1280 px wide window with the sidebar, grouped by postcode too.
const COLUMNS: readonly ColumnDef<CompareRow>[] = [
  {
    id: 'code',
    header: 'Item',
    width: 116,
    hideable: false,
    cell: (r) => <span className="mono">{r.code}</span>,
    sortValue: (r) => r.code,
    filterValue: (r) => `${r.code} ${r.title ?? ''}`,
  },
  { id: 'title', header: 'Title', width: 'minmax(112px, 2fr)', cell: (r) => r.title ?? <span className="muted">—</span>, sortValue: (r) => r.title },
  {
    id: 'priceA',
    header: 'Price before',
    width: 116,
    align: 'end',
    cell: (r) => <span className="num">{formatPrice(r.priceA, r.currency)}</span>,
    sortValue: (r) => r.priceA,
  },
  {
    id: 'priceB',
    header: 'Price after',
    width: 104,
    align: 'end',
    cell: (r) => <span className="num">{formatPrice(r.priceB, r.currency)}</span>,
    sortValue: (r) => r.priceB,
  },
  {
    id: 'delta',
    header: 'Change',
    width: 96,
    align: 'end',
    cell: (r) => <Change direction={directionOf(r.delta)} text={formatSignedPrice(r.delta, r.currency)} />,
    sortValue: (r) => r.delta,
  },
  {
    id: 'pct',
    header: 'Change %',
    width: 100,
    align: 'end',
    cell: (r) => <Change direction={directionOf(r.pct, 1)} text={formatSignedPercent(r.pct)} />,
    sortValue: (r) => r.pct,
  },
  {
    id: 'stock',
    header: 'Availability',
    width: 'minmax(192px, 1fr)',
    cell: (r) => (
      <AvailabilityChange before={{ availability: r.availabilityA, inStock: r.inStockA }} after={{ availability: r.availabilityB, inStock: r.inStockB }} />
    ),
    sortValue: (r) => AVAILABILITY_ORDER[availabilityGroup({ availability: r.availabilityB, inStock: r.inStockB })],
    filterValue: (r) => `${r.availabilityA ?? ''} ${r.availabilityB ?? ''}`,
  },
  {
    id: 'change',
    header: 'Movement',
    width: 116,
    cell: (r) =>
      r.change === 'up' || r.change === 'down' ? (
        <Change direction={r.change} text={CHANGE_LABELS[r.change]} spoken={CHANGE_LABELS[r.change]} />
      ) : (
        CHANGE_LABELS[r.change]
      ),
    sortValue: (r) => r.change,
    filterValue: (r) => CHANGE_LABELS[r.change],
  },
];

/** A comparison row with its item's postcode, when grouped by postcode. */
type GroupedRow = CompareRow & { postcode?: string | null };

const POSTCODE_COLUMN: ColumnDef<GroupedRow> = {
  id: 'postcode',
  header: 'Postcode',
  width: 80,
  hideable: false,
  cell: (r) => <span className="num">{r.postcode ?? '—'}</span>,
  sortValue: (r) => r.postcode,
};
const GROUPED_COLUMNS: readonly ColumnDef<GroupedRow>[] = [POSTCODE_COLUMN, ...COLUMNS];
const BY_POSTCODE = { columnId: 'postcode', direction: 'asc' } as const;

const rowKey = (r: CompareRow): string => r.key;

/**
 * Two archived runs of a collection side by side (default: the last two): totals, the distribution of price
 * changes and the share in stock over every run (charts, each with its table), a filter by movement, grouping
 * by postcode (the movements counted per postcode, the rows in postcode order), sorting, export, in a table that fills the window with its columns chosen and the item column kept in view.
 */
export function CompareRuns({ collectionId }: { collectionId: number }) {
  const runs = useQuery(localRunsQuery(collectionId));
  const [runA, setRunA] = useState<number | null>(null);
  const [runB, setRunB] = useState<number | null>(null);
  const [only, setOnly] = useState<CompareChange | ''>('');
  const [groupBy, setGroupBy] = useState<'' | 'postcode'>('');
  const items = useQuery({ ...localItemsQuery(collectionId), enabled: groupBy === 'postcode' });
  const archived = (runs.data?.runs ?? []).filter((r) => r.archive === 'archived');
  const compare = useQuery({ ...localCompareQuery(collectionId, runA, runB), enabled: archived.length >= 2 });
  // Grouped by postcode: each row names its item's postcode (from the copy's items), and the movements are counted per postcode.
  const postcodeOf = useMemo(() => {
    const byKey = new Map((items.data?.items ?? []).map((i) => [i.key, i.postcode]));
    return (key: string) => byKey.get(key) ?? null;
  }, [items.data]);
  const rows = useMemo((): readonly GroupedRow[] => {
    const shown = (compare.data?.rows ?? []).filter((r) => only === '' || r.change === only);
    return groupBy === 'postcode' ? shown.map((r) => ({ ...r, postcode: postcodeOf(r.key) })) : shown;
  }, [compare.data, only, groupBy, postcodeOf]);
  const groups = useMemo(
    () => (groupBy === 'postcode' && compare.data ? comparisonByPostcode(compare.data.rows, postcodeOf) : null),
    [groupBy, compare.data, postcodeOf],
  );
  const runOptions = archived.map((r) => ({ value: String(r.runId), label: formatRunLabel(r.runId, r.finishedAt ?? r.createdAt) }));
  const totals = compare.data?.totals;

  if (archived.length < 2) {
    const waiting = (runs.data?.runs ?? []).filter((r) => r.archive === 'pending' || r.archive === 'failed');
    return (
      <section className="compare-runs" aria-labelledby="compare-title">
        <h2 id="compare-title" className="visually-hidden">
          Compare runs
        </h2>
        <p className="muted">
          Two archived runs are needed to compare.
          {waiting.length > 0 &&
            ` ${waiting.length} run${waiting.length === 1 ? ' is' : 's are'} still being archived or could not be: ${waiting.map((r) => `#${r.runId}${r.reason ? ` (${r.reason})` : ''}`).join(', ')}.`}
        </p>
      </section>
    );
  }
  return (
    <section className="compare-runs" aria-labelledby="compare-title">
      <h2 id="compare-title" className="visually-hidden">
        Compare runs
      </h2>
      <div className="compare-runs__toolbar">
        <Select
          label="Before"
          options={runOptions}
          value={String(compare.data?.runA.runId ?? runA ?? '')}
          onChange={(e) => setRunA(Number(e.currentTarget.value))}
        />
        <Select
          label="After"
          options={runOptions}
          value={String(compare.data?.runB.runId ?? runB ?? '')}
          onChange={(e) => setRunB(Number(e.currentTarget.value))}
        />
        <Select
          label="Show"
          placeholder="Every item"
          options={Object.entries(CHANGE_LABELS).map(([value, label]) => ({ value, label }))}
          value={only}
          onChange={(e) => setOnly(e.currentTarget.value as CompareChange | '')}
        />
        <Select
          label="Group by"
          placeholder="Nothing"
          options={[{ value: 'postcode', label: 'Postcode' }]}
          value={groupBy}
          onChange={(e) => setGroupBy(e.currentTarget.value === 'postcode' ? 'postcode' : '')}
        />
        <span className="spacer" />
        <ColumnChooser table="compare-runs" columns={COLUMNS} what="the comparison" />
        <LocalExportButtons
          collectionId={collectionId}
          view={{
            kind: 'comparison',
            ...(compare.data ? { runA: compare.data.runA.runId, runB: compare.data.runB.runId } : {}),
            ...(only === '' ? {} : { changes: [only] }),
          }}
          what="the comparison"
        />
      </div>
      {compare.error ? (
        <ErrorMessage error={asBridgeError(compare.error)} title="The runs could not be compared" />
      ) : (
        <>
          <div className="compare-summary">
            {totals && (
              <dl className="compare-totals" aria-label="Comparison totals">
                {(
                  [
                    ['Items', totals.items],
                    ['Price up', totals.up],
                    ['Price down', totals.down],
                    ['Unchanged', totals.same],
                    ['Back in stock', totals.stockIn],
                    ['Out of stock', totals.stockOut],
                    ['New', totals.new],
                    ['Missing', totals.missing],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd className="num">{formatNumber(value)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {compare.data && <ChangeHistogram rows={compare.data.rows} runA={compare.data.runA.runId} runB={compare.data.runB.runId} />}
            <StockShareChart collectionId={collectionId} />
          </div>
          {groups && <ComparePostcodes groups={groups} />}
          <DataTable
            key={groupBy}
            rows={rows}
            columns={groupBy === 'postcode' ? GROUPED_COLUMNS : COLUMNS}
            defaultSort={groupBy === 'postcode' ? BY_POSTCODE : undefined}
            getRowId={rowKey}
            label="Comparison of two runs"
            columnChoice="compare-runs"
            stickyFirstColumn
            loading={compare.isLoading}
            empty="No item matches."
          />
        </>
      )}
    </section>
  );
}
