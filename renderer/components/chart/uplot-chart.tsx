import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { Button } from '../button.tsx';
import { readPalette, useThemeKey } from './chart-palette.ts';
import type { ChartPalette } from './chart-palette.ts';
import { tooltipPlugin, wheelPanPlugin, xRange } from './chart-plugins.ts';
import type { Describe } from './chart-plugins.ts';
import { isWhole, panRange, zoomRange } from './zoom.ts';
import type { Range } from './zoom.ts';
import './chart.css';

/** The chart library's constructor (loaded with the first chart shown). */
export type UPlotLib = typeof uPlot;

/** What a chart draws: uPlot's options (its size aside) and its data. */
export interface ChartSpec {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
}

let runtime: Promise<UPlotLib> | null = null;

/** Loads uPlot and its stylesheet once, on first use (a chunk of its own, outside the initial bundle). */
function loadUPlot(): Promise<UPlotLib> {
  runtime ??= import('./uplot-runtime.ts').then((m) => m.uPlot);
  runtime.catch(() => {
    runtime = null;
  });
  return runtime;
}

/** Props of UPlotChart. */
export interface UPlotChartProps {
  /** The chart's accessible name (it is an image to assistive tech; its table carries the data). */
  label: string;
  height: number;
  /** Builds the chart from the library and the theme's colours; keep it stable (useCallback) or the chart is redrawn. */
  spec: (lib: UPlotLib, palette: ChartPalette) => ChartSpec;
  /** The tooltip's lines for a data index. */
  describe?: Describe;
  /** Zoom and pan along x: drag to select, Ctrl + wheel, Shift-drag to pan, and buttons for the keyboard. */
  zoom?: boolean;
}

/**
 * A uPlot chart that fills its container's width: crosshair and tooltip, optional zoom and pan, redrawn in the
 * theme's colours whenever the theme changes and resized with its container.
 */
export function UPlotChart({ label, height, spec, describe, zoom = false }: UPlotChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const full = useRef<Range>({ min: 0, max: 0 });
  const describeRef = useRef<Describe | undefined>(describe);
  const [lib, setLib] = useState<UPlotLib | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // What the chart shows of x and all of it (state, for the buttons; `full` also as a ref, for the wheel).
  const [ranges, setRanges] = useState<{ view: Range; full: Range } | null>(null);
  const theme = useThemeKey();

  useEffect(() => {
    describeRef.current = describe;
  }, [describe]);

  useEffect(() => {
    let live = true;
    loadUPlot().then(
      (loaded) => live && setLib(() => loaded),
      (error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const el = host.current;
    if (!lib || !el) return;
    const { options, data } = spec(lib, readPalette(el));
    const plugins: uPlot.Plugin[] = [...(options.plugins ?? []), tooltipPlugin(() => describeRef.current ?? (() => null))];
    if (zoom) {
      plugins.push(wheelPanPlugin(() => full.current));
      plugins.push({
        hooks: {
          // The scales are ranged once the chart is ready (uPlot settles them after construction): that is "everything".
          ready: (u) => {
            full.current = xRange(u);
            setRanges({ view: full.current, full: full.current });
          },
          setScale: (u, key) => key === 'x' && setRanges((r) => r && { ...r, view: xRange(u) }),
        },
      });
    }
    const u = new lib({ ...options, plugins, legend: { show: false }, width: el.clientWidth, height }, data, el);
    chart.current = u;
    const resize = new ResizeObserver(() => {
      if (el.clientWidth > 0 && el.clientWidth !== u.width) u.setSize({ width: el.clientWidth, height });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.destroy();
      chart.current = null;
    };
  }, [lib, spec, height, zoom, theme]);

  const show = (next: Range) => chart.current?.setScale('x', next);
  const whole = ranges === null || isWhole(ranges.view, ranges.full);
  return (
    <div className="chart">
      <div ref={host} className="chart__plot" role="img" aria-label={label} style={{ height }} />
      {failed && <p className="field__error">The chart could not be drawn: {failed}</p>}
      {zoom && ranges && (
        <div className="chart__zoom" role="group" aria-label={`Zoom of ${label}`}>
          <Button size="sm" variant="ghost" onClick={() => show(zoomRange(ranges.view, ranges.full, 0.5))}>
            Zoom in
          </Button>
          <Button size="sm" variant="ghost" disabled={whole} onClick={() => show(zoomRange(ranges.view, ranges.full, 2))}>
            Zoom out
          </Button>
          <Button size="sm" variant="ghost" disabled={ranges.view.min <= ranges.full.min} onClick={() => show(panRange(ranges.view, ranges.full, -0.5))}>
            Earlier
          </Button>
          <Button size="sm" variant="ghost" disabled={ranges.view.max >= ranges.full.max} onClick={() => show(panRange(ranges.view, ranges.full, 0.5))}>
            Later
          </Button>
          <Button size="sm" variant="ghost" disabled={whole} onClick={() => show(ranges.full)}>
            Show all
          </Button>
          <span className="muted chart__hint">Drag across the chart (or Ctrl + wheel) to zoom; Shift-drag to pan; double-click to show all.</span>
        </div>
      )}
    </div>
  );
}
