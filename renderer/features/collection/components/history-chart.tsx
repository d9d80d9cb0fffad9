import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import type { HistoryPoint } from '../../../../shared/bridge/methods/local-copy.ts';
import { bottomAxis, leftAxis, timeScale } from '../../../components/chart/chart-axes.ts';
import type { ChartPalette } from '../../../components/chart/chart-palette.ts';
import { UPlotChart } from '../../../components/chart/uplot-chart.tsx';
import type { ChartSpec } from '../../../components/chart/uplot-chart.tsx';
import { formatAxisTime, formatDateTime } from '../../../lib/format.ts';
import { historySeries } from '../lib/history-series.ts';
import type { BandSegment, StockState } from '../lib/history-series.ts';
import { formatPrice } from '../../../../shared/format/numbers.ts';
import { availabilityLabel } from '../../../../shared/availability/availability-group.ts';

/** Height of the availability band under the plot, in CSS pixels. */
const BAND = 8;

/** The y range of a price line: its prices with room above and below (a flat line sits in the middle). */
export function priceRange(_u: uPlot, min: number | null, max: number | null): [number, number] {
  if (min === null || max === null) return [0, 1];
  const span = max - min || Math.max(Math.abs(max) * 0.1, 1);
  return [min - span * 0.15, max + span * 0.15];
}

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

/**
 * An item's history: its price line with a point per run over time, the availability band under it (green in
 * stock, red out, thin grey unknown), a crosshair with the run's details, and zoom and pan for long histories.
 */
export function HistoryChart({ points, currency }: { points: readonly HistoryPoint[]; currency: string }) {
  const series = useMemo(() => historySeries(points), [points]);
  const spec = useCallback(
    (_lib: unknown, palette: ChartPalette): ChartSpec => ({
      data: [series.xs, series.prices],
      options: {
        padding: [12, 14, 0, 0],
        scales: { x: timeScale(series.xs), y: { range: priceRange } },
        axes: [bottomAxis(palette, formatAxisTime, { time: true, gap: BAND + 8 }), leftAxis(palette, (v) => formatPrice(v, currency))],
        series: [{}, { label: 'Price', stroke: palette.series[0], width: 2, points: { show: true, size: 7, fill: palette.series[0] } }],
        cursor: { y: false, drag: { x: true, y: false } },
        hooks: { draw: [(u) => drawBand(u, series.band, palette)] },
      },
    }),
    [series, currency],
  );
  const describe = useCallback(
    (index: number) => {
      const p = points[index];
      if (!p) return null;
      return [
        `Run #${p.runId} · ${formatDateTime(p.at)}`,
        p.price === null ? 'No price' : formatPrice(p.price, p.currency ?? currency),
        p.availability === null ? (p.inStock === null ? 'Availability unknown' : availabilityLabel(p)) : `${availabilityLabel(p)} (${p.availability})`,
      ];
    },
    [points, currency],
  );
  return (
    <figure className="chart-figure">
      <UPlotChart label={`Price and availability over ${points.length} runs`} height={220} spec={spec} describe={describe} zoom />
      <figcaption className="chart-legend muted">
        Band: <span className="chart-legend__swatch chart-legend__swatch--in" /> in stock
        <span className="chart-legend__swatch chart-legend__swatch--out" /> out of stock
        <span className="chart-legend__swatch chart-legend__swatch--unknown" /> unknown · a point per run
      </figcaption>
    </figure>
  );
}
