import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { bottomAxis, leftAxis, timeScale } from '../../../components/chart/chart-axes.ts';
import { withAlpha } from '../../../components/chart/chart-palette.ts';
import type { ChartPalette } from '../../../components/chart/chart-palette.ts';
import { ChartPanel } from '../../../components/chart/chart-panel.tsx';
import { ChartTable } from '../../../components/chart/chart-table.tsx';
import { UPlotChart } from '../../../components/chart/uplot-chart.tsx';
import type { ChartSpec } from '../../../components/chart/uplot-chart.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { localStockByRunQuery } from '../../../data/local-copy.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatAxisTime, formatDateTime, formatNumber } from '../../../lib/format.ts';
import { stockShare } from '../lib/collection-series.ts';
import { runTimes } from '../lib/history-series.ts';
import { formatPercent } from '../../../../shared/format/numbers.ts';

const percent = (share: number | null) => formatPercent(share, 0);

/** The share of a collection's items in stock over its archived runs (counted in main, in SQL). */
export function StockShareChart({ collectionId }: { collectionId: number }) {
  const stock = useQuery(localStockByRunQuery(collectionId));
  const runs = stock.data?.runs;
  const line = useMemo(() => (runs ? { ...stockShare(runs), xs: runTimes(runs.map((r) => r.at)) } : null), [runs]);
  const spec = useCallback(
    (_lib: unknown, palette: ChartPalette): ChartSpec => ({
      data: [line?.xs ?? [], line?.share ?? []],
      options: {
        padding: [12, 14, 0, 0],
        scales: { x: timeScale(line?.xs ?? []), y: { range: [0, 100] } },
        axes: [bottomAxis(palette, formatAxisTime, { time: true }), { ...leftAxis(palette, (v) => formatPercent(v, 0)), incrs: [10, 20, 25, 50] }],
        series: [
          {},
          {
            label: 'In stock',
            stroke: palette.inStock,
            fill: withAlpha(palette.inStock, 0.12),
            width: 2,
            points: { show: true, size: 6, fill: palette.inStock },
          },
        ],
        cursor: { y: false, drag: { x: true, y: false } },
      },
    }),
    [line],
  );
  const describe = useCallback(
    (index: number) => {
      const run = line?.runs[index];
      if (!run) return null;
      return [
        `Run #${run.runId} · ${formatDateTime(run.at)}`,
        `${percent(line.share[index] ?? null)} in stock (${formatNumber(run.inStock)} of ${formatNumber(run.items)})`,
        `${formatNumber(run.outOfStock)} out of stock`,
      ];
    },
    [line],
  );
  const title = 'Items in stock';
  const count = line?.runs.length ?? 0;
  return (
    <ChartPanel
      title={title}
      className="compare-chart"
      table={
        <ChartTable
          caption={`${title} per run`}
          columns={[
            { label: 'Run', numeric: true },
            { label: 'Date' },
            { label: 'Items', numeric: true },
            { label: 'In stock', numeric: true },
            { label: 'Out of stock', numeric: true },
            { label: 'Share in stock', numeric: true },
          ]}
          rows={(line?.runs ?? []).map((r, i) => [
            `#${r.runId}`,
            formatDateTime(r.at),
            formatNumber(r.items),
            formatNumber(r.inStock),
            formatNumber(r.outOfStock),
            percent(line?.share[i] ?? null),
          ])}
        />
      }
    >
      {stock.error ? (
        <ErrorMessage error={asBridgeError(stock.error)} title="The stock counts could not be read" onRetry={() => void stock.refetch()} />
      ) : (
        line && <UPlotChart label={`Share of items in stock over ${formatNumber(count)} runs`} height={130} spec={spec} describe={describe} />
      )}
    </ChartPanel>
  );
}
