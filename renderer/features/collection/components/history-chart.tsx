import type { HistoryPoint } from '../../../../shared/bridge/methods/local-copy.ts';
import { formatDate } from '../../../lib/format.ts';

const W = 480;
const H = 180;
const PAD = { left: 48, right: 12, top: 12, bottom: 40 };
/** Date labels at most (one is about 65 units wide: more would overlap). */
const MAX_DATE_LABELS = 5;

/**
 * The points that get a date label, evenly spread with the first and the last always among them, each
 * anchored so that it stays inside the chart: the first starts at its point, the last ends at its point.
 */
function dateLabels(count: number): { index: number; anchor: 'start' | 'middle' | 'end' }[] {
  if (count === 1) return [{ index: 0, anchor: 'middle' }];
  const shown = Math.min(count, MAX_DATE_LABELS);
  const indexes = new Set(Array.from({ length: shown }, (_, k) => Math.round((k * (count - 1)) / (shown - 1))));
  return [...indexes].map((index) => ({ index, anchor: index === 0 ? 'start' : index === count - 1 ? 'end' : 'middle' }));
}

/**
 * An item's history: a price line with a point per run (its date below), over an availability band
 * (green while in stock, red while out) along the bottom. Plain SVG, read by screen readers as a list.
 */
export function HistoryChart({ points, currency }: { points: readonly HistoryPoint[]; currency: string }) {
  const priced = points.filter((p) => p.price !== null);
  const prices = priced.map((p) => p.price ?? 0);
  const min = prices.length > 0 ? Math.min(...prices) : 0;
  const max = prices.length > 0 ? Math.max(...prices) : 1;
  const span = max - min || Math.max(max * 0.1, 1);
  const x = (i: number) => PAD.left + (points.length <= 1 ? (W - PAD.left - PAD.right) / 2 : (i / (points.length - 1)) * (W - PAD.left - PAD.right));
  const y = (v: number) => PAD.top + (1 - (v - (min - span * 0.1)) / (span * 1.2)) * (H - PAD.top - PAD.bottom);
  const line = points
    .map((p, i) => (p.price === null ? null : `${x(i).toFixed(1)},${y(p.price).toFixed(1)}`))
    .filter((p): p is string => p !== null)
    .join(' ');
  const bandY = H - PAD.bottom + 4;
  const step = points.length <= 1 ? W - PAD.left - PAD.right : (W - PAD.left - PAD.right) / (points.length - 1);
  const label = `Price and availability over ${points.length} runs`;
  return (
    <figure className="history-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
        <text x={4} y={PAD.top + 8} className="history-chart__axis">
          {currency}
          {max.toFixed(2)}
        </text>
        <text x={4} y={H - PAD.bottom} className="history-chart__axis">
          {currency}
          {min.toFixed(2)}
        </text>
        {points.map((p, i) => (
          <rect
            key={`band-${p.runId}`}
            x={x(i) - step / 2}
            y={bandY}
            width={step}
            height={8}
            className={p.inStock === null ? 'history-chart__band--unknown' : p.inStock ? 'history-chart__band--in' : 'history-chart__band--out'}
          />
        ))}
        {line !== '' && <polyline points={line} className="history-chart__line" fill="none" />}
        {points.map((p, i) =>
          p.price === null ? null : (
            <circle key={p.runId} cx={x(i)} cy={y(p.price)} r={3.5} className="history-chart__point">
              <title>{`Run #${p.runId}, ${formatDate(p.at)}: ${currency}${p.price.toFixed(2)}, ${p.availability ?? 'availability unknown'}`}</title>
            </circle>
          ),
        )}
        {dateLabels(points.length).map(({ index, anchor }) => (
          <text key={`date-${index}`} x={x(index)} y={H - 8} textAnchor={anchor} className="history-chart__axis">
            {formatDate(points[index]?.at ?? '')}
          </text>
        ))}
      </svg>
      <figcaption className="muted">Price line with a point per run; the band below is green in stock, red out of stock.</figcaption>
    </figure>
  );
}
