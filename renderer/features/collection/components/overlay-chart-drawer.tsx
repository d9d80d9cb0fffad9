import { useCallback, useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { HistoryPoint } from '../../../../shared/bridge/methods/local-copy.ts';
import { bottomAxis, leftAxis } from '../../../components/chart/chart-axes.ts';
import type { ChartPalette } from '../../../components/chart/chart-palette.ts';
import { ChartTable } from '../../../components/chart/chart-table.tsx';
import { UPlotChart } from '../../../components/chart/uplot-chart.tsx';
import type { ChartSpec } from '../../../components/chart/uplot-chart.tsx';
import { Drawer } from '../../../components/drawer.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { localHistoryQuery } from '../../../data/local-copy.ts';
import { asBridgeError } from '../../../lib/bridge-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { overlaySeries } from '../lib/history-series.ts';
import { itemAxisTime, priceScale, runTimeScale } from './history-chart.tsx';
import { formatPrice } from '../../../../shared/format/numbers.ts';

/** The most items one chart overlays (beyond, lines can no longer be told apart). */
export const MAX_OVERLAID = 5;

/** Dash of each overlaid line, so they differ by more than colour. */
const DASHES: readonly number[][] = [[], [7, 4], [2, 3], [10, 3, 2, 3], [4, 2]];

/** One line of the chart: an item's key (its history), its code and title (the line's name), or a postcode's line. */
export interface OverlaidItem {
  key: string;
  code: string;
  title?: string | null;
}

/** Props of OverlayChartDrawer. */
export interface OverlayChartDrawerProps {
  collectionId: number;
  items: readonly OverlaidItem[];
  onClose: () => void;
  /** The drawer's title (default "Prices of N items"). */
  title?: string;
  /** What the lines are, in the chart's and table's names (default: their codes). */
  subject?: string;
}

/** The longest title a legend entry or a column header shows in full (the rest ends in "…"). */
const TITLE_CHARS = 40;

/** An item as a line's name: "B0ABC12345 · Kettle 1.7 L Stainless…", or its code alone when it has no title. */
export function itemName(code: string, title: string | null): string {
  if (title === null || title.trim() === '') return code;
  const short = title.length > TITLE_CHARS ? `${title.slice(0, TITLE_CHARS - 1).trimEnd()}…` : title;
  return `${code} · ${short}`;
}

/** Up to five items' price histories on one chart (same runs, same axis), with a legend and the prices as a table. */
export function OverlayChartDrawer({ collectionId, items, onClose, title, subject }: OverlayChartDrawerProps) {
  // Combined once per change of the histories (useQueries keeps the result while none of them moves).
  const combine = useCallback(
    (results: readonly UseQueryResult<{ points: readonly HistoryPoint[] }>[]) => ({
      overlay: overlaySeries(items.map((item, i) => ({ key: item.key, code: item.code, points: results[i]?.data?.points ?? [] }))),
      loading: results.some((r) => r.isLoading),
      error: results.find((r) => r.error)?.error ?? null,
      retry: () => results.forEach((r) => void r.refetch()),
    }),
    [items],
  );
  const { overlay, loading, error, retry } = useQueries({ queries: items.map((item) => localHistoryQuery(collectionId, item.key)), combine });
  // Lines, legend and table name each item by its title as well as its code: codes alone are hard to tell apart.
  const titles = useMemo(() => new Map(items.map((i) => [i.key, i.title])), [items]);
  const nameOf = useCallback((key: string, code: string) => itemName(code, titles.get(key) ?? null), [titles]);
  const currencies = new Set(overlay.lines.map((l) => l.currency).filter((c) => c !== null));
  const axisCurrency = currencies.size === 1 ? ([...currencies][0] ?? '') : '';
  const spec = useCallback(
    (_lib: unknown, palette: ChartPalette): ChartSpec => ({
      data: [overlay.xs, ...overlay.lines.map((l) => l.prices)],
      options: {
        padding: [12, 14, 0, 0],
        scales: { x: runTimeScale(overlay.xs), y: priceScale(overlay.lines.flatMap((l) => l.prices)) },
        axes: [
          bottomAxis(palette, itemAxisTime, { time: true }),
          { ...leftAxis(palette, (v) => formatPrice(v, axisCurrency)), label: 'Price', labelFont: palette.font, labelSize: 18 },
        ],
        series: [
          {},
          ...overlay.lines.map((line, i) => ({
            label: nameOf(line.key, line.code),
            stroke: palette.series[i] ?? palette.text,
            dash: DASHES[i] ?? [],
            width: 2,
            points: { show: true, size: 6, fill: palette.series[i] ?? palette.text },
          })),
        ],
        cursor: { y: false, drag: { x: true, y: false } },
      },
    }),
    [overlay, axisCurrency, nameOf],
  );
  const describe = useCallback(
    (index: number) => {
      const run = overlay.runs[index];
      if (!run) return null;
      return [
        `Run #${run.runId} · ${formatDateTime(run.at)}`,
        ...overlay.lines.map((l) => `${nameOf(l.key, l.code)}: ${formatPrice(l.prices[index] ?? null, l.currency)}`),
      ];
    },
    [overlay, nameOf],
  );
  const codes = subject ?? items.map((i) => i.code).join(', ');
  return (
    <Drawer
      open={items.length > 0}
      onClose={onClose}
      size="lg"
      title={title ?? `Prices of ${items.length} items`}
      description={`${codes}, over every archived run.`}
    >
      {error ? (
        <ErrorMessage error={asBridgeError(error)} title="A history could not be read" onRetry={retry} />
      ) : loading ? (
        <Spinner label="Reading the histories" />
      ) : overlay.runs.length === 0 ? (
        <p className="muted">No archived run has an output for these items yet.</p>
      ) : (
        <div className="stack">
          <figure className="chart-figure">
            <UPlotChart label={`Prices of ${codes} over ${overlay.runs.length} runs`} height={260} spec={spec} describe={describe} zoom />
            <figcaption className="chart-legend">
              <ul aria-label="Legend">
                {overlay.lines.map((line, i) => (
                  <li key={line.key}>
                    <svg width="28" height="8" aria-hidden="true" className={`chart-swatch chart-swatch--${i + 1}`}>
                      <line x1="0" y1="4" x2="28" y2="4" strokeDasharray={(DASHES[i] ?? []).join(' ')} />
                    </svg>
                    <span className="mono">{line.code}</span>
                    {titles.get(line.key) && <span className="overlay-legend__title">{titles.get(line.key)}</span>}
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
          <ChartTable
            caption={`Prices of ${codes} per run`}
            columns={[{ label: 'Run', numeric: true }, { label: 'Date' }, ...overlay.lines.map((l) => ({ label: nameOf(l.key, l.code), numeric: true }))]}
            rows={overlay.runs.map((run, r) => [
              `#${run.runId}`,
              formatDateTime(run.at),
              ...overlay.lines.map((l) => formatPrice(l.prices[r] ?? null, l.currency)),
            ])}
          />
        </div>
      )}
    </Drawer>
  );
}
