import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import type { HistoryPoint } from '../../../../shared/bridge/methods/local-copy.ts';
import { bottomAxis, leftAxis, timeScale } from '../../../components/chart/chart-axes.ts';
import type { TickFormat } from '../../../components/chart/chart-axes.ts';
import type { ChartPalette } from '../../../components/chart/chart-palette.ts';
import { UPlotChart } from '../../../components/chart/uplot-chart.tsx';
import type { ChartSpec } from '../../../components/chart/uplot-chart.tsx';
import { formatAxisTime, formatDateTime, pluralize } from '../../../lib/format.ts';
import { historySeries } from '../lib/history-series.ts';
import { paddedTimeRange, priceAxisRange } from '../lib/item-figures.ts';
import type { BandSegment, StockState } from '../lib/history-series.ts';
import { formatPrice, formatSignedPercent } from '../../../../shared/format/numbers.ts';
import { availabilityLabel } from '../../../../shared/availability/availability-group.ts';

/** Height of the availability band under the plot, in CSS pixels. */
const BAND = 8;

/** A day in seconds: an item's axis always names the day, even when its runs fall within one. */
const DAY_S = 86_400;

/** The y scale of price lines: where the prices are, at least ±2% of their mean high, with room at the edges. */
export function priceScale(prices: readonly (number | null)[]): uPlot.Scale {
  const range = priceAxisRange(prices);
  return { range: () => range };
}

/**
 * The time scale of runs with room before the first and after the last (their points are drawn whole); a
 * range asked for by zoom or pan is kept as asked.
 */
export function runTimeScale(xs: readonly number[]): uPlot.Scale {
  const base = timeScale(xs);
  const first = xs.length > 0 ? Math.min(...xs) : null;
  const last = xs.length > 0 ? Math.max(...xs) : null;
  return {
    ...base,
    range: (u, min, max) => {
      const shown = (base.range as uPlot.Range.Function)(u, min, max, 'x');
      return min === first && max === last && shown[0] === min && shown[1] === max && min !== null && max !== null ? paddedTimeRange(min, max) : shown;
    },
  };
}

/** A tick of an item's time axis: with the date always (within one day too). */
export const itemAxisTime: TickFormat = (value, step, span, start) => formatAxisTime(value, step, Math.max(span, DAY_S), start);

/** Draws the availability band just under the plot, above the date labels; stretches clipped to the plot's width. */
function drawBand(u: uPlot, band: readonly BandSegment[], palette: ChartPalette): void {
  const { left, top, width, height } = u.bbox;
  const ratio = devicePixelRatio;
  const colour: Record<StockState, string> = { in: palette.inStock, out: palette.outOfStock, unknown: palette.unknown };
  const ctx = u.ctx;
  ctx.save();
  band.forEach((segment, i) => {
    // The first and last stretches reach the plot's edges (a single run fills the band).
    const from = i === 0 ? left : Math.max(left, u.valToPos(segment.from, 'x', true));
    const to = i === band.length - 1 ? left + width : Math.min(left + width, u.valToPos(segment.to, 'x', true));
    if (to <= from) return;
    ctx.fillStyle = colour[segment.state];
    // Unknown is drawn thin, so the band reads without its colours too.
    const h = segment.state === 'unknown' ? (BAND / 3) * ratio : BAND * ratio;
    ctx.fillRect(from, top + height + 3 * ratio, to - from, h);
  });
  ctx.restore();
}

/** The right axis of a price chart: each grid line as the % change from `base` (the first price shown). */
function changeAxis(palette: ChartPalette, base: number | null): uPlot.Axis {
  const axis = leftAxis(palette, (v) => (base === null || base === 0 ? '' : formatSignedPercent(((v - base) / base) * 100)));
  return { ...axis, side: 1, grid: { show: false }, label: 'Change from first', labelFont: palette.font, labelSize: 18 };
}

/**
 * An item's history: its price line with a point per run over time (the date on the axis, the price on the
 * left and the change from the first point on the right), the availability band under it (green in stock,
 * red out, thin grey unknown), a crosshair with the run's details, and zoom and pan for long histories.
 */
export function HistoryChart({ points, currency, height }: { points: readonly HistoryPoint[]; currency: string; height: number }) {
  const series = useMemo(() => historySeries(points), [points]);
  const first = series.prices.find((p) => p !== null) ?? null;
  const spec = useCallback(
    (_lib: unknown, palette: ChartPalette): ChartSpec => ({
      data: [series.xs, series.prices],
      options: {
        padding: [12, 8, 0, 0],
        scales: { x: runTimeScale(series.xs), y: priceScale(series.prices) },
        axes: [
          bottomAxis(palette, itemAxisTime, { time: true, gap: BAND + 8 }),
          { ...leftAxis(palette, (v) => formatPrice(v, currency)), label: 'Price', labelFont: palette.font, labelSize: 18 },
          changeAxis(palette, first),
        ],
        series: [{}, { label: 'Price', stroke: palette.series[0], width: 2, points: { show: true, size: 7, fill: palette.series[0] } }],
        cursor: { y: false, drag: { x: true, y: false } },
        hooks: { draw: [(u) => drawBand(u, series.band, palette)] },
      },
    }),
    [series, currency, first],
  );
  const describe = useCallback(
    (index: number) => {
      const p = points[index];
      if (!p) return null;
      const change = p.price !== null && first !== null && first !== 0 ? ` (${formatSignedPercent(((p.price - first) / first) * 100)} from the first)` : '';
      return [
        `Run #${p.runId} · ${formatDateTime(p.at)}`,
        p.price === null ? 'No price' : `${formatPrice(p.price, p.currency ?? currency)}${change}`,
        p.availability === null ? (p.inStock === null ? 'Availability unknown' : availabilityLabel(p)) : `${availabilityLabel(p)} (${p.availability})`,
      ];
    },
    [points, currency, first],
  );
  return (
    <figure className="chart-figure">
      <UPlotChart label={`Price and availability over ${pluralize(points.length, 'run')}`} height={height} spec={spec} describe={describe} zoom />
      <figcaption className="chart-legend muted">
        <span className="chart-legend__line" aria-hidden="true" /> Price, a point per run · left: price, right: change from the first run shown · Band:{' '}
        <span className="chart-legend__swatch chart-legend__swatch--in" /> in stock
        <span className="chart-legend__swatch chart-legend__swatch--out" /> out of stock
        <span className="chart-legend__swatch chart-legend__swatch--unknown" /> unknown
      </figcaption>
    </figure>
  );
}
