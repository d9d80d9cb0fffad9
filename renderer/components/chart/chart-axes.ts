import type uPlot from 'uplot';
import type { ChartPalette } from './chart-palette.ts';

/**
 * Steps between a time axis's ticks, in seconds, from a minute up to a year: never finer than the labels show
 * (minutes), so no two ticks read the same; runs seconds apart share a tick.
 */
const TIME_STEPS = [
  60, 120, 300, 600, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200, 86_400, 172_800, 604_800, 1_209_600, 2_592_000, 7_776_000, 15_552_000, 31_536_000,
];

/** The least span a time axis shows, in seconds: two minutes always hold a whole minute, so a tick is labelled. */
const MIN_TIME_SPAN = 120;

/**
 * A time scale over `xs` (epoch seconds): the data's own range, widened about its middle to two minutes when
 * the runs are closer than that (the sandbox's quick runs), since ticks are never finer than minutes and an
 * axis without one would not say when the runs were. Only the range read from the data is widened: a range
 * asked for by zoom or pan is kept as asked.
 */
export function timeScale(xs: readonly number[]): uPlot.Scale {
  const first = xs.length > 0 ? Math.min(...xs) : null;
  const last = xs.length > 0 ? Math.max(...xs) : null;
  return {
    time: true,
    range: (_u, min, max) => {
      if (min === null || max === null) return [0, MIN_TIME_SPAN];
      const fromData = min === first && max === last;
      if (!fromData || max - min >= MIN_TIME_SPAN) return [min, max];
      const middle = (min + max) / 2;
      return [middle - MIN_TIME_SPAN / 2, middle + MIN_TIME_SPAN / 2];
    },
  };
}

let measurer: CanvasRenderingContext2D | null = null;

/** The width of a text in CSS pixels in a font. */
function textWidth(text: string, font: string): number {
  measurer ??= document.createElement('canvas').getContext('2d');
  if (!measurer) return text.length * 7;
  measurer.font = font;
  return measurer.measureText(text).width;
}

/** Whether a label `width` wide, centred at `centre`, stays within 0…`total` (all in CSS pixels). */
export function fitsWithin(centre: number, width: number, total: number): boolean {
  return centre - width / 2 >= 0 && centre + width / 2 <= total;
}

/** How the bottom axis labels a tick: its value, the step between ticks, the span shown and where it starts. */
export type TickFormat = (value: number, step: number, span: number, start: number) => string;

/**
 * The bottom axis: ticks labelled by `format`, at least `space` pixels apart (a label's width), and a label that
 * would spill past the chart's left or right edge is left out, so every label stays inside the chart. `gap`
 * leaves room above the labels (the availability band is drawn there). A time axis steps by TIME_STEPS.
 */
export function bottomAxis(palette: ChartPalette, format: TickFormat, options: { time?: boolean; gap?: number } = {}): uPlot.Axis {
  const { time = false, gap = 6 } = options;
  const span = (u: uPlot) => (u.scales.x?.max ?? 0) - (u.scales.x?.min ?? 0);
  const start = (u: uPlot) => u.scales.x?.min ?? 0;
  return {
    stroke: palette.muted,
    font: palette.font,
    gap,
    size: gap + 20,
    space: time ? 110 : 48,
    ...(time ? { incrs: TIME_STEPS } : {}),
    grid: { show: false },
    ticks: { show: false },
    // uPlot hands the filtered splits to `values`: null where a label was left out.
    values: (u, splits, _axis, _space, step) => (splits as (number | null)[]).map((v) => (v === null ? null : format(v, step, span(u), start(u)))),
    filter: (u, splits, _axis, _space, step) =>
      splits.map((v) => {
        const centre = u.valToPos(v, 'x') + u.bbox.left / devicePixelRatio;
        return fitsWithin(centre, textWidth(format(v, step, span(u), start(u)), palette.font), u.width) ? v : null;
      }),
  };
}

/** The left axis, as wide as its widest label (never cut), with light grid lines. */
export function leftAxis(palette: ChartPalette, format: (value: number) => string): uPlot.Axis {
  const gap = 6;
  return {
    stroke: palette.muted,
    font: palette.font,
    gap,
    grid: { stroke: palette.grid, width: 1 },
    ticks: { show: false },
    values: (_u, splits) => splits.map(format),
    size: (_u, values) => Math.ceil(Math.max(0, ...(values ?? []).map((v) => textWidth(v, palette.font))) + gap * 2),
  };
}
