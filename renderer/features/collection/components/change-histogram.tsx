import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import type { CompareRow } from '../../../../shared/bridge/methods/local-copy.ts';
import { bottomAxis, leftAxis } from '../../../components/chart/chart-axes.ts';
import { withAlpha } from '../../../components/chart/chart-palette.ts';
import type { ChartPalette } from '../../../components/chart/chart-palette.ts';
import { ChartPanel } from '../../../components/chart/chart-panel.tsx';
import { ChartTable } from '../../../components/chart/chart-table.tsx';
import { UPlotChart } from '../../../components/chart/uplot-chart.tsx';
import type { ChartSpec, UPlotLib } from '../../../components/chart/uplot-chart.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { axisTicks, changeBins, formatChange } from '../lib/collection-series.ts';
import type { ChangeBin } from '../lib/collection-series.ts';

/** Pixels one label of the x axis needs, with a gap ("≥ +12.5%" is the widest kind). */
const LABEL_ROOM = 52;
/** Steps of a count axis: whole items only. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000];
/** The counts a series draws: a bar's count where `keep` holds, nothing elsewhere. */
const countsWhere = (bins: readonly ChangeBin[], keep: (b: ChangeBin) => boolean) => bins.map((b) => (keep(b) ? b.count : null));

/**
 * The distribution of price changes (%) between two runs, over the items priced in both: bars down in one hue,
 * up in another and about unchanged in grey; ticks on the bars' edges; the open-ended outer bars marked
 * "< −7%" / "≥ +7%" on the axis, in the tooltip and in the table; the count axis titled.
 */
export function ChangeHistogram({ rows, runA, runB }: { rows: readonly CompareRow[]; runA: number; runB: number }) {
  const bins = useMemo(() => changeBins(rows.flatMap((r) => (r.pct === null ? [] : [r.pct]))), [rows]);
  // Labels by where they stand: an open-ended bar is labelled at its middle by what it holds.
  const labels = useMemo(() => new Map(axisTicks(bins).map((t) => [t.at, t.label])), [bins]);
  const priced = bins.reduce((n, b) => n + b.count, 0);
  const spec = useCallback(
    (lib: UPlotLib, palette: ChartPalette): ChartSpec => {
      const bars = (label: string, colour: string): uPlot.Series => ({
        label,
        stroke: colour,
        fill: withAlpha(colour, 0.55),
        width: 1,
        paths: lib.paths.bars?.({ size: [0.92, 80] }),
        points: { show: false },
      });
      return {
        data: [
          bins.map((b) => b.centre),
          countsWhere(bins, (b) => b.to <= 0),
          countsWhere(bins, (b) => b.from < 0 && b.to > 0),
          countsWhere(bins, (b) => b.from >= 0),
        ],
        options: {
          padding: [12, 14, 0, 0],
          scales: {
            x: { time: false, range: () => [bins[0]?.from ?? -1, bins[bins.length - 1]?.to ?? 1] },
            y: { range: (_u, _min, max) => [0, Math.max(1, (max ?? 0) * 1.15)] },
          },
          axes: [
            {
              ...bottomAxis(palette, (v) => labels.get(v) ?? formatChange(v)),
              // A label every n bars, n as many as one label needs (LABEL_ROOM pixels) at the plot's width.
              splits: (u) => axisTicks(bins, Math.ceil(LABEL_ROOM / (u.bbox.width / devicePixelRatio / Math.max(1, bins.length)))).map((t) => t.at),
              ticks: { show: true, stroke: palette.grid, size: 4 },
            },
            { ...leftAxis(palette, formatNumber), incrs: COUNT_STEPS, label: 'Items', labelFont: palette.font, labelSize: 16, labelGap: 0 },
          ],
          series: [{}, bars('Down', palette.down), bars('About unchanged', palette.unknown), bars('Up', palette.up)],
          cursor: { y: false, drag: { x: false, y: false }, points: { show: false } },
        },
      };
    },
    [bins, labels],
  );
  const describe = useCallback(
    (index: number) => {
      const bin = bins[index];
      return bin ? [bin.label, `${formatNumber(bin.count)} ${bin.count === 1 ? 'item' : 'items'}`] : null;
    },
    [bins],
  );
  const title = 'Change in price';
  return (
    <ChartPanel
      title={title}
      className="compare-chart"
      table={
        <ChartTable
          caption={`${title}, run #${runA} to run #${runB}`}
          columns={[{ label: 'Change' }, { label: 'Items', numeric: true }]}
          rows={bins.map((b) => [b.label, formatNumber(b.count)])}
        />
      }
    >
      {bins.length === 0 ? (
        <p className="muted">No item has a price in both runs.</p>
      ) : (
        <UPlotChart
          label={`Price changes from run #${runA} to run #${runB}: ${formatNumber(priced)} items in ${bins.length} bars, down in blue, up in orange`}
          height={130}
          spec={spec}
          describe={describe}
        />
      )}
    </ChartPanel>
  );
}
