import { useCallback, useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { bottomAxis, leftAxis } from '../../../components/chart/chart-axes.ts';
import { withAlpha } from '../../../components/chart/chart-palette.ts';
import type { ChartPalette } from '../../../components/chart/chart-palette.ts';
import { ChartPanel } from '../../../components/chart/chart-panel.tsx';
import { ChartTable } from '../../../components/chart/chart-table.tsx';
import { UPlotChart } from '../../../components/chart/uplot-chart.tsx';
import type { ChartSpec, UPlotLib } from '../../../components/chart/uplot-chart.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { localCollectionsQuery, localRunsQuery } from '../../../data/local-copy.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatAxisTime, formatDate, formatNumber, pluralize } from '../../../lib/format.ts';
import { USAGE_DAYS, creditsPerDay } from '../lib/credit-usage.ts';

const DAY_SECONDS = 86_400;
/** Steps of a credits axis: whole credits only. */
const CREDIT_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 50_000];

/**
 * Credits used per day over the last 30 days, read from the runs the local copy mirrors (the service keeps
 * no usage history; the balance alone is live), so it works offline too.
 */
export function CreditUsageChart() {
  const collections = useQuery(localCollectionsQuery());
  const ids = useMemo(() => (collections.data?.collections ?? []).map((c) => c.id), [collections.data]);
  const runs = useQueries({
    queries: ids.map((id) => localRunsQuery(id)),
    combine: (results) => ({
      runs: results.flatMap((r) => r.data?.runs ?? []),
      pending: results.some((r) => r.isPending),
      error: results.find((r) => r.error)?.error ?? null,
    }),
  });
  const days = useMemo(() => creditsPerDay(runs.runs, new Date()), [runs.runs]);
  const total = days.reduce((n, d) => n + d.credits, 0);
  const spec = useCallback(
    (lib: UPlotLib, palette: ChartPalette): ChartSpec => {
      const xs = days.map((d) => d.start);
      return {
        // A day without use draws no bar (a flat outline at 0 reads as a bar); its table row says 0.
        data: [xs, days.map((d) => (d.credits === 0 ? null : d.credits))],
        options: {
          padding: [12, 14, 0, 0],
          scales: {
            // Half a day either side, so the first and last bars are drawn whole.
            x: { time: true, range: () => [(xs[0] ?? 0) - DAY_SECONDS / 2, (xs[xs.length - 1] ?? 0) + DAY_SECONDS / 2] },
            y: { range: (_u, _min, max) => [0, Math.max(1, (max ?? 0) * 1.15)] },
          },
          axes: [bottomAxis(palette, formatAxisTime, { time: true }), { ...leftAxis(palette, formatNumber), incrs: CREDIT_STEPS }],
          series: [
            {},
            {
              label: 'Credits used',
              stroke: palette.series[0] ?? palette.muted,
              fill: withAlpha(palette.series[0] ?? palette.muted, 0.55),
              width: 1,
              paths: lib.paths.bars?.({ size: [0.8, 24] }),
              points: { show: false },
            },
          ],
          cursor: { y: false, drag: { x: false, y: false }, points: { show: false } },
        },
      };
    },
    [days],
  );
  const describe = useCallback(
    (index: number) => {
      const day = days[index];
      return day ? [formatDate(day.start * 1000), `${pluralize(day.credits, 'credit')} used`, pluralize(day.runs, 'run')] : null;
    },
    [days],
  );
  const title = `Credits used per day, last ${USAGE_DAYS} days`;
  const error = collections.error ?? runs.error;
  return (
    <ChartPanel
      title={title}
      className="ac-usage"
      table={
        <ChartTable
          caption={title}
          columns={[{ label: 'Day' }, { label: 'Credits used', numeric: true }, { label: 'Runs', numeric: true }]}
          rows={days.map((d) => [formatDate(d.start * 1000), formatNumber(d.credits), formatNumber(d.runs)])}
        />
      }
    >
      {error ? (
        <ErrorMessage
          variant="inline"
          error={asBridgeError(error)}
          title="The runs of the local copy could not be read"
          onRetry={() => void collections.refetch()}
        />
      ) : collections.isPending || runs.pending ? (
        <Spinner label="Reading the runs" />
      ) : (
        <UPlotChart
          label={`Credits used per day over the last ${USAGE_DAYS} days: ${pluralize(total, 'credit')} in all`}
          height={140}
          spec={spec}
          describe={describe}
        />
      )}
    </ChartPanel>
  );
}
